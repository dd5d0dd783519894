import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Noto Sans Hans (OFL) from npm @embedpdf/fonts-sc: pdfkit subsets these CFF fonts into files every
 * viewer accepts (pdf-lib's subsets are rejected, DESIGN §5). Never system fonts, so every machine
 * produces the same bytes. The files are ≈8 MB each: read once per process.
 */
export type ContractFontWeight = 'Regular' | 'Bold';

const cache = new Map<ContractFontWeight, Buffer>();

function fontDirectory(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts');
}

export function contractFont(weight: ContractFontWeight): Buffer {
  let font = cache.get(weight);
  if (!font) {
    font = readFileSync(path.join(fontDirectory(), `NotoSansHans-${weight}.otf`));
    cache.set(weight, font);
  }
  return font;
}
