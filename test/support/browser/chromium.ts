import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

/** Debian's Chromium, installed by .ci/run; the browser tests are skipped without it. */
export const CHROMIUM = '/usr/bin/chromium';
export const HAS_CHROMIUM = existsSync(CHROMIUM);

/** A headless Chromium with a profile of its own, and how to end both. */
export interface HeadlessBrowser {
  readonly context: BrowserContext;
  close(): Promise<void>;
}

/**
 * Headless, without a sandbox (the tests run as root) and without the
 * background networking this machine's closed network would refuse.
 */
export async function launchHeadless(
  viewport: { width: number; height: number },
  options: { acceptDownloads?: boolean } = {},
): Promise<HeadlessBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'swiss-chromium-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    viewport,
    acceptDownloads: options.acceptDownloads ?? false,
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
