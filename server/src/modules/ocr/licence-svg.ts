/** The parts a drawn licence is built of, as SVG (for the OCR's tests and benchmark; not a test file itself). */
import QRCode from 'qrcode';

export const FAMILY = 'Noto Sans S Chinese';
const INK = '#1d1d1f';
export const RED = '#c8161d';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Width in ems: a Chinese character or full-width mark is one, a digit or Latin letter about half. */
export const ems = (text: string) => [...text].reduce((sum, c) => sum + (/[\x20-\x7e]/.test(c) ? 0.56 : 1), 0);

/** Lines of at most `maxEms`, broken anywhere (Chinese text has no spaces to break at). */
export function wrap(text: string, maxEms: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const c of text) {
    if (ems(line + c) > maxEms) {
      lines.push(line);
      line = '';
    }
    line += c;
  }
  return line ? [...lines, line] : lines;
}

export function textAt(x: number, y: number, size: number, text: string, extra = '') {
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-size="${size}" font-family="${FAMILY}" fill="${INK}" ${extra}>${escapeXml(text)}</text>`;
}

/** A label justified across `span` ems, character by character. */
export function spacedLabel(x: number, y: number, size: number, label: string, span: number) {
  const chars = [...label];
  const step = chars.length > 1 ? ((span - 1) * size) / (chars.length - 1) : 0;
  return chars.map((c, i) => textAt(x + i * step, y, size, c)).join('');
}

export function qrCode(text: string, x: number, y: number, side: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const cell = side / (count + 2);
  let d = '';
  for (let r = 0; r < count; r++) {
    for (let c = 0; c < count; c++) {
      if (qr.modules.get(r, c))
        d += `M${(x + (c + 1) * cell).toFixed(2)} ${(y + (r + 1) * cell).toFixed(2)}h${cell.toFixed(2)}v${cell.toFixed(2)}h-${cell.toFixed(2)}z`;
    }
  }
  return `<rect x="${x}" y="${y}" width="${side}" height="${side}" fill="#fff"/><path d="${d}" fill="#000"/>`;
}

/** The registering authority's round red seal: a ring, a star and the authority's name, over the issue date. */
export function seal(cx: number, cy: number, r: number, authority: string) {
  const star = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r * 0.3 : r * 0.12;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
  const chars = [...authority];
  const arc = Math.min(250, chars.length * 22);
  const letters = chars
    .map((c, i) => {
      const angle = -90 - arc / 2 + (arc * (i + 0.5)) / chars.length;
      const a = (angle * Math.PI) / 180;
      const x = cx + r * 0.72 * Math.cos(a);
      const y = cy + r * 0.72 * Math.sin(a);
      return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-size="${(r * 0.22).toFixed(1)}" font-family="${FAMILY}" font-weight="bold" fill="${RED}" text-anchor="middle" dominant-baseline="central" transform="rotate(${(angle + 90).toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})">${escapeXml(c)}</text>`;
    })
    .join('');
  return `<g opacity="0.8"><circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${RED}" stroke-width="${(r * 0.06).toFixed(1)}"/><polygon points="${star}" fill="${RED}"/>${letters}</g>`;
}
