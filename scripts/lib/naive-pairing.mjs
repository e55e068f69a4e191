/**
 * A naive pairing for the big-field benchmark's stress fields (`--naive`), not a pairing system:
 * players by score, then rating; inside each score group the top half meets the bottom half in
 * order (each the first of the bottom half he has not met), an odd player out moves to the next
 * group, the last player left out gets the bye, and each game's colours follow the players' last
 * colours. A round or two paired this way leaves fields that are harder for the Dutch system than
 * simulated ones: many players with the same colour twice, so that in the 2025 edition some
 * optimum of a bracket and the next scoregroup alone cannot be completed ([C4]) and the rest of
 * the round is paired in the matching of every player still to pair.
 */

const POINTS = { 1: 1, '+': 1, U: 1, '=': 0.5, H: 0.5 };

function scoreBefore(player, round) {
  let score = 0;
  for (const r of player.rounds.slice(0, round - 1)) score += POINTS[r?.result] ?? 0;
  return score;
}

/** The pairing of `round` (a RoundPairing: games white-black and the bye). */
export function naivePairing(t, round) {
  const score = new Map(t.players.map((p) => [p, scoreBefore(p, round)]));
  const players = t.players
    .filter((p) => !p.withdrawn && !p.rounds[round - 1])
    .sort((a, b) => score.get(b) - score.get(a) || b.rating - a.rating);
  const met = (a, b) => a.rounds.some((r) => r?.opponent === b.id);
  const last = (p) => p.rounds[round - 2]?.colour ?? null;
  const games = [];
  const bye = players.length % 2 === 1 ? players.pop().id : null;
  let carried = [];
  let i = 0;
  while (i < players.length || carried.length > 0) {
    const groupScore = i < players.length ? score.get(players[i]) : -1;
    const group = carried;
    while (i < players.length && score.get(players[i]) === groupScore) group.push(players[i++]);
    carried = [];
    if (group.length % 2 === 1 && i < players.length) carried.push(group.pop());
    const half = group.length / 2;
    const bottom = group.slice(half);
    for (let k = 0; k < half; k++) {
      const a = group[k];
      let j = 0;
      while (j < bottom.length - 1 && met(a, bottom[j])) j++;
      const [b] = bottom.splice(j, 1);
      const aWhite =
        last(a) === 'b' ||
        (last(a) !== 'w' && last(b) !== 'b' ? games.length % 2 === 0 : last(b) === 'w');
      games.push(aWhite ? { white: a.id, black: b.id } : { white: b.id, black: a.id });
    }
  }
  return { games, bye };
}
