/**
 * Numbers and plural forms as a locale writes them, through the platform's
 * Intl (Apps Script's V8, Node and the browsers all carry it), so that a
 * message never picks a form or a decimal mark by hand.
 */

/** The forms a message gives for a count; `other` always, the rest as the language has them. */
export type PluralForms = { other: string } & Partial<
  Record<'zero' | 'one' | 'two' | 'few' | 'many', string>
>;

export interface Format {
  /** `value` with the locale's decimal mark and grouping; `fractionDigits` fixed when given. */
  number(value: number, fractionDigits?: number): string;
  /** The form of `forms` the language uses for `count` (Intl.PluralRules). */
  plural(count: number, forms: PluralForms): string;
  /** "A, B or C" / "A, B and C" with the language's own words and commas (Intl.ListFormat). */
  list(items: readonly string[], kind?: 'or' | 'and'): string;
  /**
   * The language of `code` (BCP 47) as this language names it ("испанский"
   * for es in Russian, Intl.DisplayNames); null for this language itself, or
   * where the platform has no Intl.DisplayNames.
   */
  languageName(code: string): string | null;
  /**
   * A day as the language writes it in the locale's country ("26 November
   * 2026", "26. November 2026", "5. Jänner 2027" in Austria), Intl.DateTimeFormat.
   */
  date(day: Date): string;
}

/**
 * Numbers as `locale` writes them; plural forms and lists as the language
 * of `languageLocale` has them (a Russian text in a spreadsheet set to the
 * United States: 2.5, and the Russian forms of 21, 22 and 25).
 */
export function formatFor(locale: string, languageLocale: string = locale): Format {
  const numbers = new Map<number | undefined, Intl.NumberFormat>();
  const numberFormat = (digits: number | undefined) => {
    let format = numbers.get(digits);
    if (format === undefined) {
      format = new Intl.NumberFormat(
        locale,
        digits === undefined
          ? { maximumFractionDigits: 20 }
          : { minimumFractionDigits: digits, maximumFractionDigits: digits },
      );
      numbers.set(digits, format);
    }
    return format;
  };
  const own = languagePart(languageLocale);
  // Made when first asked for: the script makes a translator of each language when it loads (a
  // click in Sheets loads it afresh), and most runs name no language and print no date.
  let rules: Intl.PluralRules | undefined;
  const lists: Partial<Record<'or' | 'and', Intl.ListFormat>> = {};
  let names: Intl.DisplayNames | null | undefined;
  let dates: Intl.DateTimeFormat | undefined;
  return {
    date: (day) =>
      (dates ??= new Intl.DateTimeFormat(dateLocale(locale, languageLocale), {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })).format(day),
    languageName: (code) => {
      if (names === undefined) names = displayNames(languageLocale);
      return names === null || languagePart(code) === own ? null : (names.of(code) ?? null);
    },
    list: (items, kind = 'and') =>
      (lists[kind] ??= new Intl.ListFormat(languageLocale, {
        type: kind === 'or' ? 'disjunction' : 'conjunction',
      })).format(items),
    number: (value, fractionDigits) => numberFormat(fractionDigits).format(value),
    plural: (count, forms) =>
      forms[(rules ??= new Intl.PluralRules(languageLocale)).select(count)] ?? forms.other,
  };
}

/**
 * Intl.DisplayNames of languages in `locale`, or null where the platform
 * lacks it (Apps Script's V8 has it, as Node 20 and the browsers do; the
 * guard keeps an older runtime working, naming languages by their own names).
 */
export function displayNames(locale: string): Intl.DisplayNames | null {
  return typeof Intl.DisplayNames === 'function'
    ? new Intl.DisplayNames([locale], { type: 'language' })
    : null;
}

/** The language part of a locale: "pt" of "pt-BR" or "pt_BR". */
function languagePart(locale: string): string {
  return locale.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

/**
 * The locale of a date: the language in the country of `locale` (Spanish in
 * a spreadsheet set to Mexico: es-MX), else the language's own locale.
 */
function dateLocale(locale: string, languageLocale: string): string {
  const region = /^[a-zA-Z]{2,3}[-_]([A-Z]{2}|\d{3})(?![A-Za-z])/.exec(locale)?.[1];
  const wanted = region === undefined ? null : `${languagePart(languageLocale)}-${region}`;
  return wanted !== null && Intl.DateTimeFormat.supportedLocalesOf(wanted).length > 0
    ? wanted
    : languageLocale;
}
