/**
 * The add-on built as scripts/build.mjs builds it, with the pseudo-language
 * registered beside the shipped ones, into a folder of its own (never dist/).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const PSEUDO_LANGUAGE_FILE = fileURLToPath(new URL('./pseudo-language.ts', import.meta.url));

let built: string | null = null;

/** The folder of Code.js, Sidebar.html and local.js with the pseudo-language, built once a test file. */
export function pseudoBuild(): string {
  if (built !== null) return built;
  // Under node_modules, so that local.js finds exceljs as the shipped one does; never in dist/,
  // which clasp pushes. Test files building at once write the same files, each atomically.
  const out = join(root, 'node_modules', '.cache', 'swiss-pseudo');
  mkdirSync(out, { recursive: true });
  execFileSync(
    process.execPath,
    [
      join(root, 'scripts/build.mjs'),
      '--out',
      out,
      '--language',
      PSEUDO_LANGUAGE_FILE,
      '--only',
      'Code.js,Sidebar.html,local.js',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  built = `${out}/`;
  return built;
}
