import type { DutchPlayer } from '../dutch/player-state.js';

/** What the criteria read of a player (the explanations give it for other systems too). */
type MeetingState = Pick<
  DutchPlayer,
  'id' | 'forbidden' | 'absolutePreference' | 'colourPreference'
>;

/**
 * The absolute criteria the C.04.4 systems (Burstein, Dubov) word alike:
 * [C1] two players do not meet twice (Basic Rules Art. 2), nor do the
 * organiser's forbidden pairs; [C3] two players with the same absolute
 * colour preference do not meet, with no topscorer exception (the Dutch
 * system has one, C.04.3 [C3]).
 */
export function mayMeet(a: MeetingState, b: MeetingState): boolean {
  if (a.forbidden.has(b.id) || b.forbidden.has(a.id)) return false;
  return !(
    a.absolutePreference &&
    b.absolutePreference &&
    a.colourPreference === b.colourPreference
  );
}
