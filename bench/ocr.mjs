// `npm run bench -- ocr` (or `node bench/ocr.mjs`): how well and how fast /ocr/upload reads business licences. Draws
// the sample licences of server/src/modules/ocr/licence-samples.ts (landscape and portrait, 900–2000 px, with and
// without a QR code, some noisy, tilted or JPEG), reads each one as the endpoint does (decode, QR, Chinese text, the
// credit code alone when needed), one at a time in this process, and compares every field with what was printed.
// No database, no build: the server's TypeScript is loaded through tsx. Writes bench/results/ocr-licence.md and .json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { ROOT } from './options.mjs';

register();
const ocr = path.join(ROOT, 'server/src/modules/ocr');
const { LICENCE_SAMPLES } = await import(path.join(ocr, 'licence-samples.ts'));
const { drawLicence } = await import(path.join(ocr, 'licence-drawing.ts'));
const { readLicence } = await import(path.join(ocr, 'read-licence.ts'));
const { parseLicenceText } = await import(path.join(ocr, 'licence-text.ts'));
const { decodePixels } = await import(path.join(ocr, 'pixels.ts'));
const { blankPage } = await import(path.join(ocr, 'test-kit.ts'));
const { CREDIT_CODE_READING, LICENCE_TEXT_READING, LicenceTextReader } = await import(path.join(ocr, 'text-reader.ts'));

const FIELDS = ['name', 'creditCode', 'legalPerson', 'registeredAddress', 'establishmentDate'];
const FIELD_TITLES = {
  name: '名称',
  creditCode: '信用代码',
  legalPerson: '法定代表人',
  registeredAddress: '住所',
  establishmentDate: '成立日期',
};
const outDir = path.join(ROOT, 'bench/results');
const seconds = (ms) => Math.round(ms) / 1000;
/** Spaces and the width of brackets are not what OCR is judged on. */
const same = (read, printed) =>
  read !== undefined && read.replace(/\s/g, '').replace(/\(/g, '（').replace(/\)/g, '）') === printed.replace(/\s/g, '');

/** A reader that keeps what it read and how long it took. */
function timed(reader) {
  const calls = [];
  return {
    calls,
    read: async (bytes) => {
      const started = performance.now();
      const text = await reader.read(bytes);
      calls.push({ ms: performance.now() - started, text });
      return text;
    },
  };
}

const readers = { text: new LicenceTextReader(LICENCE_TEXT_READING), code: new LicenceTextReader(CREDIT_CODE_READING) };
const rows = [];
const loadAtStart = os.loadavg()[0];
let engineStartMs = 0;
try {
  // Both workers started (their models loaded) before the first licence is timed, as in a server that has read one.
  const blank = await blankPage();
  const started = performance.now();
  await Promise.all([readers.text.read(blank), readers.code.read(blank)]);
  engineStartMs = performance.now() - started;

  for (const { id, licence, layout } of LICENCE_SAMPLES) {
    const bytes = drawLicence(licence, layout);
    const text = timed(readers.text);
    const code = timed(readers.code);
    const started = performance.now();
    const pixels = decodePixels(bytes, layout.format === 'png' ? 'image/png' : 'image/jpeg');
    const result = await readLicence({ bytes, pixels }, { text, code }, (error) => console.error(id, error));
    const totalMs = performance.now() - started;
    const printedText = text.calls[0]?.text ?? '';
    const fromText = parseLicenceText(printedText);
    const row = {
      id,
      layout,
      height: pixels.height,
      bytes: bytes.length,
      fields: Object.fromEntries(
        FIELDS.map((field) => [
          field,
          {
            printed: licence[field],
            read: result.fields[field],
            source: result.sources[field],
            right: same(result.fields[field], licence[field]),
          },
        ]),
      ),
      creditCodeFromChineseText: same(fromText.creditCode, licence.creditCode),
      seconds: {
        total: seconds(totalMs),
        chinese: seconds(text.calls[0]?.ms ?? 0),
        code: seconds(code.calls[0]?.ms ?? 0),
        decodeAndQr: seconds(totalMs - (text.calls[0]?.ms ?? 0) - (code.calls[0]?.ms ?? 0)),
      },
      chineseText: printedText,
    };
    rows.push(row);
    const marks = FIELDS.map((f) => (row.fields[f].right ? '✓' : '✗')).join('');
    console.log(`${id}: ${marks} ${row.seconds.total} s`);
  }
} finally {
  await Promise.all([readers.text.close(), readers.code.close()]);
}

const require = createRequire(path.join(ROOT, 'server/package.json'));
const versionOf = (name) => JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;
const totals = Object.fromEntries(FIELDS.map((f) => [f, rows.filter((r) => r.fields[f].right).length]));
const times = rows.map((r) => r.seconds.total).sort((a, b) => a - b);
const report = {
  startedAt: new Date().toISOString(),
  machine: {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.availableParallelism(),
    node: process.version,
    loadAverage: { start: Math.round(loadAtStart * 100) / 100, end: Math.round(os.loadavg()[0] * 100) / 100 },
  },
  engine: {
    'tesseract.js': versionOf('tesseract.js'),
    '@tesseract.js-data/chi_sim': versionOf('@tesseract.js-data/chi_sim'),
    '@tesseract.js-data/eng': versionOf('@tesseract.js-data/eng'),
    startSeconds: seconds(engineStartMs),
  },
  images: rows.length,
  totals: {
    fields: totals,
    allFieldsRight: rows.filter((r) => FIELDS.every((f) => r.fields[f].right)).length,
    creditCodeFromChineseText: rows.filter((r) => r.creditCodeFromChineseText).length,
    seconds: {
      sum: seconds(times.reduce((a, b) => a + b, 0) * 1000),
      mean: seconds((times.reduce((a, b) => a + b, 0) / times.length) * 1000),
      median: times[Math.floor(times.length / 2)],
      max: times.at(-1),
      chineseMean: seconds((rows.reduce((sum, r) => sum + r.seconds.chinese, 0) / rows.length) * 1000),
      decodeAndQrMean: seconds((rows.reduce((sum, r) => sum + r.seconds.decodeAndQr, 0) / rows.length) * 1000),
    },
  },
  rows,
};
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'ocr-licence.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(path.join(outDir, 'ocr-licence.md'), markdown(report));
console.log(`\nresults: ${path.join(outDir, 'ocr-licence.md')} and ocr-licence.json`);

function markdown(r) {
  const n = r.images;
  const cell = (f) => (f.right ? `✓${f.source === 'qr' ? ' (QR)' : ''}` : f.read ? `✗ ${f.read}` : '— not read');
  const lines = [
    '# Business licence OCR',
    '',
    `${r.startedAt} · ${r.machine.cores} cores (${r.machine.cpu}) · load ${r.machine.loadAverage.start} → ${r.machine.loadAverage.end} · Node ${r.machine.node} · tesseract.js ${r.engine['tesseract.js']}, ` +
      `chi_sim and eng 4.0.0_best_int (LSTM) from @tesseract.js-data · \`npm run bench -- ocr\``,
    '',
    `${n} generated licences (server/src/modules/ocr/licence-samples.ts), each read as POST /ocr/upload reads it: ` +
      'the QR code (a link carrying the credit code, as on real licences), the Chinese text, then the credit code alone ' +
      'with the English model when the Chinese text gave none. ✓ read as printed (spaces and bracket width aside), ✗ read ' +
      'otherwise, — not read (the form asks for it). Seconds per image: decoding and every pass, one image at a time, after ' +
      `the engine has started (both models loaded: ${r.engine.startSeconds} s, once per process).`,
    '',
    '## Totals',
    '',
    '| field | right | of |',
    '|---|---|---|',
    ...FIELDS.map((f) => `| ${FIELD_TITLES[f]} (${f}) | ${r.totals.fields[f]} | ${n} |`),
    `| every field of the image right | ${r.totals.allFieldsRight} | ${n} |`,
    `| credit code read from the Chinese text alone (QR and English pass aside) | ${r.totals.creditCodeFromChineseText} | ${n} |`,
    '',
    `Seconds per image: mean ${r.totals.seconds.mean}, median ${r.totals.seconds.median}, max ${r.totals.seconds.max}; ` +
      `${r.totals.seconds.sum} s for the ${n}. Of which, per image on average: decoding and the QR search ${r.totals.seconds.decodeAndQrMean} s, ` +
      `the Chinese text ${r.totals.seconds.chineseMean} s.`,
    '',
    '## Per image',
    '',
    `| image | layout | size (px) | text (px) | labels | QR | format, noise, tilt | ${FIELDS.map((f) => FIELD_TITLES[f]).join(' | ')} | seconds: all (decode + QR, Chinese text, code alone) |`,
    `|---|---|---|---|---|---|---|${FIELDS.map(() => '---').join('|')}|---|`,
    ...r.rows.map((row) => {
      const l = row.layout;
      const layout = l.orientation === 'landscape' ? '横版 landscape' : '竖版 portrait';
      const form = [l.format, `noise ${l.noise}`, l.tilt ? `tilt ${l.tilt}°` : null].filter(Boolean).join(', ');
      const time = `${row.seconds.total} (${row.seconds.decodeAndQr} + ${row.seconds.chinese} + ${row.seconds.code})`;
      return `| ${row.id} | ${layout} | ${l.width}×${row.height} | ${l.fontSize} | ${l.labels} | ${l.qr ? 'yes' : 'no'} | ${form} | ${FIELDS.map((f) => cell(row.fields[f])).join(' | ')} | ${time} |`;
    }),
    '',
  ];
  return lines.join('\n');
}
