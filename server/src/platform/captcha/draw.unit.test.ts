import { describe, expect, it } from 'vitest';
import { CAPTCHA_CHARS, CAPTCHA_HEIGHT, CAPTCHA_WIDTH, captchaText, drawCaptcha } from './draw.ts';

/** The box of a glyph's path: every point its commands name, control points included (a curve stays inside them). */
function inkBox(pathData: string) {
  const numbers = (pathData.match(/-?\d+(?:\.\d+)?(?:e-?\d+)?/g) ?? []).map(Number);
  const xs = numbers.filter((_, i) => i % 2 === 0);
  const ys = numbers.filter((_, i) => i % 2 === 1);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

/** The glyphs of an image: filled paths (the noise lines are strokes with fill="none"), in drawing order. */
const glyphBoxes = (svg: string) =>
  [...svg.matchAll(/<path fill="(?!none)[^"]*" d="([^"]+)"/g)].map((match) => inkBox(match[1] ?? ''));

const MARGIN = 2;

describe('drawCaptcha', () => {
  it('draws every character whole, its ink at least 2 px inside the image, wherever it stands', () => {
    const cut: string[] = [];
    for (const char of CAPTCHA_CHARS) {
      // Each place in the row, a few times over: the drawing places and turns characters at random.
      for (let round = 0; round < 5; round++) {
        const boxes = glyphBoxes(drawCaptcha(char.repeat(4)));
        expect(boxes).toHaveLength(4);
        for (const box of boxes) {
          const inside =
            box.left >= MARGIN &&
            box.top >= MARGIN &&
            box.right <= CAPTCHA_WIDTH - MARGIN &&
            box.bottom <= CAPTCHA_HEIGHT - MARGIN;
          if (!inside) cut.push(`${char} ${JSON.stringify(box)}`);
        }
      }
    }
    expect(cut).toEqual([]);
  });

  it('keeps each character clear of its neighbours, in the order of the answer', () => {
    for (let round = 0; round < 50; round++) {
      const text = captchaText();
      const boxes = glyphBoxes(drawCaptcha(text));
      expect(boxes).toHaveLength(text.length);
      for (let i = 1; i < boxes.length; i++) {
        expect((boxes[i]?.left ?? 0) - (boxes[i - 1]?.right ?? 0), text).toBeGreaterThanOrEqual(MARGIN);
      }
    }
  });

  it('draws answers from the readable characters only', () => {
    const answers = Array.from({ length: 200 }, captchaText).join('');
    expect(answers).toMatch(/^[A-HJ-NP-Za-hjkmnp-z2-9]+$/);
    expect(answers).toHaveLength(800);
  });
});
