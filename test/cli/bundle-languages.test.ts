import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the command line bundle', () => {
  // The command line stays English; the other five catalogues were half of its bundle, read,
  // hashed and run on every start (src/messages/languages.ts names ENGLISH apart for this).
  it('carries the English catalogue and no other', async () => {
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: ['src/cli/main.ts'],
      bundle: true,
      write: false,
      metafile: true,
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      outfile: 'cli.cjs',
      logLevel: 'silent',
    });
    const inputs = result.metafile.outputs['cli.cjs']!.inputs;
    const catalogues = Object.entries(inputs)
      .filter(([path, input]) => path.includes('messages/languages/') && input.bytesInOutput > 0)
      .map(([path]) => path);
    expect(catalogues).toStrictEqual(['src/messages/languages/english.ts']);
  });
});
