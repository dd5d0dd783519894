import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';

/**
 * The standard round red Chinese company seal, drawn by the platform: a red ring, the company name
 * in an arc along the top (read left to right, tops outward), a five-pointed star in the centre,
 * the seal's purpose (e.g. 合同专用章) horizontally below the star and optionally a numeric code
 * along the bottom. Built as SVG, rendered to a transparent PNG with resvg using only the bundled
 * Noto Sans (Simplified Chinese) font — never system fonts, so every machine draws the same seal.
 */

/** The SVG canvas (and PNG size) in pixels: ≈ 42 mm at 240 dpi, enough for a contract page. */
export const SEAL_SIZE = 400;
export const SEAL_RED = '#d9001b';

const CENTRE = SEAL_SIZE / 2;
const RING_RADIUS = 188;
const RING_WIDTH = 10;
/** The inner edge of the ring: text stays this far inside it. */
const INNER_EDGE = RING_RADIUS - RING_WIDTH / 2;
const TEXT_MARGIN = 9;
const STAR_RADIUS = 54;
/** CJK glyphs of the font rise about 0.88 em above the baseline. */
const CJK_ASCENT = 0.88;
/** The arc the name takes, centred on the top (degrees): short names are spaced out to the least. */
const MIN_NAME_ARC = 160;
const MAX_NAME_ARC = 250;
const FONT_FAMILY = 'Noto Sans S Chinese';

export interface SealFace {
  companyName: string;
  /** The words under the star, e.g. 合同专用章. */
  purposeText: string;
  /** Digits along the bottom (印章编码), when the company has one. */
  sealNumber?: string | null | undefined;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

const round = (n: number) => Math.round(n * 100) / 100;

/** A name's font size: long names get smaller characters (and are narrowed further by the arc). */
function nameFontSize(count: number): number {
  if (count <= 8) return 46;
  if (count <= 12) return 42;
  if (count <= 16) return 36;
  if (count <= 22) return 30;
  return 26;
}

/**
 * One glyph per character along the top arc: character i sits at its angle from the top,
 * clockwise, baseline on the arc. Short names are spaced out to MIN_NAME_ARC degrees; characters are
 * narrowed (never widened) when the name would take more than MAX_NAME_ARC degrees.
 */
function nameArc(name: string): string {
  const chars = Array.from(name);
  const fontSize = nameFontSize(chars.length);
  const baseline = INNER_EDGE - TEXT_MARGIN - CJK_ASCENT * fontSize;
  const middle = baseline + 0.4 * fontSize;
  const naturalStep = ((fontSize * 1.04) / middle) * (180 / Math.PI);
  const spaced = chars.length > 2 ? Math.max(naturalStep, MIN_NAME_ARC / chars.length) : naturalStep;
  const step = Math.min(spaced, MAX_NAME_ARC / chars.length);
  const narrowing = Math.min(1, step / naturalStep);
  const first = -((chars.length - 1) * step) / 2;
  return chars
    .map((char, i) => {
      const angle = round(first + i * step);
      const transform = `translate(${CENTRE} ${CENTRE}) rotate(${angle}) translate(0 ${round(-baseline)}) scale(${round(narrowing)} 1)`;
      return `<text transform="${transform}" font-size="${fontSize}" text-anchor="middle">${escapeXml(char)}</text>`;
    })
    .join('');
}

/** The digits along the bottom, read left to right, tops towards the centre. */
function numberArc(digits: string): string {
  const chars = Array.from(digits);
  const fontSize = 20;
  const baseline = INNER_EDGE - TEXT_MARGIN;
  const step = ((fontSize * 0.66) / baseline) * (180 / Math.PI);
  const first = ((chars.length - 1) * step) / 2;
  return chars
    .map((char, i) => {
      const angle = round(first - i * step);
      const transform = `translate(${CENTRE} ${CENTRE}) rotate(${angle}) translate(0 ${round(baseline)})`;
      return `<text transform="${transform}" font-size="${fontSize}" text-anchor="middle">${escapeXml(char)}</text>`;
    })
    .join('');
}

/** The five-pointed star's outline, one point straight up. */
export function starPoints(cx: number, cy: number, outer: number): string {
  const inner = outer * 0.382;
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(`${round(cx + radius * Math.cos(angle))},${round(cy + radius * Math.sin(angle))}`);
  }
  return points.join(' ');
}

/** The purpose under the star; longer texts get smaller so they stay inside the ring. */
function purposeLine(text: string): string {
  const count = Array.from(text).length;
  const fontSize = count <= 5 ? 34 : count <= 7 ? 28 : 22;
  const baseline = CENTRE + STAR_RADIUS + 20 + fontSize * CJK_ASCENT;
  return `<text x="${CENTRE}" y="${round(baseline)}" font-size="${fontSize}" text-anchor="middle">${escapeXml(text)}</text>`;
}

/** The seal as SVG (no background: what is not ink stays transparent). */
export function buildSealSvg(face: SealFace): string {
  const name = face.companyName.trim();
  const digits = face.sealNumber?.trim() ?? '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SEAL_SIZE}" height="${SEAL_SIZE}" viewBox="0 0 ${SEAL_SIZE} ${SEAL_SIZE}">`,
    `<circle cx="${CENTRE}" cy="${CENTRE}" r="${RING_RADIUS}" fill="none" stroke="${SEAL_RED}" stroke-width="${RING_WIDTH}"/>`,
    `<polygon points="${starPoints(CENTRE, CENTRE, STAR_RADIUS)}" fill="${SEAL_RED}"/>`,
    `<g fill="${SEAL_RED}" font-family="${FONT_FAMILY}" font-weight="bold">`,
    nameArc(name),
    purposeLine(face.purposeText.trim()),
    digits ? numberArc(digits) : '',
    '</g>',
    '</svg>',
  ].join('');
}

/** The bundled font: Noto Sans Hans Bold from @embedpdf/fonts-sc (OFL), resolved from node_modules. */
function sealFontFile(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@embedpdf/fonts-sc');
  return path.join(path.dirname(entry), '..', 'fonts', 'NotoSansHans-Bold.otf');
}

let fontFile: string | undefined;

/** Renders a seal SVG to a transparent PNG, SEAL_SIZE pixels square. */
export function renderSealPng(svg: string): Buffer {
  fontFile ??= sealFontFile();
  const resvg = new Resvg(svg, {
    font: { loadSystemFonts: false, fontFiles: [fontFile], defaultFontFamily: FONT_FAMILY, sansSerifFamily: FONT_FAMILY },
    fitTo: { mode: 'width', value: SEAL_SIZE },
    logLevel: 'off',
  });
  return resvg.render().asPng();
}

/**
 * The generated seal of a company as a transparent PNG, e.g. `sealPng('上海某化工有限公司', '合同专用章')`.
 * What update stores for a generated seal and what the contract PDF embeds.
 */
export function sealPng(companyName: string, purpose: string, sealNumber?: string | null): Buffer {
  return renderSealPng(buildSealSvg({ companyName, purposeText: purpose, sealNumber }));
}
