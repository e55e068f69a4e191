/**
 * HtmlService over the HTML files of a simulated script project (for the
 * add-on: the built dist/Sidebar.html under the name 'Sidebar').
 */
import type { GasHtmlOutput, GasHtmlService } from '../../../src/sheets/apps-script/services.js';

export const SandboxMode = Object.freeze({
  EMULATED: 'EMULATED',
  IFRAME: 'IFRAME',
  NATIVE: 'NATIVE',
});

export const XFrameOptionsMode = Object.freeze({ ALLOWALL: 'ALLOWALL', DEFAULT: 'DEFAULT' });

export class FakeHtmlOutput implements GasHtmlOutput {
  private title = '';
  private width: number | null = null;
  private height: number | null = null;
  sandboxMode: string = SandboxMode.IFRAME;
  xFrameOptionsMode: string = XFrameOptionsMode.DEFAULT;
  readonly metaTags: { name: string; content: string }[] = [];

  constructor(
    private content: string,
    /** The project file it came from, or null for createHtmlOutput. */
    readonly fileName: string | null,
  ) {}

  getContent(): string {
    return this.content;
  }

  setContent(content: string): FakeHtmlOutput {
    this.content = content;
    return this;
  }

  append(addedContent: string): FakeHtmlOutput {
    this.content += addedContent;
    return this;
  }

  getTitle(): string {
    return this.title;
  }

  setTitle(title: string): FakeHtmlOutput {
    this.title = title;
    return this;
  }

  getWidth(): number | null {
    return this.width;
  }

  setWidth(width: number): FakeHtmlOutput {
    this.width = width;
    return this;
  }

  getHeight(): number | null {
    return this.height;
  }

  setHeight(height: number): FakeHtmlOutput {
    this.height = height;
    return this;
  }

  setSandboxMode(mode: string): FakeHtmlOutput {
    this.sandboxMode = mode;
    return this;
  }

  setXFrameOptionsMode(mode: string): FakeHtmlOutput {
    this.xFrameOptionsMode = mode;
    return this;
  }

  addMetaTag(name: string, content: string): FakeHtmlOutput {
    this.metaTags.push({ name, content });
    return this;
  }
}

export class FakeHtmlService implements GasHtmlService {
  readonly SandboxMode = SandboxMode;
  readonly XFrameOptionsMode = XFrameOptionsMode;

  /** @param files the project's HTML files by name, without the .html extension */
  constructor(private readonly files: Readonly<Record<string, string>> = {}) {}

  createHtmlOutputFromFile(filename: string): FakeHtmlOutput {
    // Apps Script accepts the name with or without its extension.
    const name = filename.replace(/\.html$/, '');
    const content = Object.hasOwn(this.files, name) ? this.files[name] : undefined;
    if (content === undefined) throw new Error(`No HTML file named ${filename} was found.`);
    return new FakeHtmlOutput(content, name);
  }

  createHtmlOutput(html = ''): FakeHtmlOutput {
    return new FakeHtmlOutput(html, null);
  }
}
