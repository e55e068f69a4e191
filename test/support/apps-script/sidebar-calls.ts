/**
 * The server functions a sidebar's script calls, found in its source by
 * reading every `google.script.run.<modifier>(...)....<name>(...)` chain.
 */
const CHAIN_START = 'google.script.run';
const RUNNER_MODIFIERS = new Set(['withSuccessHandler', 'withFailureHandler', 'withUserObject']);
const IDENTIFIER = /^[A-Za-z_$][\w$]*/;

/** Index just past the parenthesis that closes the one at `open`, or -1. */
function skipParentheses(source: string, open: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = open; i < source.length; i++) {
    const char = source[i];
    if (quote !== null) {
      if (char === '\\') i++;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'" || char === '`') quote = char;
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return i + 1;
  }
  return -1;
}

export function serverFunctionsCalledIn(source: string): string[] {
  const names = new Set<string>();
  for (let start = source.indexOf(CHAIN_START); start !== -1;) {
    let at = start + CHAIN_START.length;
    for (;;) {
      const dot = /^\s*\.\s*/.exec(source.slice(at));
      if (!dot) break;
      const name = IDENTIFIER.exec(source.slice(at + dot[0].length))?.[0];
      if (name === undefined) break;
      const open = at + dot[0].length + name.length;
      const afterName = /^\s*\(/.exec(source.slice(open));
      if (!afterName) break;
      const close = skipParentheses(source, open + afterName[0].length - 1);
      if (close === -1) break;
      if (!RUNNER_MODIFIERS.has(name)) names.add(name);
      at = close;
    }
    start = source.indexOf(CHAIN_START, at);
  }
  return [...names].sort();
}
