/** Seeded grain and specks on a drawn licence, as a scan or a phone photo has (for the OCR's tests and benchmark). */
import { seededRandom } from '../../platform/seeded-random.ts';

/** Grain on every pixel and dark specks here and there, as a scan or a phone photo has. */
export function addNoise(rgba: Buffer, width: number, height: number, amount: number, seed: number) {
  const next = seededRandom(seed);
  const grain = amount * 60;
  for (let i = 0; i < rgba.length; i += 4) {
    const delta = (next() + next() + next() - 1.5) * grain;
    for (let c = 0; c < 3; c++) rgba[i + c] = Math.max(0, Math.min(255, (rgba[i + c] ?? 0) + delta));
  }
  const specks = Math.round((amount * width * height) / 4000);
  for (let s = 0; s < specks; s++) {
    const x = Math.floor(next() * (width - 2));
    const y = Math.floor(next() * (height - 2));
    const shade = 40 + next() * 120;
    const side = next() < 0.7 ? 1 : 2;
    for (let dy = 0; dy < side; dy++) {
      for (let dx = 0; dx < side; dx++) {
        const i = ((y + dy) * width + x + dx) * 4;
        rgba[i] = rgba[i + 1] = rgba[i + 2] = shade;
      }
    }
  }
}

export const seedOf = (text: string) =>
  [...text].reduce((hash, c) => Math.imul(hash ^ (c.codePointAt(0) ?? 0), 16777619), 2166136261);
