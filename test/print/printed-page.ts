/**
 * A print page in headless Chromium: its PDF as the browser prints it
 * (page.pdf, the @page size and margins of the page), and a picture of its
 * first page as PNG, for the guide's screenshots (docs/organisers-guide.md).
 */
import { launchHeadless } from '../support/browser/chromium.js';

export interface Printed {
  pdf: Buffer;
  /** The first page as the screen shows it, PNG. */
  png: Buffer;
}

export async function printInChromium(html: string): Promise<Printed> {
  const browser = await launchHeadless({ width: 900, height: 1200 });
  try {
    const page = await browser.context.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    const png = await page.locator('.page').first().screenshot();
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    return { pdf, png };
  } finally {
    await browser.close();
  }
}
