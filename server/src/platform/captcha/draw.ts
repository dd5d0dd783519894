import { randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;
/** Letters and digits a person tells apart: no 0/o/O, 1/i/l/I. Answers are compared without case. */
export const CAPTCHA_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
export const CAPTCHA_LENGTH = 4;
/** Ink keeps this far from every edge of the image and from the next character's place. */
const MARGIN = 3;
const MAX_TURN_DEGREES = 12;
const NOISE_LINES = 3;
const BACKGROUND = '#f4f6fa';

interface PathCommand {
  type: 'M' | 'L' | 'Q' | 'C' | 'Z';
  x?: number;
  y?: number;
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
}
interface Font {
  unitsPerEm: number;
  charToGlyph(char: string): { getPath(x: number, y: number, fontSize: number): { commands: PathCommand[] } };
}

// svg-captcha's own font (Comismsh), loaded once by the package.
const font = (svgCaptcha.options as unknown as { font: Font }).font;

type Point = [number, number];
const COORDS = [
  ['x1', 'y1'],
  ['x2', 'y2'],
  ['x', 'y'],
] as const;
const pointsOf = (command: PathCommand): Point[] =>
  COORDS.flatMap(([x, y]) => (command[x] === undefined ? [] : [[command[x], command[y] as number] as Point]));

/** The box of every point a glyph's commands name: a curve stays within its control points, so the ink does too. */
function boxOf(commands: PathCommand[]) {
  const points = commands.flatMap(pointsOf);
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

const random = (min: number, max: number) => min + (randomInt(0, 1_000_001) / 1_000_000) * (max - min);
const round = (value: number) => Math.round(value * 100) / 100;

/** Outlines at one unit per em unit, the baseline at y = 0 (up is negative). */
const outlineOf = (char: string) => font.charToGlyph(char).getPath(0, 0, font.unitsPerEm).commands;
/** Where the characters' ink reaches above and below the baseline, all of them together. */
const ALL_INK = boxOf([...CAPTCHA_CHARS].flatMap(outlineOf));
/** One font size for every character, their ink from the highest top to the lowest descender fitting the height. */
const SCALE = (CAPTCHA_HEIGHT - 2 * MARGIN) / (ALL_INK.bottom - ALL_INK.top);
/** Characters turn about a point half an x-height above the baseline, which stays on a common line. */
const PIVOT_Y = -0.25 * font.unitsPerEm;
const PIVOT_LINE = MARGIN + (PIVOT_Y - ALL_INK.top) * SCALE;
const PIVOT_JITTER = 2;

/**
 * One character's outline in its place (`cell`, the whole height less the margins): turned a little about
 * its middle, at the common size unless it would not fit then (M, W turned), and moved a little at random.
 * Its box is measured after turning and kept inside the place, so no turn or descender (g, q, y) reaches an
 * edge: svg-captcha set a 56 px font on a fixed baseline in a 40 px image and cut the descenders off.
 */
function glyphPath(char: string, cell: { left: number; width: number }): string {
  const outline = outlineOf(char);
  const unturned = boxOf(outline);
  const pivot: Point = [(unturned.left + unturned.right) / 2, PIVOT_Y];
  const turn = (random(-MAX_TURN_DEGREES, MAX_TURN_DEGREES) * Math.PI) / 180;
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  const turned = outline.map((command) => {
    const next: PathCommand = { type: command.type };
    for (const [x, y] of COORDS) {
      const [px, py] = [command[x], command[y]];
      if (px === undefined || py === undefined) continue;
      next[x] = pivot[0] + (px - pivot[0]) * cos - (py - pivot[1]) * sin;
      next[y] = pivot[1] + (px - pivot[0]) * sin + (py - pivot[1]) * cos;
    }
    return next;
  });
  const box = boxOf(turned);
  const room = { width: cell.width, height: CAPTCHA_HEIGHT - 2 * MARGIN };
  const scale = Math.min(SCALE, room.width / (box.right - box.left), room.height / (box.bottom - box.top));
  const size = { width: (box.right - box.left) * scale, height: (box.bottom - box.top) * scale };
  const left = cell.left + random(0, room.width - size.width);
  const wantedTop = PIVOT_LINE + random(-PIVOT_JITTER, PIVOT_JITTER) - (pivot[1] - box.top) * scale;
  const top = Math.min(Math.max(wantedTop, MARGIN), CAPTCHA_HEIGHT - MARGIN - size.height);
  const place = ([x, y]: Point) => `${round(left + (x - box.left) * scale)} ${round(top + (y - box.top) * scale)}`;
  return turned
    .map((command) => (command.type === 'Z' ? 'Z' : `${command.type}${pointsOf(command).map(place).join(' ')}`))
    .join('');
}

/** A colour dark enough to read on the light background, of any hue. */
const inkColour = () => `hsl(${randomInt(0, 360)},${randomInt(55, 80)}%,${randomInt(25, 40)}%)`;

function noiseLine(): string {
  const y = () => randomInt(1, CAPTCHA_HEIGHT - 1);
  const middle = () => randomInt(CAPTCHA_WIDTH / 2 - 21, CAPTCHA_WIDTH / 2 + 21);
  const d = `M${randomInt(1, 21)} ${y()} C${middle()} ${y()},${middle()} ${y()},${randomInt(CAPTCHA_WIDTH - 21, CAPTCHA_WIDTH - 1)} ${y()}`;
  return `<path d="${d}" stroke="${inkColour()}" fill="none"/>`;
}

/** A random answer of CAPTCHA_LENGTH characters. */
export const captchaText = () =>
  Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_CHARS[randomInt(0, CAPTCHA_CHARS.length)]).join('');

/** The image of `text` (SVG): each character in its own place across the width, with noise lines over them. */
export function drawCaptcha(text: string): string {
  const step = (CAPTCHA_WIDTH - 2 * MARGIN) / text.length;
  const glyphs = [...text].map((char, index) => {
    const cell = { left: MARGIN + index * step + MARGIN / 2, width: step - MARGIN };
    return `<path fill="${inkColour()}" d="${glyphPath(char, cell)}"/>`;
  });
  const lines = Array.from({ length: NOISE_LINES }, noiseLine);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0,0,${CAPTCHA_WIDTH},${CAPTCHA_HEIGHT}">`,
    `<rect width="100%" height="100%" fill="${BACKGROUND}"/>`,
    ...glyphs,
    ...lines,
    '</svg>',
  ].join('');
}
