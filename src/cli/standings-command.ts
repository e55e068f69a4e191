/** Placeholder until the standings command is built (another module replaces this file). */
export function runStandings(_argv: string[]): number {
  process.stderr.write('standings: not built yet\n');
  return 3;
}
