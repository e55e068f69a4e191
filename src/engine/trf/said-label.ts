import { said, type MessageKey, type Said } from '../../messages/said.js';

/**
 * The name of a record, or of one of its fields, that a refusal starts with
 * ("record 260 player id", "XXA round 3", "XXS W"), as the add-on says it:
 * the record's code as TRF writes it, the words around it the catalogue's.
 * A name not known here is passed on as written.
 */
const PARTS: ReadonlyMap<string, MessageKey> = new Map<string, MessageKey>([
  ['first round', 'trf.part.firstRound'],
  ['last round', 'trf.part.lastRound'],
  ['first player id', 'trf.part.firstPlayerId'],
  ['last player id', 'trf.part.lastPlayerId'],
  ['player id', 'trf.part.playerId'],
  ['player', 'trf.part.player'],
  ['round', 'trf.part.round'],
  ['team pairing number', 'trf.part.teamPairingNumber'],
  ['strength factor', 'trf.part.strengthFactor'],
  ['match points', 'trf.part.matchPoints'],
  ['game points', 'trf.part.gamePoints'],
  ['team rank', 'trf.part.teamRank'],
  ['PAB match points', 'trf.part.pabMatchPoints'],
  ['PAB game points', 'trf.part.pabGamePoints'],
  ['team', 'trf.part.team'],
  ['White team', 'trf.part.whiteTeam'],
  ['Black team', 'trf.part.blackTeam'],
  ['opponent', 'trf.part.opponent'],
  ['first team', 'trf.part.firstTeam'],
  ['last team', 'trf.part.lastTeam'],
  ['the number of rounds (XXR / 142)', 'trf.part.roundCount'],
  ['the initial colour (XXC / 152)', 'trf.part.initialColour'],
  ['BBx records', 'trf.part.bbxRecords'],
]);

function partOf(words: string): string | Said {
  const key = PARTS.get(words);
  if (key !== undefined) return said(key);
  const round = /^round (\d+)$/.exec(words);
  return round === null ? words : said('trf.part.roundN', { round: Number(round[1]) });
}

export function saidLabel(what: string): string | Said {
  const record = /^record (\d{3})(?: (.+))?$/.exec(what);
  if (record !== null) {
    return record[2] === undefined
      ? said('trf.record', { code: record[1]! })
      : said('trf.recordPart', { code: record[1]!, part: partOf(record[2]) });
  }
  const code = /^([A-Z0-9]{3}) (.+)$/.exec(what);
  if (code !== null) return said('trf.codePart', { code: code[1]!, part: partOf(code[2]!) });
  return partOf(what);
}
