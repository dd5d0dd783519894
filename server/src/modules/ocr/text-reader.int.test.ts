import { afterAll, describe, expect, it } from 'vitest';
import { makeLicenceImage } from './licence-image.ts';
import { printedLicence } from './test-kit.ts';
import { LicenceTextReader, TextReadError } from './text-reader.ts';

describe('the OCR engine keeps its failures to the image that caused them', () => {
  const reader = new LicenceTextReader();
  afterAll(() => reader.close());

  it('rejects bytes it cannot read (the engine would otherwise throw where nothing catches it), then reads the next image on a fresh worker', async () => {
    const png = await makeLicenceImage({
      creditCode: '91310115271190002J',
      name: '上海识别化工有限公司',
      legalPerson: '周九',
      registeredAddress: '上海',
    });
    await expect(reader.read(png.subarray(0, 20))).rejects.toBeInstanceOf(TextReadError);
    await expect(reader.read(Buffer.from('not an image'))).rejects.toBeInstanceOf(TextReadError);
    const text = await reader.read(await printedLicence(['Credit Code', '91320506MA7JXH3K2K']));
    expect(text.replace(/\s/g, '')).toContain('MA7JXH3K2K');
  }, 90_000);

  it('fails every read waiting on a worker that is lost, not only the one that broke it', async () => {
    const good = await printedLicence(['Credit Code', '91320506MA7JXH3K2K']);
    const results = await Promise.allSettled([reader.read(Buffer.from([0x89, 0x50, 0x4e, 0x47])), reader.read(good)]);
    expect(results[0].status).toBe('rejected');
    // The good image either finished before the bad one broke the worker or was failed with it: never left hanging.
    expect(['fulfilled', 'rejected']).toContain(results[1].status);
    expect((await reader.read(good)).replace(/\s/g, '')).toContain('MA7JXH3K2K');
  }, 90_000);
});
