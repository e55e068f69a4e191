import type { TeamRound } from '../model/team-rounds.js';
import { roundScore } from './team-scores.js';
import type { TeamScoreKind } from './team-tiebreak-spec.js';

/**
 * C.07 13 with 6: Direct Encounter between teams on the primary score, for
 * each group still tied when DE is reached. The value is the team's place
 * in its group (1 = first; teams DE cannot separate share it), 0 for a whole
 * group DE does not separate. Lower is better.
 */
export function teamDirectEncounter(
  rounds: ReadonlyMap<number, readonly TeamRound[]>,
  /**
   * The scores tried in turn on a tied subgroup, each with a match won's
   * value (6.3's "whatever the outcome of the missing games"): the primary
   * score for DE; primary then secondary for EDE (13.3.1).
   */
  scores: readonly { kind: TeamScoreKind; win: number }[],
  tiedGroups: readonly (readonly number[])[],
): Map<number, number> {
  const values = new Map<number, number>();
  for (const group of tiedGroups) {
    const place = new Map(group.map((tpn) => [tpn, 0]));
    // C.07 6.2: DE again on every subgroup still tied, until nothing changes.
    let open: number[][] = group.length > 1 ? [[...group]] : [];
    while (open.length > 0) {
      const next: number[][] = [];
      for (const sub of open) {
        const start = place.get(sub[0]!)!;
        // C.07 13.3.3: a new tied subset starts again from the first score.
        let subPlaces: Map<number, number> | null = null;
        for (const { kind, win } of scores) {
          const tried = separateOnce(rounds, kind, win, sub);
          if (new Set(tried.values()).size > 1) {
            subPlaces = tried;
            break;
          }
        }
        if (subPlaces === null) continue;
        const byPlace = new Map<number, number[]>();
        for (const tpn of sub) {
          const p = start + subPlaces.get(tpn)!;
          place.set(tpn, p);
          byPlace.set(p, [...(byPlace.get(p) ?? []), tpn]);
        }
        for (const still of byPlace.values()) if (still.length > 1) next.push(still);
      }
      open = next;
    }
    const separated = new Set(place.values()).size > 1;
    for (const tpn of group) values.set(tpn, separated ? place.get(tpn)! + 1 : 0);
  }
  return values;
}

function separateOnce(
  rounds: ReadonlyMap<number, readonly TeamRound[]>,
  kind: TeamScoreKind,
  win: number,
  sub: readonly number[],
): Map<number, number> {
  const members = new Set(sub);
  let everyoneMet = true;
  const rows = sub.map((tpn) => {
    const met = new Map<number, { total: number; matches: number }>();
    for (const r of rounds.get(tpn)!) {
      // C.07 6.1.1: in a Swiss only matches actually played count (a forfeited match does not).
      if (r.kind !== 'played' || r.opponent === null || !members.has(r.opponent)) continue;
      const m = met.get(r.opponent) ?? { total: 0, matches: 0 };
      met.set(r.opponent, { total: m.total + roundScore(r, kind), matches: m.matches + 1 });
    }
    // C.07 6.1.2: teams that met more than once count the average.
    let score = 0;
    for (const m of met.values()) score += m.total / m.matches;
    const unmet = sub.length - 1 - met.size;
    if (unmet > 0) everyoneMet = false;
    return { tpn, score, maximum: score + unmet * win };
  });
  const places = new Map<number, number>();
  if (everyoneMet) {
    // C.07 6.2: the separate standings of the mutual matches rank them.
    rows.sort((a, b) => b.score - a.score || a.tpn - b.tpn);
    rows.forEach((r, i) => {
      const prev = rows[i - 1];
      places.set(r.tpn, prev !== undefined && prev.score === r.score ? places.get(prev.tpn)! : i);
    });
    return places;
  }
  // C.07 6.3: a team goes above the rest only while no missing match could bring another level.
  rows.sort((a, b) => b.score - a.score || b.maximum - a.maximum || a.tpn - b.tpn);
  let separating = true;
  rows.forEach((r, i) => {
    const prev = rows[i - 1];
    if (prev === undefined) {
      places.set(r.tpn, 0);
      return;
    }
    const bestOfRest = Math.max(...rows.slice(i).map((x) => x.maximum));
    if (separating && prev.score > bestOfRest) places.set(r.tpn, i);
    else {
      separating = false;
      places.set(r.tpn, places.get(prev.tpn)!);
    }
  });
  return places;
}
