/**
 * Layering: the engine knows nothing of Sheets, and within the add-on only
 * src/sheets/apps-script/ touches the Apps Script services; everything else
 * goes through the ports (src/sheets/ports.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

const APPS_SCRIPT =
  /\b(SpreadsheetApp|HtmlService|LockService|PropertiesService|ScriptApp|GoogleAppsScript)\b|google-apps-script/;

/** The code of a file without its comments, which may well talk about Apps Script. */
function code(file: string): string {
  return readFileSync(join(root, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
}

function offending(files: string[], pattern: RegExp): string[] {
  return files.filter((file) => pattern.test(code(file)));
}

/**
 * The engine's error classes that carry no message for the organiser, each because the add-on
 * never lets it reach one (docs/engine.md, "Every throw of the engine"): a new one must be
 * added here with its reason there, or carry a `refusal`.
 */
const ENGINE_ERRORS_WITHOUT_REFUSAL: Readonly<Record<string, string>> = {
  GeneratorConfigError: "the command line's -g configuration; the add-on generates nothing",
  InvalidPairingError: "a system's defect (its pairing fails the shape check): a bug",
  NextRoundError: "the command line's -p; the add-on checks the results and rounds itself",
  SecondGameError: 'the add-on pairs a Double-Swiss match at its first game only',
  UnreplayableRoundError: "the command line's -c; the add-on replays nothing",
  VarmaError: "caught by the drawing of lots and said as the Players tab's problem",
};

/** The bases that carry a refusal (src/messages/said.ts, over Error and over RangeError). */
const REFUSAL_BASES = ['RefusalError', 'RangeRefusalError'];

describe('layering', () => {
  it('the engine does not reach Apps Script, the add-on, the sidebar or the CLI', () => {
    const files = sourceFiles('src/engine');
    expect(files.length).toBeGreaterThan(0);
    expect(offending(files, APPS_SCRIPT)).toEqual([]);
    expect(offending(files, /from '(\.\.\/)+(sheets|sidebar|cli)\//)).toEqual([]);
  });

  it('only src/sheets/apps-script names the Apps Script services', () => {
    const files = [...sourceFiles('src/sheets'), ...sourceFiles('src/sidebar')].filter(
      (file) => !file.startsWith(join('src', 'sheets', 'apps-script') + sep),
    );
    expect(files).toContain(join('src', 'sheets', 'addon', 'apps-script-entry.ts'));
    expect(offending(files, APPS_SCRIPT)).toEqual([]);
  });

  it('the two Dutch editions share machinery, not each other', () => {
    const dutch = join('src', 'engine', 'systems', 'dutch');
    const e2017 = sourceFiles(join(dutch, 'edition-2017'));
    const e2025 = sourceFiles(join(dutch, 'edition-2025'));
    expect(e2017.length).toBeGreaterThan(0);
    expect(e2025.length).toBeGreaterThan(0);
    expect(offending(e2025, /from '[^']*edition-2017\//)).toEqual([]);
    expect(offending(e2017, /from '[^']*edition-2025\//)).toEqual([]);
  });

  it('the messages stand alone; the engine says its words, refusals included, as one kind of message value and chooses no language; the command line says them in English in one place', () => {
    const messages = sourceFiles(join('src', 'messages'));
    expect(messages).toContain(join('src', 'messages', 'languages', 'english.ts'));
    expect(offending(messages, /from '(\.\.\/)+(engine|sheets|sidebar|cli)\//)).toEqual([]);
    // The engine builds messages (said.ts) and may say them with a translator it is given; it
    // never reaches a catalogue, the list of languages or the choice of one.
    const engine = sourceFiles('src/engine');
    expect(offending(engine, /from '[^']*messages\/(?!said\.js'|translator\.js')/)).toEqual([]);
    expect(offending(engine, /from '[^']*messages\/said\.js'/).length).toBeGreaterThan(0);
    // One shape: an explanation, a check and a refusal are all a Said; the engine declares no
    // other message value (a key and its parameters of its own).
    expect(offending(engine, /\b(interface|type) \w+ (= )?\{\s*(readonly )?key\??:/)).toEqual([]);
    expect(engine).not.toContain(join('src', 'engine', 'refusal.ts'));
    // Nor a third shape: an error's fault as a kind of its own for each caller to word (as the
    // tie-break list's `fault` once was); an engine error carries its reason as a Said, `refusal`.
    expect(
      offending(
        engine,
        /\b(interface|type) \w*(Fault|Problem)\b[^{]*\{[^}]*\bkind\??:|\bfault\??:/,
      ),
    ).toEqual([]);
    const outside = [...sourceFiles('src/sheets'), ...sourceFiles('src/sidebar')];
    expect(offending(outside, /\.fault\b|problem\.kind\b/)).toEqual([]);
    // Every error class of the engine that says why it refused does so with a Said: it extends
    // the one base that carries a refusal (said.ts), or has a refusal of its own.
    expect(code(join('src', 'messages', 'said.ts'))).toMatch(
      /class RefusalError<R extends Said \| null = Said> extends kind \{\s*readonly refusal: R;/,
    );
    const errorClasses = engine.flatMap((file) =>
      [
        ...code(file).matchAll(/class (\w+Error) extends (\w*Error)(?:<[^{]*>)? \{([\s\S]*?)\n\}/g),
      ].map((m) => ({ file, name: m[1]!, base: m[2]!, body: m[3]! })),
    );
    expect(errorClasses.map((c) => c.name)).toContain('TiebreakListError');
    expect(errorClasses.filter((c) => REFUSAL_BASES.includes(c.base)).length).toBeGreaterThan(0);
    const unsaid = errorClasses.filter(
      (c) => !REFUSAL_BASES.includes(c.base) && !/readonly refusal\b|get refusal\(/.test(c.body),
    );
    expect(unsaid.map((c) => c.name).sort()).toEqual(Object.keys(ENGINE_ERRORS_WITHOUT_REFUSAL));
    // Those of the command line's actions are out of the add-on's reach: it does not call them.
    expect(
      offending(
        outside,
        /\b(pairNextRoundInput|NextRoundError)\b|from '[^']*engine\/(generator|replay)\//,
      ),
    ).toEqual([]);
    // The command line (English, for programs and arbiters) takes the English catalogue in one module.
    const cli = sourceFiles('src/cli');
    expect(offending(cli, /from '[^']*messages\//)).toEqual([join('src', 'cli', 'english.ts')]);
  });

  it('no test names the fixtures by an absolute path', () => {
    const files = readdirSync(join(root, 'test'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
      .map((entry) => relative(root, join(entry.parentPath, entry.name)));
    expect(files.length).toBeGreaterThan(50);
    expect(offending(files, /['"`]\/[^'"`]*shared\/fixtures/)).toEqual([]);
  });

  it('no module imports itself through others, types included', () => {
    const files = sourceFiles('src');
    const graph = new Map(files.map((file) => [file, localImports(file)]));
    expect(importLoops(graph)).toEqual([]);
  });

  it('only the entry points (command line, offline run) import node: modules', () => {
    const entries = [join('src', 'cli') + sep, join('src', 'sheets', 'offline') + sep];
    const files = sourceFiles('src').filter((file) => !entries.some((e) => file.startsWith(e)));
    expect(offending(files, /from 'node:/)).toEqual([]);
  });

  it('TRF stays in engine/trf: the pairing, standings and tie-break layers do not import it', () => {
    const layers = ['model', 'matching', 'systems', 'pairing', 'acceleration', 'standings'];
    const files = layers.flatMap((layer) => sourceFiles(join('src', 'engine', layer)));
    files.push(...sourceFiles(join('src', 'engine', 'tiebreaks')));
    expect(offending(files, /from '(\.\.\/)+(engine\/)?trf\//)).toEqual([]);
  });

  it('only engine/trf names the records of a TRF tournament section by their codes', () => {
    const trf = [join('src', 'engine', 'trf') + sep, join('test', 'trf') + sep];
    const files = [...sourceFiles('src'), ...sourceFiles('test')].filter(
      (file) => !trf.some((folder) => file.startsWith(folder)),
    );
    // A bare '012' / "192" in code (TRF lines written out inside a test's text are not quoted alone).
    expect(offending(files, /(['"])(0[1-9]2|1[0-9]2|2[0-2]2|3[56]2)\1/)).toEqual([]);
  });
});

/** The source files a file imports (values or types), by path from the root. */
function localImports(file: string): string[] {
  const found: string[] = [];
  for (const match of code(file).matchAll(/\bfrom '(\.{1,2}\/[^']+)'/g)) {
    const target = normalize(join(dirname(file), match[1]!)).replace(/\.js$/, '.ts');
    found.push(target);
  }
  return found;
}

/** Every import cycle, each as the files along it, found by depth-first search. */
function importLoops(graph: Map<string, string[]>): string[][] {
  const loops: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') loops.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next) && graph.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return loops;
}
