/**
 * PropertiesService: string key-value stores for the document, the script and
 * the user. The add-on keeps its settings in a tab instead; the global is here
 * because every Apps Script project has it.
 */
export class FakeProperties {
  private readonly store = new Map<string, string>();

  getProperty(key: string): string | null {
    return this.store.get(key) ?? null;
  }

  /** Apps Script stores every value as a string. */
  setProperty(key: string, value: unknown): FakeProperties {
    this.store.set(key, String(value));
    return this;
  }

  getProperties(): Record<string, string> {
    return Object.fromEntries(this.store);
  }

  setProperties(properties: Record<string, unknown>, deleteAllOthers = false): FakeProperties {
    if (deleteAllOthers) this.store.clear();
    for (const [key, value] of Object.entries(properties)) this.setProperty(key, value);
    return this;
  }

  getKeys(): string[] {
    return [...this.store.keys()];
  }

  deleteProperty(key: string): FakeProperties {
    this.store.delete(key);
    return this;
  }

  deleteAllProperties(): FakeProperties {
    this.store.clear();
    return this;
  }
}

export class FakePropertiesService {
  readonly documentProperties = new FakeProperties();
  readonly scriptProperties = new FakeProperties();
  readonly userProperties = new FakeProperties();

  getDocumentProperties(): FakeProperties {
    return this.documentProperties;
  }

  getScriptProperties(): FakeProperties {
    return this.scriptProperties;
  }

  getUserProperties(): FakeProperties {
    return this.userProperties;
  }
}
