import { DEFAULT_POINT_SYSTEM, type PointSystem } from '../model/tournament.js';
import { said } from '../../messages/said.js';
import { saidLabel } from './said-label.js';
import { TrfError } from './trf-error.js';

/**
 * The three ways a TRF states its scoring: JaVaFo's XXS (TRF(x)), TRF-2026
 * record 162, and bbpPairings' BBW/BBD/BBL/BBZ/BBF/BBU lines. Each is read
 * into a whole PointSystem; the reader rejects a file whose sources disagree.
 */

const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)$/;

function parseValue(raw: string, lineNo: number, what: string): number {
  if (!NUMBER.test(raw))
    throw new TrfError(
      `${what}: expected a number like 1.5, found "${raw}"`,
      lineNo,
      null,
      null,
      said('trf.numberLike15', { what: saidLabel(what), found: raw }),
    );
  return Number(raw);
}

/** XXS codes (JaVaFo AUM "Scoring point system"), in the model's terms. */
const XXS_CODES = [
  'WW',
  'BW',
  'WD',
  'BD',
  'WL',
  'BL',
  'ZPB',
  'HPB',
  'FPB',
  'PAB',
  'FW',
  'FL',
] as const;
type XxsCode = (typeof XXS_CODES)[number];

/** JaVaFo AUM: "W encompasses all the codes WW, BW, FW, FPB"; "D encompasses WD, BD, HPB". */
const XXS_SHORTCUTS: Record<string, readonly XxsCode[]> = {
  W: ['WW', 'BW', 'FW', 'FPB'],
  D: ['WD', 'BD', 'HPB'],
};

function xxsDefaults(): Record<XxsCode, number> {
  const d = DEFAULT_POINT_SYSTEM;
  return {
    WW: d.win,
    BW: d.win,
    WD: d.draw,
    BD: d.draw,
    WL: d.loss,
    BL: d.loss,
    ZPB: d.zeroPointBye,
    HPB: d.halfPointBye,
    FPB: d.fullPointBye,
    PAB: d.pairingAllocatedBye,
    FW: d.forfeitWin,
    FL: d.forfeitLoss,
  };
}

/**
 * All XXS lines of a file, in order: "the order (left-right, top-down) is
 * decisive, because the latter element overrides the former" (JaVaFo AUM).
 */
export function pointSystemFromXxs(
  lines: readonly { text: string; lineNo: number }[],
): PointSystem {
  const v = xxsDefaults();
  for (const { text, lineNo } of lines) {
    const items = text
      .slice(3)
      .trim()
      .split(/\s+/)
      .filter((s) => s !== '');
    if (items.length === 0)
      throw new TrfError(
        'XXS: expected CODE=VALUE items',
        lineNo,
        null,
        null,
        said('trf.xxsEmpty'),
      );
    for (const item of items) {
      const m = /^([A-Za-z]+)=(.*)$/.exec(item);
      if (!m)
        throw new TrfError(
          `XXS: expected CODE=VALUE, found "${item}"`,
          lineNo,
          null,
          null,
          said('trf.xxsItem', { found: item }),
        );
      const code = m[1]!.toUpperCase();
      const value = parseValue(m[2]!, lineNo, `XXS ${code}`);
      const targets =
        XXS_SHORTCUTS[code] ??
        ((XXS_CODES as readonly string[]).includes(code) ? [code as XxsCode] : null);
      if (targets === null) {
        throw new TrfError(
          `XXS: unknown code "${m[1]}"; expected one of ${[...XXS_CODES, 'W', 'D'].join(' ')}`,
          lineNo,
          null,
          null,
          said('trf.xxsCode', { found: m[1]!, codes: [...XXS_CODES, 'W', 'D'].join(' ') }),
        );
      }
      for (const t of targets) v[t] = value;
    }
  }
  const first = lines[0]?.lineNo ?? null;
  for (const [w, b, what, whatKey] of [
    ['WW', 'BW', 'a win', 'trf.part.win'],
    ['WD', 'BD', 'a draw', 'trf.part.draw'],
    ['WL', 'BL', 'a loss', 'trf.part.loss'],
  ] as const) {
    if (v[w] !== v[b]) {
      throw new TrfError(
        `XXS gives ${what} with white (${w}=${v[w]}) and with black (${b}=${v[b]}) different points; colour-dependent scoring is not supported`,
        first,
        null,
        null,
        said('trf.xxsColours', {
          what: said(whatKey),
          white: `${w}=${v[w]}`,
          black: `${b}=${v[b]}`,
        }),
      );
    }
  }
  return {
    win: v.WW,
    draw: v.WD,
    loss: v.WL,
    forfeitWin: v.FW,
    forfeitLoss: v.FL,
    pairingAllocatedBye: v.PAB,
    halfPointBye: v.HPB,
    fullPointBye: v.FPB,
    zeroPointBye: v.ZPB,
  };
}

/** XXS items for every value that differs from the default, written code by code so order does not matter. */
export function formatXxs(ps: PointSystem): string | null {
  const d = DEFAULT_POINT_SYSTEM;
  const items: [XxsCode, number, number][] = [
    ['WW', ps.win, d.win],
    ['BW', ps.win, d.win],
    ['WD', ps.draw, d.draw],
    ['BD', ps.draw, d.draw],
    ['WL', ps.loss, d.loss],
    ['BL', ps.loss, d.loss],
    ['ZPB', ps.zeroPointBye, d.zeroPointBye],
    ['HPB', ps.halfPointBye, d.halfPointBye],
    ['FPB', ps.fullPointBye, d.fullPointBye],
    ['PAB', ps.pairingAllocatedBye, d.pairingAllocatedBye],
    ['FW', ps.forfeitWin, d.forfeitWin],
    ['FL', ps.forfeitLoss, d.forfeitLoss],
  ];
  const changed = items.filter(([, value, def]) => value !== def);
  if (changed.length === 0) return null;
  return `XXS ${changed.map(([code, value]) => `${code}=${value}`).join(' ')}`;
}

/**
 * TRF-2026 record 162: symbol at column 6, value in 7-10, next pair 9
 * columns on. W = win OTB or by forfeit, or full-point bye; D = draw or
 * half-point bye; L = loss OTB; A = zero-point bye or forfeit loss;
 * P = pairing-allocated bye (default: as W); X = unknown result, which the
 * model has no use for.
 */
export function pointSystemFrom162(text: string, lineNo: number): PointSystem {
  const body = text.slice(3);
  const re = /\s*([A-Za-z])\s*(-?(?:\d+(?:\.\d*)?|\.\d+))/y;
  const given = new Map<string, number>();
  let pos = 0;
  while (pos < body.length && body.slice(pos).trim() !== '') {
    re.lastIndex = pos;
    const m = re.exec(body);
    if (!m) {
      throw new TrfError(
        `record 162: expected a result symbol (W D L A P X) followed by its points, found "${body.slice(pos).trim()}"`,
        lineNo,
        pos + 4,
        pos + 4,
        said('trf.r162Item', { found: body.slice(pos).trim() }),
      );
    }
    const symbol = m[1]!.toUpperCase();
    if (symbol === 'Z') {
      // bbpPairings' dialect (its BBZ record) and the TRF-25 drafts; TRF-2026 has A, which is also the forfeit loss.
      throw new TrfError(
        `record 162: "Z" is the zero-point bye in bbpPairings' dialect (its BBZ record), not a TRF-2026 symbol; TRF-2026 writes it A (absence: zero-point bye and forfeit loss): write A, or give the values as BBZ/BBF lines if they differ`,
        lineNo,
        pos + 4 + m[0].indexOf(m[1]!),
        pos + 4 + m[0].indexOf(m[1]!),
        said('trf.r162Z'),
      );
    }
    if (!'WDLAPX'.includes(symbol)) {
      throw new TrfError(
        `record 162: unknown result symbol "${m[1]}"; expected W D L A P or X`,
        lineNo,
        null,
        null,
        said('trf.r162Symbol', { found: m[1]! }),
      );
    }
    given.set(symbol, Number(m[2]));
    pos = re.lastIndex;
  }
  if (given.size === 0)
    throw new TrfError(
      'record 162: no result symbol given',
      lineNo,
      null,
      null,
      said('trf.r162Empty'),
    );
  const d = DEFAULT_POINT_SYSTEM;
  const w = given.get('W') ?? d.win;
  const dr = given.get('D') ?? d.draw;
  const a = given.get('A') ?? d.zeroPointBye;
  return {
    win: w,
    draw: dr,
    loss: given.get('L') ?? d.loss,
    forfeitWin: w,
    forfeitLoss: a,
    pairingAllocatedBye: given.get('P') ?? w,
    halfPointBye: dr,
    fullPointBye: w,
    zeroPointBye: a,
  };
}

/**
 * bbpPairings' own records "BBx pp.p": W win (also forfeit win and
 * full-point bye), D draw (also half-point bye), L played loss, Z zero-point
 * bye, F forfeit loss, U pairing-allocated bye (default: as W).
 */
export const BBP_CODES = ['BBW', 'BBD', 'BBL', 'BBZ', 'BBF', 'BBU'] as const;

export function pointSystemFromBbp(
  lines: readonly { text: string; lineNo: number }[],
): PointSystem {
  const given = new Map<string, number>();
  for (const { text, lineNo } of lines) {
    const code = text.slice(0, 3);
    const raw = text.slice(3).trim();
    given.set(code, parseValue(raw, lineNo, code));
  }
  const d = DEFAULT_POINT_SYSTEM;
  const w = given.get('BBW') ?? d.win;
  const dr = given.get('BBD') ?? d.draw;
  return {
    win: w,
    draw: dr,
    loss: given.get('BBL') ?? d.loss,
    forfeitWin: w,
    forfeitLoss: given.get('BBF') ?? d.forfeitLoss,
    pairingAllocatedBye: given.get('BBU') ?? w,
    halfPointBye: dr,
    fullPointBye: w,
    zeroPointBye: given.get('BBZ') ?? d.zeroPointBye,
  };
}

export function samePointSystem(a: PointSystem, b: PointSystem): boolean {
  return (Object.keys(a) as (keyof PointSystem)[]).every((k) => a[k] === b[k]);
}
