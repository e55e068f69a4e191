import type { Tournament } from '../model/tournament.js';
import { said, type Said } from '../../messages/said.js';
import { typeCodeRefused } from '../systems/registry.js';

/**
 * Records only a team event has (TRF-16 013; TRF-2026 310, 300, 320, 330,
 * 801, 802): their players are boards of teams, paired team against team
 * (C.04.6), never one by one.
 */
const TEAM_RECORDS: ReadonlyMap<string, string> = new Map([
  ['013', 'team line'],
  ['310', 'team line'],
  ['300', 'team board order'],
  ['320', "team's pairing-allocated bye"],
  ['330', 'forfeited match'],
  ['801', 'team result line'],
  ['802', 'team result line'],
]);

/**
 * Why a file is a team event, or null when it is an individual one: a team
 * record, record 192 naming a team system (ETT26: "the word TEAM always
 * appears") or record 092 calling the event a team tournament. Only the
 * team path (swiss-pair --team, C.04.6) pairs them; this is the one place
 * that says so, and that path bypasses it.
 */
export function teamEventOf(t: Tournament): string | null {
  const why = teamEvidence(t);
  return why === null
    ? null
    : `${why}; the individual systems do not pair team events (swiss-pair --team does, and so does the add-on with the system Team Swiss)`;
}

function teamEvidence(t: Tournament): string | null {
  const code = t.info.systemCode?.trim().toUpperCase() ?? '';
  if (code.includes('TEAM')) return `record 192 says "${code}", a team tournament`;
  for (const line of t.otherLines) {
    const what = TEAM_RECORDS.get(line.slice(0, 3));
    if (what !== undefined)
      return `record ${line.slice(0, 3)} (${what}) "${line.slice(0, 36).trimEnd()}" makes it a team tournament`;
  }
  const type = t.info.type?.trim() ?? '';
  // "Individual Swiss, team prizes" is an individual event whatever it awards teams.
  if (/\bteams?\b/i.test(type) && !/\bindividual/i.test(type))
    return `record 092 says "${type}", a team tournament`;
  return null;
}

/**
 * Why a file cannot be paired (or checked) as an individual Swiss here, or
 * null when it can: a team event (teamEventOf), or a record 192 kind no
 * system claims (the registry's typeCodeRefusal). The command line and
 * "Import TRF" both ask this, so that neither pairs something else silently.
 */
export function refusedEventOf(t: Tournament, options: { systemGiven: boolean }): string | null {
  return refusedEvent(t, options)?.text ?? null;
}

/**
 * refusedEventOf, with the refusal the add-on says in the tournament's
 * language. Decision: a team event's evidence stays English inside it (the
 * add-on imports a team event as one, so only the command line says it).
 */
export function refusedEvent(
  t: Tournament,
  options: { systemGiven: boolean },
): { text: string; refusal: Said } | null {
  const team = teamEventOf(t);
  if (team !== null) return { text: team, refusal: said('trf.detail', { detail: team }) };
  return typeCodeRefused(t.info.systemCode ?? '', options.systemGiven);
}
