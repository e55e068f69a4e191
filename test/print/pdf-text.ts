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
    // Pieces of one row share a baseline within a few points (a name set smaller sits lower).
    const pieces = (content.items as Piece[])
      .filter((item) => 'str' in item && item.str.trim() !== '')
      .sort((a, b) => b.transform[5]! - a.transform[5]!);
    const lines: Piece[][] = [];
    for (const piece of pieces) {
      const line = lines.at(-1);
      if (line !== undefined && line[0]!.transform[5]! - piece.transform[5]! < 4) line.push(piece);
      else lines.push([piece]);
    }
    pages.push(
      lines.map((line) =>
        line
          .sort((a, b) => a.transform[4]! - b.transform[4]!)
          .map((piece) => piece.str.trim())
          .join(' '),
      ),
    );
  }
  await pdf.destroy();
  return pages;
}
