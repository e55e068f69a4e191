/** Collapsed, case-insensitive form of a name: how the add-on tells two names are one. */
export function nameKey(name: string): string {
  return name.replace(/\s+/g, ' ').toLowerCase();
}
