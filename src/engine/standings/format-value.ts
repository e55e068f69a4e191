/**
 * A standings number as plain decimal text: "12.5", "4", "1975"; no value is
 * an empty string. Binary floating-point noise (8.749999999) is rounded away.
 */
export function formatStandingsNumber(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return '';
  const rounded = Number(value.toFixed(6));
  return String(Object.is(rounded, -0) ? 0 : rounded);
}
