/**
 * "Explain the round" and "Why not?" for a team event: the engine's team
 * explanations (engine/systems/team-swiss/explain.ts) of the last round, from
 * the tabs as they stood before it, in the tournament's language.
 * Teams are named by their pairing numbers, the Teams tab's order.
 */
import {
  explainTeamRound,
  formatTeamExplanation,
  whyNotTeams,
} from '../../engine/systems/team-swiss/index.js';
import type { RecognisingPorts } from '../tab-records/recognising-ports.js';
import { AddonError } from '../use-cases/addon-error.js';
import type { PairingDeps } from '../use-cases/pairing-deps.js';
import { tournamentBefore } from './pair-next-team-round.js';
import { readTeamWorkbook } from './team-workbook.js';
import { say } from '../../messages/index.js';

function lastRound(ports: RecognisingPorts, deps: PairingDeps) {
  const book = readTeamWorkbook(ports.workbook());
  const round = book.rounds.length;
  if (round === 0) throw new AddonError(book.t.text('team.check.noRound'));
  // Round 1 by lot: the colour the tab gives the highest-ranked team paired (as Check this round reads it).
  const first = [...book.rounds[0]!.matches].sort(
    (x, y) => Math.min(x.left, x.right) - Math.min(y.left, y.right),
  )[0];
  const drawn = first === undefined || first.left < first.right ? ('w' as const) : ('b' as const);
  const t = tournamentBefore(
    book,
    round,
    round === 1 ? { ...deps, drawColour: () => drawn } : deps,
  );
  return { t, round, options: book.settings.options, words: book.t };
}

export function explainLastTeamRound(ports: RecognisingPorts, deps: PairingDeps): string {
  const { t, round, options, words } = lastRound(ports, deps);
  return formatTeamExplanation(explainTeamRound(t, round, options), words);
}

export function whyNotInLastTeamRound(
  ports: RecognisingPorts,
  deps: PairingDeps,
  a: number,
  b: number,
): string {
  const { t, round, options, words } = lastRound(ports, deps);
  return say(words, whyNotTeams(t, round, options, a, b));
}
