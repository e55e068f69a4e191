import type { RoundPairing, Tournament } from '../model/tournament.js';
import { said, type Said } from '../../messages/said.js';
import { playersToPair } from './round-input.js';

/**
 * A fault in a pairing's shape: its English text (a system's defect as the
 * command line reports it) and the same words as a message of the catalogue
 * (a round changed by hand, as Check this round says it in the language).
 */
export interface ShapeFault {
  readonly text: string;
  readonly said: Said;
}

/**
 * What is wrong with the shape of a pairing for round `round` of its input,
 * whatever the system: everyone to be paired appears exactly once, nobody
 * else appears, and there is a bye exactly when their number is odd. An
 * empty list means the shape is right (the rules themselves are the
 * systems' business). A table-made schedule (a round-robin) has every
 * player on the table every round, the withdrawn and absent too.
 */
export function pairingShapeFaults(
  input: Tournament,
  round: number,
  p: RoundPairing,
  shape: { tableMade?: boolean } = {},
): ShapeFault[] {
  const faults: ShapeFault[] = [];
  const fault = (text: string, message: Said) => faults.push({ text, said: message });
  const expected = new Set(
    (shape.tableMade === true ? input.players : playersToPair(input, round)).map((pl) => pl.id),
  );
  const known = new Set(input.players.map((pl) => pl.id));
  const seen = new Set<number>();
  const place = (id: number) => {
    if (!known.has(id))
      fault(`player ${id} does not exist`, said('pairingShape.unknown', { player: id }));
    else if (!expected.has(id))
      fault(
        `player ${id} is not to be paired in round ${round}`,
        said('pairingShape.notToPair', { player: id, round }),
      );
    if (seen.has(id))
      fault(`player ${id} appears twice`, said('pairingShape.twice', { player: id }));
    seen.add(id);
  };
  for (const g of p.games) {
    if (g.white === g.black)
      fault(
        `player ${g.white} is paired with himself`,
        said('pairingShape.himself', { player: g.white }),
      );
    place(g.white);
    place(g.black);
  }
  if (p.bye !== null) place(p.bye);
  for (const id of expected)
    if (!seen.has(id))
      fault(`player ${id} is not paired`, said('pairingShape.notPaired', { player: id }));
  const count = expected.size;
  const players = `${count} ${count === 1 ? 'player' : 'players'}`;
  if ((count % 2 === 1) !== (p.bye !== null))
    if (p.bye === null)
      fault(`${players} to pair but no bye`, said('pairingShape.noBye', { count }));
    else fault(`${players} to pair but a bye is given`, said('pairingShape.byeGiven', { count }));
  return faults;
}

/** The faults of a pairing's shape in English (pairingShapeFaults), for a system's defect. */
export function pairingShapeProblems(
  input: Tournament,
  round: number,
  p: RoundPairing,
  shape: { tableMade?: boolean } = {},
): string[] {
  return pairingShapeFaults(input, round, p, shape).map((f) => f.text);
}
