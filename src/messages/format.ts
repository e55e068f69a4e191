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
  /** `items` joined as the language lists things ("a, b and c"; Intl.ListFormat). */
  list(items: readonly string[]): string;
}

export function formatFor(locale: string): Format {
  const rules = new Intl.PluralRules(locale);
  const lists = new Intl.ListFormat(locale, { type: 'conjunction' });
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
  return {
    number: (value, fractionDigits) => numberFormat(fractionDigits).format(value),
    plural: (count, forms) => forms[rules.select(count)] ?? forms.other,
    list: (items) => lists.format(items),
  };
}
