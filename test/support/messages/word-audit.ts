/**
 * The audit of every text a user sees in the pseudo-language: each word must
 * be the catalogue's (made of the pseudo-language's accented letters alone),
 * a word of the tournament's data, a FIDE acronym, or on the reviewed
 * allow-list with its reason. Anything else is a word that escaped the
 * catalogue, reported with where it was seen.
 */
import { PSEUDO_LETTERS } from './pseudo-language.js';

/** A text shown as it is, whatever the language, and why. */
export interface Allowed {
  /** The whole text, or a part of it, as it appears; every text of `where` when not given. */
  readonly text?: string | RegExp;
  /** Where it is allowed (as `see` names the place); everywhere when not given. */
  readonly where?: RegExp;
  readonly reason: string;
}

/**
 * The acronyms and codes FIDE's texts use in every language (C.07 tie-breaks,
 * C.04 and TRF notation, titles), which stay as they are (issue 31: "FIDE
 * acronyms (BH, SB, TPR) and article numbers" stay English).
 */
export const FIDE_WORDS: ReadonlySet<string> = new Set(
  [
    // tie-breaks (C.07), their modifiers and the TRF's names of the ranking values
    'BH BC FB AOB ABH SB PS DE WIN WON BPG BWG REP KS TPR PTP ARO APRO APPO RB CM EDE',
    'PTS MPTS GPTS SSSC TBR BBE MPvGP STD TPN RTNG LOT C M L P F',
    // C.04 and C.05 notation, titles, the organisation and the file
    'FIDE TRF XXR XXC S GM IM FM WGM WIM WFM WCM',
  ].flatMap((line) => line.split(' ')),
);

export interface Escape {
  readonly where: string;
  readonly text: string;
  readonly words: readonly string[];
}

const WORD = /\p{L}+/gu;

export class WordAudit {
  private readonly dataWords = new Set<string>();
  private readonly escapes = new Map<string, Escape>();
  private seenCount = 0;

  constructor(private readonly allowed: readonly Allowed[]) {}

  /** Texts of the tournament's data (names, clubs, places): their words are nobody's to translate. */
  data(...texts: readonly string[]): void {
    for (const text of texts) for (const [word] of text.matchAll(WORD)) this.dataWords.add(word);
  }

  /** An audit of other texts of the same tournaments: the same data, nothing seen yet. */
  fork(): WordAudit {
    const fork = new WordAudit(this.allowed);
    for (const word of this.dataWords) fork.dataWords.add(word);
    return fork;
  }

  /** A text the user sees at `where`. */
  see(where: string, text: unknown): void {
    if (typeof text !== 'string' || text === '') return;
    this.seenCount++;
    let rest = text;
    for (const { text: allowed, where: place } of this.allowed) {
      if (place !== undefined && !place.test(where)) continue;
      rest =
        allowed === undefined
          ? ''
          : typeof allowed === 'string'
            ? rest.split(allowed).join(' ')
            : rest.replace(new RegExp(allowed.source, `${allowed.flags.replace('g', '')}g`), ' ');
    }
    const words = [...rest.matchAll(WORD)]
      .map(([word]) => word)
      .filter(
        (word) =>
          ![...word].every((letter) => PSEUDO_LETTERS.has(letter)) &&
          !this.dataWords.has(word) &&
          !FIDE_WORDS.has(word),
      );
    if (words.length === 0) return;
    // Once a text: the same cell is seen after every action.
    if (!this.escapes.has(text)) this.escapes.set(text, { where, text, words });
  }

  /** How many texts were seen: a walk-through that saw nothing proves nothing. */
  get seen(): number {
    return this.seenCount;
  }

  /** The texts with a word that escaped the catalogue, one line each: "where: text [words]". */
  report(): string[] {
    return [...this.escapes.values()].map(
      (escape) => `${escape.where}: ${JSON.stringify(escape.text)} [${escape.words.join(' ')}]`,
    );
  }
}
