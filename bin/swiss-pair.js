#!/usr/bin/env node
'use strict';
// Thin launcher: the command line is bundled into dist/cli.cjs by `npm run build`, with a V8 code
// cache of it in dist/cli.cache (see load-cli.js). A CommonJS script (bin/package.json), so that
// a run does not start Node's ES module loader. An input of thousands of players is run in a Node
// started again with a larger young generation (large-field.js).
const { spawnSync } = require('node:child_process');
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const {
  LARGE_FIELD_FLAGS,
  codeCacheFile,
  namesLargeInput,
  runsWithLargeFieldFlags,
} = require('./large-field.js');
const { loadCli } = require('./load-cli.js');

const dist = join(__dirname, '..', 'dist');
const bundle = join(dist, 'cli.cjs');
const args = process.argv.slice(2);

/** The same command in a Node started with LARGE_FIELD_FLAGS; false if it could not start. */
function runWithLargeFieldFlags() {
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, ...LARGE_FIELD_FLAGS, join(__dirname, 'swiss-pair.js'), ...args],
    { stdio: 'inherit' },
  );
  if (child.error !== undefined) return false;
  if (child.signal !== null) process.kill(process.pid, child.signal);
  else process.exitCode = child.status;
  return true;
}

function runHere() {
  const { main } = loadCli(bundle, codeCacheFile(dist)).exports;
  main(args).then((code) => {
    process.exitCode = code;
  });
}

if (!existsSync(bundle)) {
  process.stderr.write('swiss-pair: dist/cli.cjs is missing: run npm run build first\n');
  process.exitCode = 2;
} else if (runsWithLargeFieldFlags() || !namesLargeInput(args)) {
  runHere();
} else if (!runWithLargeFieldFlags()) {
  // Node could not be started again: paired here, with the collector's usual sizes.
  runHere();
}
