/**
 * When to kill a run so that the kill lands during its pairing and its save.
 * Fixed delays (200 ms ... 800 ms) were moments of the save only on an idle
 * machine: on a loaded one a whole run takes seconds and every kill landed
 * while node was still loading the bundle, so the case checked nothing of
 * the save, and with five runs and a final one it came near the test's
 * timeout. The moments are taken as fractions of an uninterrupted run timed
 * just before, on a copy of the same workbook, under the same load.
 */
import { copyFileSync, rmSync } from 'node:fs';

/** Fractions of a whole run: from its reading and pairing to the last moments of its save. */
const FRACTIONS = [0.3, 0.5, 0.7, 0.85, 0.95];

/** No case may spend longer than this: the runs it times and kills, and the one it lets finish. */
export const KILL_CASE_TIMEOUT_MS = 300_000;

/**
 * The delays (ms) at which to kill a run on `file`: `runToEnd` runs the same
 * command on a copy and resolves when it exits.
 */
export async function killMoments(
  file: string,
  runToEnd: (copy: string) => Promise<unknown>,
): Promise<number[]> {
  const copy = `${file}.timing.xlsx`;
  copyFileSync(file, copy);
  const start = Date.now();
  try {
    await runToEnd(copy);
  } finally {
    rmSync(copy, { force: true });
    rmSync(`${copy}.lock`, { force: true });
  }
  const whole = Date.now() - start;
  return FRACTIONS.map((f) => Math.round(f * whole));
}
