import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, TINY_GIF, tinyPdf } from '../../../test/files.ts';
import { createTestApp, createUser, errorOf, newCreditCode, type TestApp, tokenFor } from '../../../test/harness.ts';
import { makeLicenceImage } from './licence-image.ts';
import { OCR_LIMIT } from './recognize-licence.ts';
import { blankPage, printedLicence, sampleLicence } from './test-kit.ts';

const require = createRequire(import.meta.url);
const bmp: { encode(image: { data: Buffer; width: number; height: number }): { data: Buffer } } = require('bmp-js');
const { PNG } = require('pngjs') as typeof import('pngjs');

/** The PNG as a 24-bit BMP (bmp-js wants ABGR pixels). */
function pngToBmp(png: Buffer): Buffer {
  const image = PNG.sync.read(png);
  const abgr = Buffer.alloc(image.width * image.height * 4);
  for (let i = 0; i < abgr.length; i += 4) {
    abgr[i] = 255;
    abgr[i + 1] = image.data[i + 2] ?? 0;
    abgr[i + 2] = image.data[i + 1] ?? 0;
    abgr[i + 3] = image.data[i] ?? 0;
  }
  return bmp.encode({ data: abgr, width: image.width, height: image.height }).data;
}

describe('licence OCR (POST /ocr/upload)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await tokenFor(t, (await createUser(t)).id);
  });
  afterAll(() => t.close());

  const read = (data: Buffer, contentType = 'image/png', tk: string | null = token) =>
    t.call({
      method: 'POST',
      url: '/api/ocr/upload',
      ...multipart({ filename: 'licence', contentType, data }),
      ...(tk ? { token: tk } : {}),
    });

  const facts = {
    creditCode: newCreditCode(),
    name: '上海识别化工有限公司',
    legalPerson: '周九',
    registeredAddress: '上海市浦东新区张江路 88 号',
    establishmentDate: '2015-03-08',
  };

  it('reads every field a licence QR code carries', async () => {
    const res = await read(await makeLicenceImage(facts));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      msg: '识别完成，请核对识别结果并补全其余信息',
      data: {
        fields: facts,
        missing: [],
        sources: { creditCode: 'qr', name: 'qr', legalPerson: 'qr', registeredAddress: 'qr', establishmentDate: 'qr' },
      },
    });
  });

  it('reads the QR code of a BMP scan too', async () => {
    const res = await read(pngToBmp(await makeLicenceImage(facts)), 'image/bmp');
    expect(res.json().data.fields.creditCode).toBe(facts.creditCode);
  });

  it('reads the printed credit code by OCR, offline, and lists the fields still to type', async () => {
    // Fixed codes keep the run repeatable; this one ends in a J, which the English model reads as 7.
    const code = '91310115271190002J';
    const res = await read(await printedLicence(['Unified Social Credit Code', code]));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      fields: { creditCode: code },
      missing: ['name', 'legalPerson', 'registeredAddress', 'establishmentDate'],
      sources: { creditCode: 'text' },
    });
    // A JPEG photo of the same page.
    const other = '91320506MA7JXH3K2K';
    const jpeg = await read(await printedLicence(['Credit Code:', other], 'jpeg'), 'image/jpeg');
    expect(jpeg.json().data.fields.creditCode).toBe(other);
  }, 60_000);

  it('reads every field of a printed Chinese licence from its text: name, credit code, legal person, address, establishment date', async () => {
    const { licence, image } = sampleLicence('ningbo-colon-jpeg');
    const res = await read(image, 'image/jpeg');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      fields: {
        name: licence.name,
        creditCode: licence.creditCode,
        legalPerson: licence.legalPerson,
        registeredAddress: licence.registeredAddress,
        establishmentDate: licence.establishmentDate,
      },
      missing: [],
      sources: { name: 'text', creditCode: 'text', legalPerson: 'text', registeredAddress: 'text', establishmentDate: 'text' },
    });
  }, 60_000);

  it('takes the credit code from the QR code of a portrait licence and the rest from its text', async () => {
    const { licence, image } = sampleLicence('nanjing-portrait');
    const res = await read(image);
    expect(res.json().data).toMatchObject({
      fields: {
        name: licence.name,
        creditCode: licence.creditCode,
        legalPerson: licence.legalPerson,
        registeredAddress: licence.registeredAddress,
        establishmentDate: licence.establishmentDate,
      },
      sources: { creditCode: 'qr', name: 'text', establishmentDate: 'text' },
    });
  }, 60_000);

  it('does not offer a printed code whose check digit is wrong', async () => {
    // Fixed, and free of characters OCR repairs (7, I, O, S, Z, V), so no repaired reading can turn valid.
    const wrong = '91320506MA1K8LXH30';
    const res = await read(await printedLicence([wrong]));
    expect(res.json().data.fields).toEqual({});
    expect(res.json().data.missing).toContain('creditCode');
  }, 60_000);

  it('answers an image without a code with every field missing', async () => {
    const res = await read(await blankPage());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      msg: '未能从图片中识别出营业执照信息，请手动填写',
      data: { fields: {}, missing: ['name', 'creditCode', 'legalPerson', 'registeredAddress', 'establishmentDate'], sources: {} },
    });
  }, 60_000);

  it('refuses an image that does not decode in full (400) and keeps serving: a truncated PNG, a corrupt JPEG, a BMP cut short', async () => {
    const png = await makeLicenceImage(facts);
    const corruptJpeg = Buffer.from(await printedLicence(['x'], 'jpeg'));
    corruptJpeg.fill(0x41, 200, corruptJpeg.length - 2);
    const cases: [Buffer, string][] = [
      [png.subarray(0, 20), 'image/png'],
      [png.subarray(0, png.length / 2), 'image/png'],
      [corruptJpeg, 'image/jpeg'],
      [pngToBmp(png).subarray(0, 100), 'image/bmp'],
    ];
    for (const [bytes, type] of cases) {
      expect(errorOf(await read(bytes, type))).toMatchObject({
        status: 400,
        field: 'file',
        msg: '图片无法读取，请上传完整、清晰的营业执照图片（不超过 4000 万像素）',
      });
    }
    const after = await read(png);
    expect(after.json().data.fields.creditCode).toBe(facts.creditCode);
  }, 60_000);

  it('takes only images (415), needs a file (400) and a login (401)', async () => {
    expect(errorOf(await read(TINY_GIF, 'image/gif'))).toMatchObject({
      status: 415,
      msg: '上传图片格式不对!上传图片只能是 jpg、jpeg、png 格式',
    });
    expect(errorOf(await read(tinyPdf(), 'application/pdf'))).toMatchObject({ status: 415 });
    const empty = await t.call({ method: 'POST', url: '/api/ocr/upload', token, payload: {} });
    expect(errorOf(empty)).toMatchObject({ status: 400, field: 'file' });
    expect(errorOf(await read(await blankPage(), 'image/png', null))).toMatchObject({ status: 401 });
    expect(errorOf(await read(await blankPage(), 'image/png', 'bad-token'))).toMatchObject({ status: 401, code: 'E_300' });
  });

  it('limits how often one user may have licences read (429), without counting other users', async () => {
    const busy = await tokenFor(t, (await createUser(t)).id);
    const blank = TINY_GIF;
    for (let i = 0; i < OCR_LIMIT.perWindow; i++) expect((await read(blank, 'image/gif', busy)).statusCode).not.toBe(429);
    const refused = await read(blank, 'image/gif', busy);
    expect(errorOf(refused)).toMatchObject({ status: 429 });
    expect((await read(blank, 'image/gif', token)).statusCode).not.toBe(429);
  });
});
