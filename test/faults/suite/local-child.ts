/**
 * `npm start` in a child process: runLocal of the built bundle (dist/local.js)
 * under `node -e`, its output dropped. For the cases that need a process of
 * their own: two runs at once on one workbook, a run killed during its save.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const LOCAL_BUNDLE = fileURLToPath(new URL('../../../dist/local.js', import.meta.url));

export interface LocalChild {
  /** The exit code (-1 when killed). */
  exited: Promise<number>;
  kill(): void;
}

export function localRunChild(args: string[]): LocalChild {
  const script =
    `const { runLocal } = await import(${JSON.stringify(LOCAL_BUNDLE)});` +
    `process.exitCode = await runLocal(${JSON.stringify(args)}, { example: '', defaultFile: '' }, { out() {}, err() {} });`;
  const p = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: 'ignore' });
  return {
    exited: new Promise((done) => p.on('exit', (code) => done(code ?? -1))),
    kill: () => p.kill('SIGKILL'),
  };
}
