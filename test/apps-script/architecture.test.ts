/**
 * Layering: the engine knows nothing of Sheets, and within the add-on only
 * src/sheets/apps-script/ touches the Apps Script services; everything else
 * goes through the ports (src/sheets/ports.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

const APPS_SCRIPT =
  /\b(SpreadsheetApp|HtmlService|LockService|PropertiesService|ScriptApp|GoogleAppsScript)\b|google-apps-script/;

/** The code of a file without its comments, which may well talk about Apps Script. */
function code(file: string): string {
  return readFileSync(join(root, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
}

function offending(files: string[], pattern: RegExp): string[] {
  return files.filter((file) => pattern.test(code(file)));
}

describe('layering', () => {
  it('the engine does not reach Apps Script, the add-on, the sidebar or the CLI', () => {
    const files = sourceFiles('src/engine');
    expect(files.length).toBeGreaterThan(0);
    expect(offending(files, APPS_SCRIPT)).toEqual([]);
    expect(offending(files, /from '(\.\.\/)+(sheets|sidebar|cli)\//)).toEqual([]);
  });

  it('only src/sheets/apps-script names the Apps Script services', () => {
    const files = [...sourceFiles('src/sheets'), ...sourceFiles('src/sidebar')].filter(
      (file) => !file.startsWith(join('src', 'sheets', 'apps-script') + sep),
    );
    expect(files).toContain(join('src', 'sheets', 'apps-script-entry.ts'));
    expect(offending(files, APPS_SCRIPT)).toEqual([]);
  });
});
