#!/usr/bin/env node
/**
 * Makes dist/cli.cache, V8's code cache of dist/cli.cjs (see bin/load-cli.js): loads the bundle,
 * runs the command line the way a pairing does, so that the functions it needs are compiled, and
 * saves the cache. With each Dutch edition: a generated 40-player, 9-round tournament (every round
 * paired, brackets large enough to reach the whole matcher), then the next round of the example
 * through -p (reading and writing files). Run by the build in a process of its own, as the
 * command line runs: once with no Node flags (dist/cli.cache) and once with a large field's
 * (bin/large-field.js: dist/cli-large.cache).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codeCacheFile } from '../../bin/large-field.js';
import { loadCli } from '../../bin/load-cli.js';
import { root } from './import-bundled.mjs';

const dist = join(root, 'dist');
const cli = loadCli(join(dist, 'cli.cjs'), codeCacheFile(dist));
const work = await mkdtemp(join(tmpdir(), 'cli-code-cache-'));
try {
  const io = { stdout: () => {}, stderr: () => {} };
  for (const system of ['--dutch', '--dutch-2017']) {
    for (const args of [
      [system, '-g', '-o', join(work, 'generated.trf'), '-s', '2026'],
      [system, join(root, 'examples', 'club.trf'), '-p', join(work, 'pairs.txt')],
    ]) {
      const code = await cli.exports.main(args, io);
      if (code !== 0)
        throw new Error(`cli-code-cache: swiss-pair ${args.join(' ')} exited ${code}`);
    }
  }
  cli.saveCache();
} finally {
  await rm(work, { recursive: true, force: true });
}
