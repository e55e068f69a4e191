/**
 * "Check this round" for a team event: the last Round tab as it stands
 * (matches typed or changed by hand) against C.04.6's own pairing of that
 * round from the same tabs, and against [C1] (teams meet once).
 */
import { teamRounds } from '../../engine/model/team-rounds.js';
import type { Colour } from '../../engine/model/tournament.js';
import type { RecognisingPorts } from '../tab-records/recognising-ports.js';
import { AddonError } from '../use-cases/addon-error.js';
import type { PairingDeps } from '../use-cases/pairing-deps.js';
import { pairingOf } from './pair-next-team-round.js';
import { leftColour } from './team-round-tab.js';
import { readTeamWorkbook, tournamentOfWorkbook } from './team-workbook.js';

export function checkLastTeamRound(
  ports: RecognisingPorts,
  deps: PairingDeps,
): { message: string } {
  const book = readTeamWorkbook(ports.workbook());
  const { t } = book;
  const last = book.rounds[book.rounds.length - 1];
  if (last === undefined) throw new AddonError(t.text('team.check.noRound'));
  const round = last.round;
  const name = (tpn: number) => book.teams[tpn - 1]!.name;
  // Round 1 by lot: the colour the tab gave the first team paired is the one drawn.
  const first = [...last.matches].sort(
    (a, b) => Math.min(a.left, a.right) - Math.min(b.left, b.right),
  )[0];
  const drawn: Colour =
    first === undefined
      ? 'w'
      : first.left < first.right
        ? leftColour(1)
        : leftColour(1) === 'w'
          ? 'b'
          : 'w';
  const lines: string[] = [];
  // C.04.6 [C1]: two teams shall not play against each other more than once.
  const history = teamRounds(
    tournamentOfWorkbook({ ...book, rounds: book.rounds.slice(0, -1) }),
    round - 1,
  );
  for (const m of last.matches)
    if (history.get(m.left)!.some((r) => r.opponent === m.right))
      lines.push(t.text('team.check.metBefore', { white: name(m.left), black: name(m.right) }));
  let expected;
  try {
    expected = pairingOf(book, round, round === 1 ? { ...deps, drawColour: () => drawn } : deps);
  } catch (error) {
    if (!(error instanceof AddonError)) throw error;
    lines.push(error.message);
  }
  if (expected !== undefined) {
    const key = (white: number, black: number) => `${white}-${black}`;
    const tab = new Set(last.matches.map((m) => key(m.left, m.right)));
    const own = new Set(expected.matches.map((m) => key(m.white, m.black)));
    for (const m of expected.matches)
      if (!tab.has(key(m.white, m.black)))
        lines.push(
          t.text('team.check.systemPairs', { white: name(m.white), black: name(m.black) }),
        );
    for (const m of last.matches)
      if (!own.has(key(m.left, m.right)))
        lines.push(t.text('team.check.tabPairs', { white: name(m.left), black: name(m.right) }));
    const pab = last.byes.find((b) => b.kind === 'pab')?.tpn ?? null;
    if (pab !== expected.pab)
      lines.push(
        t.text('team.check.pab', {
          tab: pab === null ? '—' : name(pab),
          system: expected.pab === null ? '—' : name(expected.pab),
        }),
      );
  }
  return {
    message:
      lines.length === 0
        ? t.text('team.check.same', { round })
        : [t.text('team.check.differs', { round }), ...lines].join('\n'),
  };
}
