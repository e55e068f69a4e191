#!/usr/bin/env node
/**
 * Builds everything into dist/:
 * - Code.js, Sidebar.html, appsscript.json: the Apps Script project that
 *   `clasp push` uploads (.claspignore keeps everything else out);
 * - cli.cjs: the Node command line tool, a CommonJS module exporting main(argv), and
 *   cli.cache and cli-large.cache, V8's code caches of it after a few pairings (bin/load-cli.js;
 *   the second for a large field's Node flags, bin/large-field.js);
 * - local.js: the add-on's use cases on an .xlsx file (npm start), exporting runLocal.
 *
 * The tests build the same files elsewhere, with a language of their own
 * (`--out DIR --language FILE --only Code.js,Sidebar.html,local.js`): FILE
 * exports `language`, which joins the list of languages as a shipped one does.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { parseArgs, promisify } from 'node:util';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import ts from 'typescript';
import largeField from '../bin/large-field.js';

const { LARGE_FIELD_FLAGS } = largeField;

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const { values: options } = parseArgs({
  options: {
    out: { type: 'string', default: join(root, 'dist') },
    language: { type: 'string' },
    only: { type: 'string' },
  },
});
const dist = options.out;
const fromRoot = (...parts) => join(root, ...parts);

const SERVER_ENTRY = fromRoot('src/sheets/addon/apps-script-entry.ts');
const SIDEBAR_TEMPLATE = fromRoot('src/sidebar/sidebar.html');
const SIDEBAR_SCRIPT = fromRoot('src/sidebar/main.ts');
const SIDEBAR_STYLE = fromRoot('src/sidebar/sidebar.css');
const SIDEBAR_WORDS = fromRoot('src/sidebar/sidebar-words.ts');
const CLI_ENTRY = fromRoot('src/cli/main.ts');
const CLI_CACHES = ['cli.cache', 'cli-large.cache'];
const LOCAL_ENTRY = fromRoot('src/sheets/offline/local-run.ts');

/** The global object that holds the bundled server functions in Code.js. */
const ADDON_GLOBAL = '__Addon';
/** Apps Script runs a recent V8; ES2020 is safely below what it supports. */
const APPS_SCRIPT_TARGET = 'es2020';

const LANGUAGE_LIST = /[\\/]src[\\/]messages[\\/]languages\.ts$/;

/** The list of languages with one more, registered after the shipped ones as a new line there would be. */
function extraLanguage(file) {
  return {
    name: 'extra-language',
    setup(build) {
      build.onLoad({ filter: LANGUAGE_LIST }, async (args) => ({
        loader: 'ts',
        resolveDir: dirname(args.path),
        contents: [
          await readFile(args.path, 'utf8'),
          `import { language as extraLanguage } from ${JSON.stringify(file)};`,
          '(LANGUAGES as Language[]).push(extraLanguage);',
        ].join('\n'),
      }));
    },
  };
}

const common = {
  bundle: true,
  write: false,
  logLevel: 'warning',
  charset: 'utf8',
  plugins: options.language === undefined ? [] : [extraLanguage(options.language)],
};

/** Writes through a temporary file so that a concurrent reader never sees half a file. */
async function writeAtomically(path, contents) {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, contents);
  await rename(temporary, path);
}

function onlyOutput(result) {
  if (result.outputFiles.length !== 1) {
    throw new Error(`expected one output file, got ${result.outputFiles.length}`);
  }
  return result.outputFiles[0].text;
}

/** The names the server entry exports, read from esbuild's own view of the module. */
async function serverExportNames() {
  const result = await esbuild.build({
    ...common,
    entryPoints: [SERVER_ENTRY],
    format: 'esm',
    platform: 'neutral',
    metafile: true,
    outfile: 'exports-probe.js',
  });
  const [output] = Object.values(result.metafile.outputs);
  const names = [...output.exports].sort();
  for (const name of names) {
    if (!/^[A-Za-z$][\w$]*$/.test(name)) {
      throw new Error(
        `${relative(root, SERVER_ENTRY)}: export "${name}" cannot be a global function`,
      );
    }
    // Apps Script hides functions whose names end in _ from menus and google.script.run.
    if (name.endsWith('_')) {
      throw new Error(
        `${relative(root, SERVER_ENTRY)}: export "${name}" would be private in Apps Script`,
      );
    }
  }
  if (names.length === 0) throw new Error(`${relative(root, SERVER_ENTRY)} exports nothing`);
  return names;
}

/**
 * Apps Script loads .js files as classic scripts and calls only top-level
 * functions (triggers, menu items, google.script.run). esbuild has no such
 * output format, so the bundle is an IIFE kept in a global object, followed by
 * one generated top-level function per export of the server entry.
 */
async function buildCodeJs() {
  const names = await serverExportNames();
  const bundle = onlyOutput(
    await esbuild.build({
      ...common,
      entryPoints: [SERVER_ENTRY],
      format: 'iife',
      globalName: ADDON_GLOBAL,
      platform: 'neutral',
      target: APPS_SCRIPT_TARGET,
      legalComments: 'none',
      // Apps Script compiles the whole file afresh for every click (docs/engine.md, "A click in
      // Sheets"): without white space and with shorter syntax V8 parses a quarter less, names kept.
      minifyWhitespace: true,
      minifySyntax: true,
      outfile: 'Code.js',
    }),
  );
  const stubs = names
    .map((name) => `function ${name}(...args) {\n  return ${ADDON_GLOBAL}.${name}(...args);\n}`)
    .join('\n');
  const code = [
    '// Generated by scripts/build.mjs from src/sheets/addon/apps-script-entry.ts. Do not edit.',
    bundle.trimEnd(),
    '',
    '// Top-level functions Apps Script can call by name.',
    stubs,
    '',
  ].join('\n');
  await writeAtomically(join(dist, 'Code.js'), code);
  return names;
}

function inline(template, marker, replacement) {
  const parts = template.split(marker);
  if (parts.length !== 2) {
    throw new Error(`${relative(root, SIDEBAR_TEMPLATE)} must contain "${marker}" exactly once`);
  }
  return parts[0] + replacement + parts[1];
}

/** The keys of the messages the sidebar uses (src/sidebar/sidebar-words.ts), read as the sidebar reads them. */
async function sidebarKeys() {
  const module = onlyOutput(
    await esbuild.build({
      ...common,
      entryPoints: [SIDEBAR_WORDS],
      format: 'esm',
      outfile: 'w.js',
    }),
  );
  const { SIDEBAR_KEYS } = await import(`data:text/javascript,${encodeURIComponent(module)}`);
  return new Set(SIDEBAR_KEYS);
}

const LANGUAGE_FILE = /[\\/]src[\\/]messages[\\/]languages[\\/][^\\/]+\.ts$/;

/**
 * A catalogue file with only the messages of `keys`: the object literal of
 * most properties (the catalogue) keeps those properties; the rest of the
 * file is as written.
 */
function catalogueOf(source, path, keys) {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true);
  let catalogue = null;
  const visit = (node) => {
    if (
      ts.isObjectLiteralExpression(node) &&
      node.properties.length > (catalogue?.properties.length ?? 0)
    )
      catalogue = node;
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (catalogue === null) throw new Error(`${relative(root, path)} holds no catalogue`);
  const kept = catalogue.properties.filter(
    (property) => property.name !== undefined && keys.has(property.name.text),
  );
  return (
    source.slice(0, catalogue.getStart() + 1) +
    kept.map((property) => property.getFullText()).join(',') +
    '\n' +
    source.slice(catalogue.end - 1)
  );
}

/** Each language's catalogue cut to the sidebar's messages: the sidebar carries no other words. */
function sidebarCatalogues(keys) {
  return {
    name: 'sidebar-catalogues',
    setup(build) {
      build.onLoad({ filter: LANGUAGE_FILE }, async (args) => ({
        loader: 'ts',
        contents: catalogueOf(await readFile(args.path, 'utf8'), args.path, keys),
      }));
    },
  };
}

/** HtmlService serves one file per sidebar, so its script and style are inlined. */
async function buildSidebarHtml() {
  const script = onlyOutput(
    await esbuild.build({
      ...common,
      plugins: [...common.plugins, sidebarCatalogues(await sidebarKeys())],
      entryPoints: [SIDEBAR_SCRIPT],
      format: 'iife',
      platform: 'browser',
      target: APPS_SCRIPT_TARGET,
      legalComments: 'none',
      // Six languages' sidebar words ride along (the sidebar learns its language from the
      // server): white space and syntax minified keep the page small; names stay for the
      // bundle test.
      minifyWhitespace: true,
      minifySyntax: true,
      outfile: 'sidebar.js',
    }),
  );
  const style = onlyOutput(
    await esbuild.build({
      ...common,
      entryPoints: [SIDEBAR_STYLE],
      legalComments: 'none',
      outfile: 'sidebar.css',
    }),
  );
  // The HTML parser would end the element at these, whatever the JS or CSS meant.
  if (/<\/script/i.test(script)) throw new Error('sidebar script contains "</script"');
  if (/<\/style/i.test(style)) throw new Error('sidebar style contains "</style"');
  const template = await readFile(SIDEBAR_TEMPLATE, 'utf8');
  const html = inline(
    inline(template, '<!-- build: inline sidebar.css -->', `<style>\n${style.trimEnd()}\n</style>`),
    '<!-- build: inline main.ts -->',
    `<script>\n${script.trimEnd()}\n</script>`,
  );
  await writeAtomically(join(dist, 'Sidebar.html'), html);
}

async function buildCli() {
  if (!existsSync(CLI_ENTRY)) {
    console.warn(`build: ${relative(root, CLI_ENTRY)} does not exist yet; dist/cli.cjs not built`);
    return false;
  }
  const code = onlyOutput(
    await esbuild.build({
      ...common,
      entryPoints: [CLI_ENTRY],
      // CommonJS: a script V8 can compile with a code cache (bin/load-cli.js); an ES module cannot.
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      // Runtime dependencies (exceljs) stay in node_modules, installed by npm.
      packages: 'external',
      outfile: 'cli.cjs',
    }),
  );
  // The cache of the bundle before it goes, so that no run pairs the new bundle with the old cache.
  for (const cache of CLI_CACHES) await rm(join(dist, cache), { force: true });
  await rm(join(dist, 'cli.js'), { force: true }); // the ES module of earlier builds
  await writeAtomically(join(dist, 'cli.cjs'), code);
  // V8's code caches, made by the Node that builds, after pairing the example both ways: one for
  // the usual run, one for a large field's (V8 takes a cache only under the flags it was made with).
  for (const flags of [[], LARGE_FIELD_FLAGS])
    await promisify(execFile)(process.execPath, [
      ...flags,
      fromRoot('scripts/lib/cli-code-cache.mjs'),
    ]);
  return true;
}

async function buildLocal() {
  const code = onlyOutput(
    await esbuild.build({
      ...common,
      entryPoints: [LOCAL_ENTRY],
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      outfile: 'local.js',
    }),
  );
  await writeAtomically(join(dist, 'local.js'), code);
}

async function main() {
  await mkdir(dist, { recursive: true });
  const only = options.only?.split(',');
  const wanted = (file) => only === undefined || only.includes(file);
  const none = async () => null;
  const [globals, , cliBuilt] = await Promise.all([
    wanted('Code.js') ? buildCodeJs() : none(),
    wanted('Sidebar.html') ? buildSidebarHtml() : none(),
    wanted('cli.cjs') ? buildCli() : none(),
    wanted('local.js') ? buildLocal() : none(),
    wanted('appsscript.json')
      ? copyFile(fromRoot('appsscript.json'), join(dist, 'appsscript.json'))
      : none(),
  ]);
  const built = [
    'Code.js',
    'Sidebar.html',
    'appsscript.json',
    'local.js',
    ...(cliBuilt ? ['cli.cjs', ...CLI_CACHES] : []),
  ].filter((file) => wanted(file) || CLI_CACHES.includes(file));
  const globalsSaid = globals === null ? '' : `; Apps Script globals: ${globals.join(', ')}`;
  console.log(`build: ${relative(root, dist) || dist}/{${built.join(',')}}${globalsSaid}`);
}

main().catch((error) => {
  console.error(`build failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
});
