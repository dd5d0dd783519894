/**
 * Draws a printed business licence (营业执照) for the OCR's tests and benchmark (not a test file itself):
 * SVG rendered by resvg with the bundled Noto Sans SC, so every machine draws the same pixels, then
 * seeded noise. Landscape is the 正本 (two columns of fields), portrait the 副本 (one column).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { addNoise, seedOf } from './licence-noise.ts';
import { ems, FAMILY, qrCode, RED, seal, spacedLabel, textAt, wrap } from './licence-svg.ts';

/** What a licence prints; dates YYYY-MM-DD. */
export interface PrintedLicence {
  name: string;
  creditCode: string;
  legalPerson: string;
  registeredAddress: string;
  establishmentDate: string;
  type: string;
  capital: string;
  term: string;
  scope: string;
  authority: string;
  issuedOn: string;
}

export interface LicenceLayout {
  orientation: 'landscape' | 'portrait';
  /** Pixels; the height follows the licence's proportions (297 × 210 mm). */
  width: number;
  /** Pixels of the fields' text. */
  fontSize: number;
  /** 'spaced': labels justified across five characters (名　　　称), as printed; 'colon': 名称：, as some scans' templates. */
  labels: 'spaced' | 'colon';
  /** The QR code of the licence (a link to the public register carrying the credit code). */
  qr: boolean;
  /** 0 clean to 1 very noisy: grain, specks and a tinted page. */
  noise: number;
  /** Degrees the page is turned, as a scan laid askew. */
  tilt?: number;
  format: 'png' | 'jpeg';
}

let fontFiles: string[] | undefined;

function fonts(): string[] {
  if (fontFiles) return fontFiles;
  const require = createRequire(import.meta.url);
  const dir = path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts');
  fontFiles = ['Regular', 'Bold'].map((weight) => path.join(dir, `NotoSansHans-${weight}.otf`));
  return fontFiles;
}

const chineseDate = (day: string) => day.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$1年$2月$3日');

interface Column {
  x: number;
  width: number;
}

/** Draws label–value rows down a column from `y`; a long value wraps under itself. Returns the SVG and the next row's y. */
function fieldRows(rows: [string, string][], column: Column, startY: number, layout: LicenceLayout) {
  const size = layout.fontSize;
  const rowGap = size * 1.9;
  const labelSpan = 5;
  let y = startY;
  let svg = '';
  for (const [label, value] of rows) {
    const labelWidth = layout.labels === 'spaced' ? (labelSpan + 1.2) * size : (ems(label) + 1.3) * size;
    svg +=
      layout.labels === 'spaced' ? spacedLabel(column.x, y, size, label, labelSpan) : textAt(column.x, y, size, `${label}：`);
    const lines = wrap(value, (column.width - labelWidth) / size);
    lines.forEach((line, i) => {
      svg += textAt(column.x + labelWidth, y + i * size * 1.45, size, line);
    });
    y += rowGap + (lines.length - 1) * size * 1.45;
  }
  return { svg, y };
}

function licenceSvg(licence: PrintedLicence, layout: LicenceLayout): { svg: string; width: number; height: number } {
  const width = layout.width;
  const landscape = layout.orientation === 'landscape';
  const height = Math.round(landscape ? width * (210 / 297) : width * (297 / 210));
  const short = Math.min(width, height);
  const margin = short * 0.035;
  const size = layout.fontSize;
  const top = margin * 2.6;
  let body = '';
  // The frame: a wide red band and a thin line inside it.
  body += `<rect x="${margin}" y="${margin}" width="${width - 2 * margin}" height="${height - 2 * margin}" fill="none" stroke="${RED}" stroke-width="${(margin * 0.45).toFixed(1)}"/>`;
  body += `<rect x="${margin * 1.6}" y="${margin * 1.6}" width="${width - 3.2 * margin}" height="${height - 3.2 * margin}" fill="none" stroke="${RED}" stroke-width="2"/>`;
  // The credit code at the top left, under its label.
  const small = Math.round(size * 0.85);
  body += textAt(margin * 2.4, top + small, small, '统一社会信用代码');
  body += textAt(margin * 2.4, top + small * 2.4, small, licence.creditCode, 'letter-spacing="1"');
  // The QR code at the top right, with its caption.
  const qrSide = Math.round(short * (landscape ? 0.17 : 0.2));
  if (layout.qr) {
    const qrX = width - margin * 2.4 - qrSide;
    body += qrCode(`http://www.gsxt.gov.cn/index.html?uniscid=${licence.creditCode}`, qrX, top, qrSide);
    const caption = Math.max(10, Math.round(size * 0.45));
    body += textAt(qrX - qrSide * 0.1, top + qrSide + caption * 1.4, caption, '扫描二维码登录“国家企业信用');
    body += textAt(qrX - qrSide * 0.1, top + qrSide + caption * 2.8, caption, '信息公示系统”了解更多信息');
  }
  // The title.
  const titleSize = Math.round(short * (landscape ? 0.085 : 0.065));
  const titleY = top + qrSide * (landscape ? 0.75 : 0.6) + titleSize * 0.4;
  // Letter spacing follows the last character too: half of it moves the centre back.
  body += `<text x="${width / 2 + titleSize * 0.25}" y="${titleY}" font-size="${titleSize}" font-family="${FAMILY}" font-weight="bold" fill="${RED}" text-anchor="middle" letter-spacing="${titleSize * 0.5}">营业执照</text>`;
  if (!landscape) body += textAt(width / 2 - size * 1.8, titleY + size * 1.8, size, '（副　本）');

  const fieldsTop = titleY + size * (landscape ? 3 : 4.2);
  const inner = width - margin * 2 * 2.4;
  const dates = { established: chineseDate(licence.establishmentDate) };
  if (landscape) {
    const left = { x: margin * 2.4 + inner * 0.02, width: inner * 0.5 };
    const right = { x: margin * 2.4 + inner * 0.55, width: inner * 0.44 };
    const l = fieldRows(
      [
        ['名称', licence.name],
        ['类型', licence.type],
        ['法定代表人', licence.legalPerson],
        ['经营范围', licence.scope],
      ],
      left,
      fieldsTop,
      layout,
    );
    const r = fieldRows(
      [
        ['注册资本', licence.capital],
        ['成立日期', dates.established],
        ['营业期限', licence.term],
        ['住所', licence.registeredAddress],
      ],
      right,
      fieldsTop,
      layout,
    );
    body += l.svg + r.svg;
  } else {
    const column = { x: margin * 2.4 + inner * 0.04, width: inner * 0.92 };
    body += fieldRows(
      [
        ['名称', licence.name],
        ['类型', licence.type],
        ['住所', licence.registeredAddress],
        ['法定代表人', licence.legalPerson],
        ['注册资本', licence.capital],
        ['成立日期', dates.established],
        ['营业期限', licence.term],
        ['经营范围', licence.scope],
      ],
      column,
      fieldsTop,
      layout,
    ).svg;
  }
  // The registering authority and the issue date under its seal, bottom right.
  const footY = height - margin * 2.4 - size * 1.2;
  const footX = width - margin * 2.4 - size * 9.5;
  body += textAt(footX - size * 5, footY - size * 1.6, size, '登记机关');
  body += textAt(footX, footY, size, chineseDate(licence.issuedOn));
  body += seal(footX + size * 3.2, footY - size * 1.8, size * 3.2, licence.authority);
  body += textAt(margin * 2.4, height - margin * 2.2, Math.round(size * 0.5), '国家市场监督管理总局监制');

  const page = layout.noise > 0 ? '#fbf8ef' : '#ffffff';
  const turned = layout.tilt ? ` transform="rotate(${layout.tilt} ${width / 2} ${height / 2})"` : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#ffffff"/><g${turned}><rect width="${width}" height="${height}" fill="${page}"/>${body}</g></svg>`;
  return { svg, width, height };
}

/** The licence as a PNG or JPEG of the layout's size. */
export function drawLicence(licence: PrintedLicence, layout: LicenceLayout): Buffer {
  const { svg, width, height } = licenceSvg(licence, layout);
  const rendered = new Resvg(svg, {
    font: { loadSystemFonts: false, fontFiles: fonts(), defaultFontFamily: FAMILY, sansSerifFamily: FAMILY },
    fitTo: { mode: 'original' },
    logLevel: 'off',
  }).render();
  const rgba = Buffer.from(rendered.pixels);
  if (layout.noise > 0) addNoise(rgba, width, height, layout.noise, seedOf(licence.creditCode));
  if (layout.format === 'jpeg') return jpeg.encode({ data: rgba, width, height }, 85).data;
  const png = new PNG({ width, height });
  rgba.copy(png.data);
  return PNG.sync.write(png);
}
