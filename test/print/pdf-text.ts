/**
 * A PDF's text as a reader sees it, with Mozilla's PDF.js (pdfjs-dist): one
 * array of lines a page, each line its pieces left to right joined by
 * spaces. The test's expected values never come from the printing code.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

interface Piece {
  str: string;
  transform: number[];
}

export async function pdfPages(bytes: Uint8Array): Promise<string[][]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[][] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const lines = new Map<number, Piece[]>();
    for (const item of content.items as Piece[]) {
      if (!('str' in item) || item.str.trim() === '') continue;
      // Pieces of one row share a baseline within a point (a shrunk name sits a little lower).
      const y = Math.round(item.transform[5]! / 2);
      const line = lines.get(y) ?? [];
      line.push(item);
      lines.set(y, line);
    }
    pages.push(
      [...lines.entries()]
        .sort(([a], [b]) => b - a)
        .map(([, pieces]) =>
          pieces
            .sort((a, b) => a.transform[4]! - b.transform[4]!)
            .map((piece) => piece.str.trim())
            .join(' '),
        ),
    );
  }
  await pdf.destroy();
  return pages;
}
