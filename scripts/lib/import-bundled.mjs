/**
 * The benchmarks run the TypeScript sources as the add-on and the command
 * line do: bundled by esbuild. `exports` are export lines relative to the
 * repository root; the bundle is imported from a temporary folder, removed
 * once loaded.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

export const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));

export async function importBundled(exports) {
  const dir = await mkdtemp(join(tmpdir(), 'bench-'));
  const outfile = join(dir, 'bundle.mjs');
  try {
    await esbuild.build({
      stdin: { contents: exports.join('\n'), resolveDir: root, loader: 'ts' },
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      outfile,
      logLevel: 'warning',
    });
    return await import(pathToFileURL(outfile).href);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
