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
}

/**
 * Numbers as `locale` writes them; plural forms and lists as the language
 * of `languageLocale` has them (a Russian text in a spreadsheet set to the
 * United States: 2.5, and the Russian forms of 21, 22 and 25).
 */
export function formatFor(locale: string, languageLocale: string = locale): Format {
  const rules = new Intl.PluralRules(languageLocale);
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
  const lists = {
    or: new Intl.ListFormat(languageLocale, { type: 'disjunction' }),
    and: new Intl.ListFormat(languageLocale, { type: 'conjunction' }),
  };
  return {
    list: (items, kind = 'and') => lists[kind].format(items),
    number: (value, fractionDigits) => numberFormat(fractionDigits).format(value),
    plural: (count, forms) => forms[rules.select(count)] ?? forms.other,
  };
}
