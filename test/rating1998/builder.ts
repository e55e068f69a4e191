export { type Row, tournament } from '../support/engine/tournament-builder.js';
import type { Row } from '../support/engine/tournament-builder.js';

/** Players 1..n with no games yet. */
export function field(n: number): Row[] {
  return Array.from({ length: n }, (_, i) => ({ id: i + 1 }));
}
