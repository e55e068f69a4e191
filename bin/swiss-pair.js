#!/usr/bin/env node
// Thin launcher: the command line is bundled into dist/cli.js by `npm run build`.
import { existsSync } from 'node:fs';

const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(cli)) {
  process.stderr.write('swiss-pair: dist/cli.js is missing: run npm run build first\n');
  process.exitCode = 2;
} else {
  const { main } = await import(cli.href);
  process.exitCode = await main(process.argv.slice(2));
}
