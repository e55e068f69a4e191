/**
 * Where a test that photographs the real pages puts its pictures: under
 * out/pictures/ (ignored), so that a test run leaves the checkout as it found
 * it; in docs/images/, the guide's, only when they are asked for
 * (`node scripts/pictures.mjs`, which sets SWISS_DOC_PICTURES=1).
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FOR_THE_GUIDE = process.env.SWISS_DOC_PICTURES === '1';

/** The folder `sub` ('' or 'languages/') of the pictures, made when missing; ends with a slash. */
export function pictureFolder(sub: '' | 'languages/' = ''): string {
  const base = FOR_THE_GUIDE ? '../../../docs/images/' : '../../../out/pictures/';
  const folder = fileURLToPath(new URL(base + sub, import.meta.url));
  mkdirSync(folder, { recursive: true });
  return folder;
}
