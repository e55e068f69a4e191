/**
 * The organiser's ordered list of tie-breaks (C.07 4.1), each written by its
 * C.07 short name with the modifiers of C.07 14 in the notation of the FIDE
 * "Mandatory Tie-Breaks" list used by TRF-2026 records 202/212: BH/C1,
 * BH/M1, KS/L+1, DE/P, AOB/F. The Handbook's hyphen form (BH-C1) is read too.
 */
import { RefusalError, said, type Said } from '../../messages/said.js';

/** The tie-breaks this engine computes, by C.07 short name; LOT is the drawing of lots (C.07 4.2). */
export const TIEBREAK_CODES = [
  'BH',
  'FB',
  'AOB',
  'SB',
  'PS',
  'DE',
  'WIN',
  'WON',
  'BPG',
  'BWG',
  'REP',
  'ARO',
  'TPR',
  'PTP',
  'APRO',
  'APPO',
  'KS',
  'STD',
  'TPN',
  'RTNG',
  'LOT',
] as const;

export type TiebreakCode = (typeof TIEBREAK_CODES)[number];

export interface TiebreakSpec {
  readonly code: TiebreakCode;
  /** C.07 14.1/14.2 Cut-n: the n least significant values are dropped. */
  readonly cut: number;
  /** C.07 14.3/14.4 Median-n: the n least and then the n most significant values are dropped. */
  readonly median: number;
  /** C.07 14.5 Koya limit moved by this many half points (KS/L+n, KS/L-n). */
  readonly limit: number;
  /** MTB "/P": forfeits count as games played against the scheduled opponent. */
  readonly forfeitsAsPlayed: boolean;
  /** MTB "/F": AOB averages the opponents' Fore Buchholz instead of their Buchholz. */
  readonly fore: boolean;
}

/** What a name means and which modifiers it accepts. */
interface CodeInfo {
  readonly name: string;
  readonly cut: boolean;
  readonly median: boolean;
  readonly limit: boolean;
  readonly forfeitsAsPlayed: boolean;
  readonly fore: boolean;
}

function info(name: string, allowed: Partial<Omit<CodeInfo, 'name'>> = {}): CodeInfo {
  return {
    name,
    cut: allowed.cut ?? false,
    median: allowed.median ?? false,
    limit: allowed.limit ?? false,
    forfeitsAsPlayed: allowed.forfeitsAsPlayed ?? false,
    fore: allowed.fore ?? false,
  };
}

// Cut-1 applies to the tie-breaks that are sums of values (C.07 5 table, 14):
// PS, BH, FB, SB, ARO; the median to the same sums of opponents' values.
const CODE_INFO: Readonly<Record<TiebreakCode, CodeInfo>> = {
  BH: info('Buchholz', { cut: true, median: true, forfeitsAsPlayed: true }),
  FB: info('Fore Buchholz', { cut: true, median: true, forfeitsAsPlayed: true }),
  AOB: info("Average of Opponents' Buchholz", { fore: true }),
  SB: info('Sonneborn-Berger', { cut: true, median: true, forfeitsAsPlayed: true }),
  PS: info('Progressive scores', { cut: true }),
  DE: info('Direct encounter', { forfeitsAsPlayed: true }),
  WIN: info('Number of wins'),
  WON: info('Games won over the board'),
  BPG: info('Games played with black'),
  BWG: info('Games won with black'),
  REP: info('Rounds elected to play'),
  ARO: info('Average rating of opponents', { cut: true, median: true }),
  TPR: info('Tournament performance rating'),
  PTP: info('Perfect tournament performance'),
  APRO: info('Average performance rating of opponents'),
  APPO: info('Average perfect performance of opponents'),
  KS: info('Koya system', { limit: true }),
  STD: info('Standard points'),
  TPN: info('Tournament pairing number'),
  RTNG: info('Rating'),
  LOT: info('Drawing of lots'),
};

/** Names other programs and earlier editions use for the same tie-break. */
const ALIASES: Readonly<Record<string, TiebreakCode>> = {
  // C.07 7.6: "Games one Elected to play" in the 2023 text, REP from 1 August 2024.
  GE: 'REP',
};

/**
 * A tie-break list that cannot be used: its English text (the engine's own) and why, as a
 * message of the catalogue (its `refusal`), said in the organiser's language by the add-on
 * and in English by the command line.
 */
export class TiebreakListError extends RefusalError<Said> {
  override name = 'TiebreakListError';
}

export function tiebreakName(code: TiebreakCode): string {
  return CODE_INFO[code].name;
}

/** Which modifiers a tie-break accepts (for a chooser that offers only valid ones). */
export function allowedModifiers(
  code: TiebreakCode,
): Readonly<Record<'cut' | 'median' | 'limit' | 'forfeitsAsPlayed' | 'fore', boolean>> {
  const { name: _name, ...allowed } = CODE_INFO[code];
  return allowed;
}

export function isTiebreakCode(text: string): text is TiebreakCode {
  return (TIEBREAK_CODES as readonly string[]).includes(text);
}

export function tiebreak(
  code: TiebreakCode,
  modifiers: Partial<Omit<TiebreakSpec, 'code'>> = {},
): TiebreakSpec {
  return {
    code,
    cut: modifiers.cut ?? 0,
    median: modifiers.median ?? 0,
    limit: modifiers.limit ?? 0,
    forfeitsAsPlayed: modifiers.forfeitsAsPlayed ?? false,
    fore: modifiers.fore ?? false,
  };
}

/**
 * The list used when the organiser chose none (C.07 2.1 leaves the choice to
 * the tournament regulations; 4.1.1 has the Chief Arbiter complete it). These
 * need no ratings, so they suit any Swiss.
 */
export const DEFAULT_SWISS_TIEBREAKS: readonly TiebreakSpec[] = Object.freeze([
  tiebreak('BH', { cut: 1 }),
  tiebreak('BH'),
  tiebreak('SB'),
  tiebreak('DE'),
]);

/** One item, e.g. "BH/C1" or "ks/l-2". */
export function parseTiebreak(item: string): TiebreakSpec {
  const text = item.trim().toUpperCase();
  if (text === '')
    throw new TiebreakListError('empty tie-break in the list', said('problem.tiebreaks.empty'));
  const [head = '', ...mods] = text.split(/[/-](?=[A-Z])/);
  const code = ALIASES[head] ?? head;
  if (!isTiebreakCode(code)) {
    throw new TiebreakListError(
      `unknown tie-break "${head}" in "${item.trim()}"; known: ${TIEBREAK_CODES.join(', ')}`,
      said('problem.tiebreaks.unknown', {
        head,
        item: item.trim(),
        known: TIEBREAK_CODES.join(', '),
      }),
    );
  }
  const allowed = CODE_INFO[code];
  const spec = { code, cut: 0, median: 0, limit: 0, forfeitsAsPlayed: false, fore: false };
  const refuse = (mod: string): never => {
    throw new TiebreakListError(
      `modifier "/${mod}" does not apply to ${code} (in "${item.trim()}")`,
      said('problem.tiebreaks.modifierNotFor', { modifier: mod, code, item: item.trim() }),
    );
  };
  for (const mod of mods) {
    let m: RegExpMatchArray | null;
    if ((m = /^([CM])(\d+)$/.exec(mod))) {
      const n = Number(m[2]);
      if (n === 0)
        throw new TiebreakListError(
          `"/${mod}" cuts nothing; write ${code} without it`,
          said('problem.tiebreaks.cutsNothing', { modifier: mod, code }),
        );
      if (spec.cut > 0 || spec.median > 0) {
        throw new TiebreakListError(
          `only one cut or median modifier per tie-break (in "${item.trim()}")`,
          said('problem.tiebreaks.twoCuts', { item: item.trim() }),
        );
      }
      if (m[1] === 'C') {
        if (!allowed.cut) refuse(mod);
        spec.cut = n;
      } else {
        if (!allowed.median) refuse(mod);
        spec.median = n;
      }
    } else if ((m = /^L([+-])(\d+)$/.exec(mod))) {
      if (!allowed.limit) refuse(mod);
      spec.limit = (m[1] === '-' ? -1 : 1) * Number(m[2]);
    } else if (mod === 'P') {
      if (!allowed.forfeitsAsPlayed) refuse(mod);
      spec.forfeitsAsPlayed = true;
    } else if (mod === 'F') {
      if (!allowed.fore) refuse(mod);
      spec.fore = true;
    } else {
      throw new TiebreakListError(
        `unknown modifier "/${mod}" in "${item.trim()}"; C.07 modifiers are /Cn, /Mn, /L+n, /L-n, and /P, /F`,
        said('problem.tiebreaks.unknownModifier', { modifier: mod, item: item.trim() }),
      );
    }
  }
  return spec;
}

/**
 * The organiser's list, comma-separated ("BH/C1,BH,SB,DE"). A leading PTS (as
 * TRF record 212 writes it) is dropped: points always rank first. LOT, if
 * present, must be last, since nothing can follow a drawing of lots.
 */
export function parseTiebreakList(text: string): TiebreakSpec[] {
  const items = text
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (items.length > 0 && items[0]?.toUpperCase() === 'PTS') items.shift();
  const specs = items.map((item) => {
    if (item.toUpperCase() === 'PTS') {
      throw new TiebreakListError(
        'PTS (points) can only open the list; standings always rank by points first',
        said('problem.tiebreaks.ptsNotFirst'),
      );
    }
    return parseTiebreak(item);
  });
  const lot = specs.findIndex((s) => s.code === 'LOT');
  if (lot >= 0 && lot !== specs.length - 1) {
    throw new TiebreakListError(
      'LOT (drawing of lots) must be the last tie-break (C.07 4.2)',
      said('problem.tiebreaks.lotNotLast'),
    );
  }
  return specs;
}

/** The canonical text of one tie-break, e.g. "BH/C1", "KS/L-2", "DE/P". */
export function formatTiebreak(spec: TiebreakSpec): string {
  let text: string = spec.code;
  if (spec.cut > 0) text += `/C${spec.cut}`;
  if (spec.median > 0) text += `/M${spec.median}`;
  if (spec.limit !== 0) text += `/L${spec.limit > 0 ? '+' : '-'}${Math.abs(spec.limit)}`;
  if (spec.forfeitsAsPlayed) text += '/P';
  if (spec.fore) text += '/F';
  return text;
}

export function formatTiebreakList(specs: readonly TiebreakSpec[]): string {
  return specs.map(formatTiebreak).join(',');
}
