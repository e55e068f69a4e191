import type { Colour, Tournament } from '../../../src/engine/model/tournament.js';

const PLAYED = new Set(['1', '=', '0']);

/**
 * What the Basic Rules forbid (C.04.1 Art. 2, 4, 6, 7), read back from a
 * tournament's records independently of any engine: a second game between
 * two players, a second win without playing given as the pairing-allocated
 * bye, a colour difference beyond 2, the same colour three times in a row.
 * One line per violation, for the rounds 1 .. `rounds`.
 */
export function basicRulesViolations(t: Tournament, rounds: number): string[] {
  const problems: string[] = [];
  for (const p of t.players) {
    const colours: Colour[] = [];
    const met = new Set<number>();
    let freeWin = false;
    for (let r = 0; r < rounds; r++) {
      const rec = p.rounds[r];
      if (!rec) continue;
      if (rec.result === 'U' && freeWin)
        problems.push(`round ${r + 1}: ${p.id} had a second free win (PAB)`);
      if (rec.result === 'U' || rec.result === 'F' || (rec.result === '+' && rec.opponent !== null))
        freeWin = true;
      if (rec.opponent === null || !PLAYED.has(rec.result ?? '')) continue;
      if (met.has(rec.opponent)) problems.push(`round ${r + 1}: ${p.id} met ${rec.opponent} again`);
      met.add(rec.opponent);
      colours.push(rec.colour!);
      const diff = colours.filter((c) => c === 'w').length * 2 - colours.length;
      if (Math.abs(diff) > 2) problems.push(`round ${r + 1}: ${p.id} colour difference ${diff}`);
      const n = colours.length;
      if (n >= 3 && colours[n - 1] === colours[n - 2] && colours[n - 2] === colours[n - 3])
        problems.push(`round ${r + 1}: ${p.id} same colour three times`);
    }
  }
  return problems;
}
