import { checkRound, formatCheck, type RoundCheck } from '../../engine/check/index.js';
import type { PairingOptions } from '../../engine/systems/pairing-system.js';
import type { TableSchedule } from '../../engine/systems/table-schedule.js';
import { tableRoundDifferences } from '../workbook/table-round-check.js';
import type { RoundPairing } from '../../engine/model/tournament.js';
import { inputForRound, isSamePairing } from '../../engine/pairing/index.js';
import type { AddonPorts } from '../ports.js';
import { pairingOptionsOf } from '../workbook/settings-tab.js';
import { HAND_MARK_LABEL, handMarkRow, ROUND_COLUMNS } from '../workbook/round-tab.js';
import { roundTabName } from '../workbook/tab-names.js';
import { tournamentFromWorkbook } from '../workbook/tournament-from-workbook.js';
import { ENGLISH, said, say, translatorFor, type Translator } from '../../messages/index.js';
import { languageOf, shownTabName } from '../tab-records/recognised-workbook.js';
import { tabWordSaid } from '../tab-records/tab-words.js';
import { AddonError } from './addon-error.js';
import { systemFullName } from './system-name.js';
import { LOCK_TIMEOUT_MS, type PairingDeps } from './pairing-deps.js';
import { tournamentToPair, typedBoardsTab } from './typed-boards.js';

const ENGLISH_WORDS = translatorFor(ENGLISH);
import { readWorkbook } from './workbook-io.js';

/** The round on the tab against the table's round: as a check, and in words. */
function tableCheck(
  schedule: TableSchedule,
  players: number,
  round: number,
  options: PairingOptions,
  onTab: RoundPairing,
  words: Translator,
): { check: RoundCheck; text: string } {
  const planned = schedule.round(players, round, options);
  const differences = tableRoundDifferences(planned, { games: onTab.games, free: onTab.bye });
  const where = said('table.round', {
    source: schedule.source(players),
    round: planned.tableRound,
    reversed: planned.coloursReversed,
  });
  const engine: RoundPairing = {
    games: planned.boards.flatMap((b) =>
      b.white !== null && b.black !== null ? [{ white: b.white, black: b.black }] : [],
    ),
    bye:
      planned.boards.flatMap((b) =>
        b.white === null || b.black === null ? [b.white ?? b.black!] : [],
      )[0] ?? null,
  };
  return {
    check: { absolute: differences, worse: [], engine },
    text:
      differences.length === 0
        ? `${say(words, said('check.table.same', { where }))}\n`
        : `${say(words, said('check.table.differs', { where }))}\n${differences.map((d) => `- ${say(words, d)}`).join('\n')}\n`,
  };
}

export interface CheckedRound {
  round: number;
  check: RoundCheck;
  /** No absolute criterion is broken. */
  valid: boolean;
  message: string;
  /** The check found the round differs from the system's own pairing and marked its tab. */
  marked: boolean;
}

/**
 * "Check this round": the last Round tab as it stands, after any hand
 * edits, against the absolute criteria of the tournament's system and
 * against the system's own pairing of that round. A round that is not the
 * system's own pairing (or that the system finds no pairing for) was
 * changed by hand: its tab gets the "Changed by hand" row, once (the 2026
 * endorsement checklist asks that such a round be marked); nothing else
 * is changed.
 */
export function checkLastRound(ports: AddonPorts, deps: PairingDeps): CheckedRound {
  return ports.lock().runExclusively(LOCK_TIMEOUT_MS, () => {
    const workbook = ports.workbook();
    const read = readWorkbook(workbook);
    const words = languageOf(workbook);
    const current = tournamentFromWorkbook(read.values);
    const round = current.roundsPaired;
    if (round === 0) throw new AddonError(said('round.noneToCheck'));
    const t = current.tournament;
    const rows = current.roundRows.get(round)!;
    const pairing: RoundPairing = {
      games: rows.games.map((g) => ({ white: g.white, black: g.black })),
      bye: rows.byes.find((b) => b.code === 'U' || b.free === true)?.player ?? null,
    };
    // With two-game matches (C.04.5) Round tab N is checked at its first game, as it was paired.
    const game = (round - 1) * current.gamesPerRound + 1;
    const input = inputForRound(t, game);
    const system = deps.getSystem(current.settings.system);
    if (system === null) throw new AddonError(said('round.systemUnavailable'));
    const tab = roundTabName(round);
    const shown = shownTabName(workbook, tab);
    const options = pairingOptionsOf(current.settings);
    // A round-robin's round is its table's: compared board by board with it (C.05 Annex 1).
    const table =
      system.schedule === undefined
        ? null
        : tableCheck(system.schedule, t.players.length, round, options, pairing, words);
    const check = table?.check ?? checkRound(input, game, system, pairing, options);
    const differs = check.engine === null || !isSamePairing(check.engine, pairing);
    // Boards typed for "Pair the rest" are not a round yet: Pair next round marks it when it pairs.
    const typed = typedBoardsTab(read) !== null && tournamentToPair(read).typed !== null;
    const marked = differs && rows.handMark === null && !typed;
    if (marked) {
      // Written in English, as the use cases write a tab's words; the tab shows it in the language.
      const note = ENGLISH_WORDS.text(
        check.engine === null ? 'handMark.noPairing' : 'handMark.differs',
        { system: system.label },
      );
      const values = read.values.rounds.get(round)!;
      read.sheets
        .get(tab)!
        .getRange(values.length + 1, 1, 1, ROUND_COLUMNS)
        .setValues([handMarkRow(note)]);
    }
    return {
      round,
      check,
      valid: check.absolute.length === 0,
      marked,
      // The system's own words (its articles) stay as the engine gives them; around them, the language.
      message: `${say(words, said('check.checkedWith', { tab: shown, system: systemFullName(system, words) }))}\n${table?.text ?? formatCheck(round, check, words)}${typed ? `\n${say(words, said('check.typedBoards', { tab: shown, pair: said('menu.pairNextRound') }))}\n` : ''}${marked ? `\n${say(words, said('check.marked', { tab: shown, mark: tabWordSaid(HAND_MARK_LABEL) }))}\n` : ''}`,
    };
  });
}
