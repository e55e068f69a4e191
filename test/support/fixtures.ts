import { fileURLToPath } from 'node:url';

/**
 * The reference tournaments beside the repository (../shared/fixtures), as a
 * path with a trailing separator, wherever the checkout lives.
 */
export const FIXTURES = fileURLToPath(new URL('../../../shared/fixtures/', import.meta.url));

/** A fixture file by its path under the fixtures folder, e.g. `dutch-2017/t0001.trf`. */
export function fixture(path: string): string {
  return FIXTURES + path;
}
