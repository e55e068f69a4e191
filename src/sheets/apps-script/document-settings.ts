import type { DocumentSettings } from '../ports.js';
import type { GasProperties } from './services.js';

export class AppsScriptDocumentSettings implements DocumentSettings {
  constructor(private readonly properties: GasProperties) {}

  get(key: string): string | null {
    return this.properties.getProperty(key);
  }

  set(key: string, value: string): void {
    this.properties.setProperty(key, value);
  }

  delete(key: string): void {
    this.properties.deleteProperty(key);
  }
}
