'use strict';
// Loads the bundled command line with V8's code cache of it; used by swiss-pair.js and the build.
const { Buffer } = require('node:buffer');
const { createHash } = require('node:crypto');
const { readFileSync, renameSync, writeFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { dirname } = require('node:path');
const v8 = require('node:v8');
const vm = require('node:vm');

/**
 * A short run (one round of a few hundred players) is mostly spent before the optimising compiler
 * has caught up: its background thread compiles the engine's hot functions while they run in the
 * interpreter, about twenty times slower. A smaller inlining budget makes those compilations
 * cheaper, so they arrive sooner; the code is barely slower once compiled (round 9 of a
 * 500-player tournament: a first pairing 0.24 s -> 0.20 s, 2017 edition, 0.25 s -> 0.21 s, 2025;
 * 1000 to 9,999 players unchanged within noise). Compiler tuning only: no result depends on it.
 * Set before the bundle is compiled, here, so the code cache made by the build (which loads
 * through here too) was made under the same flags, which V8 requires of a cache.
 */
const V8_FLAGS = '--max-inlined-bytecode-size-cumulative=200';

/** The cache file starts with the SHA-256 of the bundle it was made from. */
const DIGEST_BYTES = 32;

function readIfThere(path) {
  try {
    return readFileSync(path);
  } catch {
    return null;
  }
}

/**
 * Compiles the CommonJS bundle `bundle` and runs its top level; returns its exports. With a code
 * cache `cacheFile` made from this very bundle (by saveCache), V8 takes the compiled functions
 * from it instead of parsing and compiling them again, a good part of a short run's start-up.
 * V8 itself only checks that a cache was made from a source of the same length, by the same V8
 * with the same flags, so the bundle's digest is checked first; a cache that does not fit
 * (another bundle, Node version or V8 flags) is not used and the bundle is compiled as usual.
 */
function loadCli(bundle, cacheFile) {
  v8.setFlagsFromString(V8_FLAGS);
  const source = readFileSync(bundle, 'utf8');
  const cache = readIfThere(cacheFile);
  const digest = createHash('sha256').update(source).digest();
  const fits =
    cache !== null && cache.length > DIGEST_BYTES && digest.equals(cache.subarray(0, DIGEST_BYTES));
  // The CommonJS wrapper on the bundle's first line, so that line numbers in stack traces hold.
  const script = new vm.Script(
    `(function (exports, require, module, __filename, __dirname) {${source}\n})`,
    { filename: bundle, cachedData: fits ? cache.subarray(DIGEST_BYTES) : undefined },
  );
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(bundle), module, bundle, dirname(bundle));
  return {
    exports: module.exports,
    /** Whether V8 took the compiled code from the cache. */
    cacheUsed: fits && !script.cachedDataRejected,
    /** Writes the cache of everything compiled so far (call after a typical run). */
    saveCache() {
      const temporary = `${cacheFile}.${process.pid}.tmp`;
      writeFileSync(temporary, Buffer.concat([digest, script.createCachedData()]));
      renameSync(temporary, cacheFile);
    },
  };
}

module.exports = { loadCli };
