import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * For tests: opens a PDF with pdfjs (a devDependency — never import this from production code) and
 * reports its pages' text (whitespace removed, so wrapped lines read as one string) and how many
 * images each page paints.
 */
export interface InspectedPdf {
  pageCount: number;
  pages: { text: string; imageCount: number }[];
}

export async function inspectPdf(bytes: Buffer): Promise<InspectedPdf> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const pages: InspectedPdf['pages'] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join('')
        .replace(/\s+/g, '');
      const operators = await page.getOperatorList();
      const imageCount = operators.fnArray.filter((fn) => fn === OPS.paintImageXObject).length;
      pages.push({ text, imageCount });
    }
    return { pageCount: pdf.numPages, pages };
  } finally {
    await pdf.destroy();
  }
}
