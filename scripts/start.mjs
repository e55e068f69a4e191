#!/usr/bin/env node
/**
 * npm start: builds, then runs the add-on's "Pair next round" (or another
 * action, see --help) on a local .xlsx workbook. Without a file it works on
 * out/club.xlsx, copied from the committed examples/club.xlsx on the first
 * run, so that the example itself is never changed.
 */
import { spawnSync } from 'node:child_process';
import { Buffer } from 'node:buffer';
import { readSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0) process.exit(build.status ?? 1);

const { runLocal } = await import(pathToFileURL(join(root, 'dist/local.js')).href);
const shown = (path) => relative(process.cwd(), path) || path;
process.exitCode = await runLocal(
  process.argv.slice(2),
  {
    example: shown(join(root, 'examples/club.xlsx')),
    defaultFile: shown(join(root, 'out/club.xlsx')),
  },
  {
    out: (text) => console.log(text),
    err: (text) => console.error(text),
    // A yes/no question on the terminal; none without one (the message then says --yes).
    ask: (question, answer) => {
      if (!process.stdin.isTTY) return null;
      process.stderr.write(`${question} ${answer.choices} `);
      const buffer = Buffer.alloc(256);
      let read = 0;
      try {
        read = readSync(0, buffer, 0, buffer.length, null);
      } catch {
        return null;
      }
      return answer.isYes(buffer.toString('utf8', 0, read));
    },
  },
);
