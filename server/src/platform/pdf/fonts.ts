import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { create, type Font } from 'fontkit';

/**
 * Noto Sans Hans (OFL) from npm @embedpdf/fonts-sc: pdfkit subsets these CFF fonts into files every
 * viewer accepts (pdf-lib's subsets are rejected, DESIGN §5). Never system fonts, so every machine
 * produces the same bytes. The files are ≈8 MB each: read and parsed once per process.
 */
export type ContractFontWeight = 'Regular' | 'Bold';

const parsed = new Map<ContractFontWeight, Font>();

function fontDirectory(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts');
}

/**
 * The font as fontkit parsed it, which pdfkit takes as it takes the font's bytes (PDFFontFactory.open: anything with
 * `layout`). Given the bytes, pdfkit parsed the whole font again for every document — half of a contract's
 * rendering (≈300 → 140 ms a contract), which runs on the event loop. The same bytes come out: a document's subset is
 * made from its own glyphs whatever the font has laid out before.
 */
function contractFont(weight: ContractFontWeight): Font {
  let font = parsed.get(weight);
  if (!font) {
    const file = create(readFileSync(path.join(fontDirectory(), `NotoSansHans-${weight}.otf`)));
    if ('fonts' in file) throw new Error(`NotoSansHans-${weight}.otf is a font collection`);
    font = file;
    parsed.set(weight, font);
  }
  return font;
}

/** Registers the contract's regular and bold fonts under `regular` and `bold`. */
export function registerContractFonts(doc: PDFKit.PDFDocument, names: { regular: string; bold: string }) {
  // @types/pdfkit names only bytes and paths as a font's source; pdfkit 0.20 takes a fontkit font as well.
  const asSource = (font: Font) => font as unknown as PDFKit.Mixins.PDFFontSource;
  doc.registerFont(names.regular, asSource(contractFont('Regular')));
  doc.registerFont(names.bold, asSource(contractFont('Bold')));
}
