import { colourPreference } from '../../../src/engine/systems/team-swiss/colour-preference.js';
import type { ColourPreferenceType } from '../../../src/engine/systems/team-swiss/options.js';
import type { TeamState } from '../../../src/engine/systems/team-swiss/team-state.js';

/** A team as a pairing sees it, for unit tests: colours as a string of played first-board colours ("wbw"). */
export function team(
  tpn: number,
  score: number,
  more: {
    colours?: string;
    type?: ColourPreferenceType;
    lastRound?: boolean;
    floated?: boolean;
    played?: number;
    cannotMeet?: number[];
    hadByeLikeWin?: boolean;
    secondary?: number;
  } = {},
): TeamState {
  const colours = [...(more.colours ?? '')] as ('w' | 'b')[];
  return {
    tpn,
    score,
    secondary: more.secondary ?? 0,
    played: more.played ?? colours.length,
    colours,
    colourDifference: colours.reduce((d, c) => d + (c === 'w' ? 1 : -1), 0),
    preference: colourPreference(more.type ?? 'A', colours, more.lastRound ?? false),
    floatedLastRound: more.floated ?? false,
    hadByeLikeWin: more.hadByeLikeWin ?? false,
    cannotMeet: new Set(more.cannotMeet ?? []),
  };
}

/** Makes every two teams of `tpns` unable to meet (they have played each other). */
export function played(teams: TeamState[], ...tpns: number[]): TeamState[] {
  return teams.map((t) =>
    tpns.includes(t.tpn)
      ? { ...t, cannotMeet: new Set([...t.cannotMeet, ...tpns.filter((x) => x !== t.tpn)]) }
      : t,
  );
}
