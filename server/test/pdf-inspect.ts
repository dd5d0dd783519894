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

/** A rectangle on a page in points, from its top left corner (y grows downwards, as pdfkit draws). */
export interface PageBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PageLayout {
  /** Every run of text with the box its glyphs take (ascent to descent). */
  texts: (PageBox & { text: string })[];
  /** Every painted image's rectangle. */
  images: PageBox[];
}

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

/** The bounding box of the unit square through `m`, flipped to a top-left origin on a page `pageHeight` tall. */
function unitSquareBox(m: Matrix, pageHeight: number): PageBox {
  const corners = [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, 1],
  ].map(([u = 0, v = 0]) => [m[0] * u + m[2] * v + m[4], m[1] * u + m[3] * v + m[5]] as const);
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  const top = pageHeight - Math.max(...ys);
  return { x: Math.min(...xs), y: top, width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}

/** Where each page's text runs and images are: tests of a layout (a seal must not cover words). */
export async function inspectPdfLayout(bytes: Buffer): Promise<PageLayout[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const pages: PageLayout[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const [, , , pageHeight = 0] = page.view;
      const content = await page.getTextContent();
      const texts: PageLayout['texts'] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const [, , , d = 0, e = 0, f = 0] = item.transform as number[];
        const size = Math.abs(d) || item.height;
        // From the baseline: ascent ≈ 0.88 and descent ≈ 0.12 of the font size (Noto Sans).
        texts.push({ text: item.str, x: e, y: pageHeight - f - 0.88 * size, width: item.width, height: size });
      }
      const operators = await page.getOperatorList();
      const images: PageBox[] = [];
      let ctm: Matrix = [1, 0, 0, 1, 0, 0];
      const saved: Matrix[] = [];
      operators.fnArray.forEach((fn, i) => {
        const args = operators.argsArray[i] as unknown[];
        if (fn === OPS.save) saved.push(ctm);
        else if (fn === OPS.restore) ctm = saved.pop() ?? [1, 0, 0, 1, 0, 0];
        else if (fn === OPS.transform) ctm = multiply(ctm, args as Matrix);
        else if (fn === OPS.paintImageXObject) images.push(unitSquareBox(ctm, pageHeight));
      });
      pages.push({ texts, images });
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

/** Whether two boxes share any area (touching edges do not count). */
export const boxesOverlap = (a: PageBox, b: PageBox): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
