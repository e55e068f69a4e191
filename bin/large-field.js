'use strict';
// Runs for the largest fields: Node flags that size V8's young generation, which only take
// effect when Node starts, so swiss-pair.js starts Node again with them for such an input.
const { statSync } = require('node:fs');
const { join } = require('node:path');

/**
 * A young generation that starts at 16 MB a semi-space (not 1 MB) and may grow to 64 (not 16):
 * a 9,999-player round makes its garbage in bursts of tens of megabytes, which a small young
 * generation promotes to the old one, to be marked and compacted there. Naive 9,999-player
 * round 3, whole process, interleaved: 17.4 against 19.1 s CPU (ratio 0.91), peak 439 against
 * 401 MB; docs/engine.md has the figures. Memory management only: no result depends on it.
 */
const LARGE_FIELD_FLAGS = ['--min-semi-space-size=16', '--max-semi-space-size=64'];

/**
 * From this size on an input file is taken for a field of thousands (a 9,999-player file is
 * 0.9 MB before round 1 and grows 100 KB a round); below it a second start of Node, about
 * 0.05 s, would cost more than the collector could save.
 */
const LARGE_INPUT_BYTES = 800000;

/** Whether this process was started with the flags (then it must not start another). */
function runsWithLargeFieldFlags() {
  return LARGE_FIELD_FLAGS.every((flag) => process.execArgv.includes(flag));
}

/** Whether an argument that is not an option names a file of LARGE_INPUT_BYTES or more. */
function namesLargeInput(args) {
  return args.some((arg) => {
    if (arg.startsWith('-')) return false;
    try {
      return statSync(arg).size >= LARGE_INPUT_BYTES;
    } catch {
      return false;
    }
  });
}

/**
 * V8 takes a code cache only under the flags it was made with, so each kind of run has its own
 * (both made by the build, scripts/lib/cli-code-cache.mjs).
 */
function codeCacheFile(dist) {
  return join(dist, runsWithLargeFieldFlags() ? 'cli-large.cache' : 'cli.cache');
}

module.exports = {
  LARGE_FIELD_FLAGS,
  codeCacheFile,
  namesLargeInput,
  runsWithLargeFieldFlags,
};
