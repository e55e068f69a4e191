/**
 * Runs the built dist/Code.js the way Apps Script does: as a classic script
 * in a global scope that has the Apps Script services and none of Node's
 * (no require, process, module, timers).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { createFakeAppsScript, type FakeAppsScript, type FakeAppsScriptOptions } from './index.js';

const distDir = fileURLToPath(new URL('../../../dist/', import.meta.url));

/** A built file of dist/, or of `dir` (a folder path ending in /) when given. */
export function readBuilt(fileName: string, dir: string = distDir): string {
  const path = `${dir}${fileName}`;
  if (!existsSync(path)) throw new Error(`${path} is missing: run \`npm run build\` first`);
  return readFileSync(path, 'utf8');
}

export interface LoadedScript {
  fake: FakeAppsScript;
  /** The script's global object. */
  context: vm.Context;
  /** Calls a global function of the script, as Apps Script calls a trigger or menu item. */
  call(functionName: string, ...args: unknown[]): unknown;
}

export function loadBuiltScript(
  options: FakeAppsScriptOptions & {
    /** The build's folder, dist/ when not given. */ dir?: string;
  } = {},
): LoadedScript {
  const { dir = distDir, ...fakeOptions } = options;
  const fake = createFakeAppsScript({
    htmlFiles: { Sidebar: readBuilt('Sidebar.html', dir) },
    ...fakeOptions,
  });
  const context = vm.createContext(fake.globals());
  vm.runInContext(readBuilt('Code.js', dir), context, { filename: 'Code.js' });
  return {
    fake,
    context,
    call(functionName, ...args) {
      const fn: unknown = context[functionName];
      if (typeof fn !== 'function') throw new Error(`${functionName} is not a global function`);
      return fn(...args);
    },
  };
}
