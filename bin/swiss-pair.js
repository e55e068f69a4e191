#!/usr/bin/env node
'use strict';
// Thin launcher: the command line is bundled into dist/cli.cjs by `npm run build`, with a V8 code
// cache of it in dist/cli.cache (see load-cli.js). A CommonJS script (bin/package.json), so that
// a run does not start Node's ES module loader.
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const { loadCli } = require('./load-cli.js');

const bundle = join(__dirname, '..', 'dist', 'cli.cjs');
if (!existsSync(bundle)) {
  process.stderr.write('swiss-pair: dist/cli.cjs is missing: run npm run build first\n');
  process.exitCode = 2;
} else {
  const { main } = loadCli(bundle, join(__dirname, '..', 'dist', 'cli.cache')).exports;
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
