/**
 * google.script.run for a sidebar page opened in a real browser by tests:
 * each server call crosses to Node (page.exposeFunction) and runs the global
 * function of a script loaded with loadBuiltScript, as Apps Script runs it on
 * its servers. Results and errors come back asynchronously, serialised, to
 * the success and failure handlers, as in Apps Script.
 */
import type { Page } from 'playwright-core';
import type { LoadedScript } from '../apps-script/load-built-script.js';

type Outcome = { ok: true; value: unknown } | { ok: false; message: string };

const BRIDGE = '__appsScriptServerCall';

/** Runs in the page before its own scripts. */
function installGoogleScriptRun(bridge: string): void {
  type Handler = (value: unknown) => void;
  const call = (
    window as unknown as Record<string, (name: string, args: unknown[]) => Promise<Outcome>>
  )[bridge];
  function runner(onSuccess: Handler | null, onFailure: Handler | null): unknown {
    return new Proxy(
      {},
      {
        get(_target, name) {
          if (name === 'withSuccessHandler')
            return (handler: Handler) => runner(handler, onFailure);
          if (name === 'withFailureHandler')
            return (handler: Handler) => runner(onSuccess, handler);
          if (typeof name !== 'string') return undefined;
          return (...args: unknown[]) => {
            void call(name, args).then((outcome) => {
              if (outcome.ok) onSuccess?.(outcome.value);
              else onFailure?.(new Error(outcome.message));
            });
          };
        },
      },
    );
  }
  Object.assign(window, { google: { script: { run: runner(null, null) } } });
}

export async function connectSidebar(page: Page, script: LoadedScript): Promise<void> {
  await page.exposeFunction(BRIDGE, (name: string, args: unknown[]): Outcome => {
    try {
      // Apps Script passes values through a JSON-like serialisation both ways.
      const value = script.call(name, ...(JSON.parse(JSON.stringify(args)) as unknown[]));
      return { ok: true, value: value === undefined ? null : JSON.parse(JSON.stringify(value)) };
    } catch (error) {
      // Errors of the script's own realm (node:vm) are no `instanceof Error` here.
      const message = (error as { message?: unknown } | null)?.message;
      return { ok: false, message: typeof message === 'string' ? message : String(error) };
    }
  });
  await page.addInitScript(installGoogleScriptRun, BRIDGE);
}
