#!/usr/bin/env node
/**
 * `npm run pictures`: makes the guide's pictures again (docs/images/ and docs/images/languages/):
 * builds, then runs the two tests that photograph the real pages with
 * SWISS_DOC_PICTURES=1, which sends their pictures there instead of to
 * out/pictures/, where a test run leaves them. Needs Debian's chromium.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const TESTS = [
  'test/apps-script/guide-pictures.browser.test.ts',
  'test/apps-script/language-pictures.browser.test.ts',
];

// Without it the tests are skipped, and nothing would be made.
if (!existsSync('/usr/bin/chromium')) {
  console.error('pictures: /usr/bin/chromium is missing (apt-get install chromium)');
  process.exit(1);
}
const run = (args, env = process.env) =>
  spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;
const built = run([join(root, 'scripts/build.mjs')]);
if (built !== 0) process.exit(built);
process.exitCode = run([join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...TESTS], {
  ...process.env,
  SWISS_DOC_PICTURES: '1',
});
