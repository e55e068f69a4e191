import { fileURLToPath } from 'node:url';

/** A file of test/trf/other-programs: shaped as other programs write them, written for these tests. */
export function otherProgramsFile(name: string): string {
  return fileURLToPath(new URL(`../trf/other-programs/${name}`, import.meta.url));
}
