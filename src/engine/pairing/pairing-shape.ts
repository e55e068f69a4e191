import type { RoundPairing, Tournament } from '../model/tournament.js';
import { playersToPair } from './round-input.js';

/**
 * What is wrong with the shape of a pairing for round `round` of its input,
 * whatever the system: everyone to be paired appears exactly once, nobody
 * else appears, and there is a bye exactly when their number is odd. An
 * empty list means the shape is right (the rules themselves are the
 * systems' business). A table-made schedule (a round-robin) has every
 * player on the table every round, the withdrawn and absent too.
 */
export function pairingShapeProblems(
  input: Tournament,
  round: number,
  p: RoundPairing,
  shape: { tableMade?: boolean } = {},
): string[] {
  const problems: string[] = [];
  const expected = new Set(
    (shape.tableMade === true ? input.players : playersToPair(input, round)).map((pl) => pl.id),
  );
  const known = new Set(input.players.map((pl) => pl.id));
  const seen = new Set<number>();
  const place = (id: number) => {
    if (!known.has(id)) problems.push(`player ${id} does not exist`);
    else if (!expected.has(id)) problems.push(`player ${id} is not to be paired in round ${round}`);
    if (seen.has(id)) problems.push(`player ${id} appears twice`);
    seen.add(id);
  };
  for (const g of p.games) {
    if (g.white === g.black) problems.push(`player ${g.white} is paired with himself`);
    place(g.white);
    place(g.black);
  }
  if (p.bye !== null) place(p.bye);
  for (const id of expected) if (!seen.has(id)) problems.push(`player ${id} is not paired`);
  if ((expected.size % 2 === 1) !== (p.bye !== null)) {
    problems.push(
      p.bye === null
        ? `${expected.size} players to pair but no bye`
        : `${expected.size} players to pair but a bye is given`,
    );
  }
  return problems;
}
