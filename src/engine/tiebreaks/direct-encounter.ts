import type { TiebreakContext } from './tiebreak-context.js';
import type { TiebreakSpec } from './tiebreak-spec.js';

/**
 * C.07 6 Direct Encounter, applied to each group of participants still tied
 * when it is reached in the list.
 *
 * The value given to each participant is its place within its tied group as
 * DE decides it (1 = first; participants DE cannot separate share a place),
 * or 0 for everyone in a group DE does not separate at all. Lower is better.
 */
export function directEncounter(
  ctx: TiebreakContext,
  spec: TiebreakSpec,
  tiedGroups: readonly (readonly number[])[],
): Map<number, number> {
  const values = new Map<number, number>();
  for (const group of tiedGroups) {
    const places = separateGroup(ctx, spec, group);
    const separated = new Set(places.values()).size > 1;
    for (const id of group) values.set(id, separated ? (places.get(id) ?? 0) + 1 : 0);
  }
  return values;
}

/**
 * Places (0-based, shared by those still tied) within one group. C.07 6.2:
 * DE is applied again to every subgroup that stays tied, until a pass
 * separates nobody more.
 */
function separateGroup(
  ctx: TiebreakContext,
  spec: TiebreakSpec,
  group: readonly number[],
): Map<number, number> {
  const place = new Map(group.map((id) => [id, 0]));
  let open: number[][] = group.length > 1 ? [[...group]] : [];
  while (open.length > 0) {
    const next: number[][] = [];
    for (const sub of open) {
      const start = place.get(sub[0] ?? 0) ?? 0;
      const subPlaces = separateOnce(ctx, spec, sub);
      if (new Set(subPlaces.values()).size === 1) continue;
      const byPlace = new Map<number, number[]>();
      for (const id of sub) {
        const p = start + (subPlaces.get(id) ?? 0);
        place.set(id, p);
        byPlace.set(p, [...(byPlace.get(p) ?? []), id]);
      }
      for (const still of byPlace.values()) if (still.length > 1) next.push(still);
    }
    open = next;
  }
  return place;
}

interface Encounters {
  readonly id: number;
  /** Points scored against the others in the subgroup; repeated meetings averaged (C.07 6.1.2). */
  readonly score: number;
  /** The score if every game not played within the subgroup had been won (C.07 6.3). */
  readonly maximum: number;
}

/** One application of C.07 6.2/6.3 to a tied subgroup: each member's place within it, 0-based. */
function separateOnce(
  ctx: TiebreakContext,
  spec: TiebreakSpec,
  sub: readonly number[],
): Map<number, number> {
  const members = new Set(sub);
  let everyoneMet = true;
  const rows: Encounters[] = sub.map((id) => {
    const met = new Map<number, { total: number; games: number }>();
    for (const o of ctx.byId.get(id)?.outcomes ?? []) {
      // C.07 6.1.1: in a Swiss only games played over the board count, unless forfeits are included
      // (/P); with pre-determined pairings forfeits are games (15.2).
      const counts = o.played || spec.forfeitsAsPlayed || ctx.roundRobin;
      if (o.opponent === null || !members.has(o.opponent) || !counts) continue;
      const m = met.get(o.opponent) ?? { total: 0, games: 0 };
      met.set(o.opponent, { total: m.total + o.points, games: m.games + 1 });
    }
    let score = 0;
    for (const m of met.values()) score += m.total / m.games;
    const unmet = sub.length - 1 - met.size;
    // C.07 6.3 is for Swiss events; a round robin ranks by the encounters there are.
    if (unmet > 0 && !ctx.roundRobin) everyoneMet = false;
    return { id, score, maximum: score + unmet * ctx.pointSystem.win };
  });
  const places = new Map<number, number>();
  if (everyoneMet) {
    // C.07 6.2: the separate standings of the mutual games rank them.
    rows.sort((a, b) => b.score - a.score || a.id - b.id);
    rows.forEach((r, i) => {
      const prev = rows[i - 1];
      places.set(
        r.id,
        prev !== undefined && prev.score === r.score ? (places.get(prev.id) ?? 0) : i,
      );
    });
    return places;
  }
  // C.07 6.3: place a participant above the rest only while it stays ahead whatever the missing games give them.
  rows.sort((a, b) => b.score - a.score || b.maximum - a.maximum || a.id - b.id);
  let separating = true;
  rows.forEach((r, i) => {
    const prev = rows[i - 1];
    if (prev === undefined) {
      places.set(r.id, 0);
      return;
    }
    const bestOfRest = Math.max(...rows.slice(i).map((x) => x.maximum));
    if (separating && prev.score > bestOfRest) {
      places.set(r.id, i);
    } else {
      separating = false;
      places.set(r.id, places.get(prev.id) ?? 0);
    }
  });
  return places;
}
