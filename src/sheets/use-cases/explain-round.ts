import { explainRound, formatExplanation, whyNot } from '../../engine/explain/index.js';
import type { RoundPairing, Tournament } from '../../engine/model/tournament.js';
import type { PairingOptions, PairingSystem } from '../../engine/systems/pairing-system.js';
import { inputForRound, isSamePairing, pairRound } from '../../engine/pairing/index.js';
import { pairingOptionsOf } from '../workbook/settings-tab.js';
import type { AddonPorts } from '../ports.js';
import { tournamentFromWorkbook } from '../workbook/tournament-from-workbook.js';
import { said, say } from '../../messages/index.js';
import { AddonError } from './addon-error.js';
import { LOCK_TIMEOUT_MS, type PairingDeps } from './pairing-deps.js';
import { insertTab, readWorkbook } from './workbook-io.js';
import { explanationTabName, roundOfTab } from '../workbook/tab-names.js';
import { languageOf, shownTabName } from '../tab-records/recognised-workbook.js';

/**
 * "Explain this round": the last Round tab's pairing explained with the
 * articles of the tournament's system (who floats and why, each board's
 * colour rule, the bye). Changes nothing.
 */
export function explainLastRound(ports: AddonPorts, deps: PairingDeps): string {
  return lastRoundAsPaired(ports, deps, ({ input, game, system, pairing, changedByHand }) => {
    const words = languageOf(ports.workbook());
    const text = formatExplanation(explainRound(input, game, system, pairing), words);
    return changedByHand
      ? `${text}\n${say(words, said('explain.changedByHand', { check: said('menu.checkRound') }))}\n`
      : text;
  });
}

/**
 * The menu's "Explain this round": the explanation of the last round (its
 * kind's, `explain`) written into the tab "Round N why" (made, or
 * rewritten), one statement a row, for the arbiter to keep or print; the tab
 * is not read back by the add-on.
 */
export function writeExplanationTab(ports: AddonPorts, explain: () => string): string {
  const text = explain();
  return ports.lock().runExclusively(LOCK_TIMEOUT_MS, () => {
    const workbook = ports.workbook();
    const tabs = workbook.getSheets().map((s) => s.getName());
    const round = Math.max(0, ...tabs.map((tab) => roundOfTab(tab) ?? 0));
    const name = explanationTabName(round);
    const sheet = workbook.getSheetByName(name) ?? insertTab(workbook, tabs, name);
    sheet.clearContents();
    const lines = text
      .trimEnd()
      .split('\n')
      .map((line) => [line]);
    sheet.getRange(1, 1, lines.length, 1).setValues(lines);
    sheet.setFrozenRows(1);
    sheet.activate();
    return languageOf(workbook).text('explain.written', {
      round,
      tab: shownTabName(workbook, name),
    });
  });
}

/** "Why not A against B?" in the last Round tab, with the rules of the tournament's system. */
export function whyNotInLastRound(
  ports: AddonPorts,
  deps: PairingDeps,
  a: number,
  b: number,
): string {
  // The sidebar's call comes from a page: the numbers may be anything.
  for (const n of [a, b])
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1)
      throw new AddonError(said('refusal.explain.notNumber', { value: String(n) }));
  return lastRoundAsPaired(ports, deps, ({ input, round, game, system, pairing, options }) =>
    say(
      languageOf(ports.workbook()),
      said('whyNot.inRound', {
        round,
        answer: whyNot(input, game, system, pairing, a, b, options).text,
      }),
    ),
  );
}

interface LastRound {
  input: Tournament;
  /** The Round tab's number. */
  round: number;
  /** The TRF round it is paired at: itself, or a match's first game (C.04.5). */
  game: number;
  system: PairingSystem;
  options: PairingOptions;
  /** The pairing of the tab, with the engine's colour rules when it is the engine's own. */
  pairing: RoundPairing;
  changedByHand: boolean;
}

function lastRoundAsPaired<T>(
  ports: AddonPorts,
  deps: PairingDeps,
  use: (last: LastRound) => T,
): T {
  return ports.lock().runExclusively(LOCK_TIMEOUT_MS, () => {
    const current = tournamentFromWorkbook(readWorkbook(ports.workbook()).values);
    const round = current.roundsPaired;
    if (round === 0) throw new AddonError(said('round.noneToExplain'));
    const rows = current.roundRows.get(round)!;
    const system = deps.getSystem(current.settings.system);
    if (system === null) throw new AddonError(said('round.systemUnavailable'));
    // With two-game matches (C.04.5) Round tab N is paired, and explained, at its first game.
    const game = (round - 1) * current.gamesPerRound + 1;
    const input = inputForRound(current.tournament, game);
    const onTab: RoundPairing = {
      games: rows.games.map((g) => ({ white: g.white, black: g.black })),
      // A round-robin's free player (no game) is the table's bye: the dummy's opponent.
      bye: rows.byes.find((b) => b.code === 'U' || b.free === true)?.player ?? null,
    };
    // The engine's own pairing of the round says which colour rule decided each board; a tab
    // changed by hand is explained as it stands, without them.
    const options = pairingOptionsOf(current.settings);
    const engine = pairRound(input, game, system, options);
    const same = isSamePairing(engine, onTab);
    return use({
      input,
      round,
      game,
      system,
      options,
      pairing: same ? engine : onTab,
      changedByHand: !same,
    });
  });
}
