/**
 * The server functions a sidebar's script calls, found in its built source:
 * the sidebar reaches the server only through `callServer('<name>', ...)`
 * (src/sidebar/server.ts), which the bundler may rename with a numeric suffix.
 */
const CALL = /\bcallServer\d*\(\s*(["'])([A-Za-z_$][\w$]*)\1/g;

export function serverFunctionsCalledIn(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(CALL)) names.add(match[2]!);
  return [...names].sort();
}
