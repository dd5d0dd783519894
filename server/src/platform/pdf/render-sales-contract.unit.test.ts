import { rmbUppercase } from '@hgsc/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type InspectedPdf, inspectPdf } from '../../../test/pdf-inspect.ts';
import { sealPng } from '../../modules/seal/seal-image.ts';
import { sha256Hex } from '../security/hashing.ts';
import { renderSalesContractPdf } from './render-sales-contract.ts';
import { sampleSalesContract } from './sales-contract.fixture.ts';

const RENDER_TIMEOUT = 30_000;

describe('renderSalesContractPdf', () => {
  let unsigned: Buffer;
  let inspected: InspectedPdf;

  beforeAll(async () => {
    unsigned = await renderSalesContractPdf(sampleSalesContract());
    inspected = await inspectPdf(unsigned);
  }, RENDER_TIMEOUT);

  it('is a PDF that parses, with page numbers on every page', () => {
    expect(unsigned.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(inspected.pageCount).toBeGreaterThanOrEqual(2);
    inspected.pages.forEach((page, index) => {
      expect(page.text).toContain(`第${index + 1}页共${inspected.pageCount}页`);
      expect(page.text).toContain('合同编号：HT202503070001');
    });
  });

  it('shows the parties, the goods, the CAS numbers and the amount in capitals', () => {
    const text = inspected.pages.map((page) => page.text).join('');
    for (const expected of [
      '化工产品买卖合同',
      '上海华谊化工贸易有限公司',
      '江苏恒瑞新材料科技股份有限公司',
      '91310115MA1K3YJ12X',
      '乙二醇（MEG，聚酯级）',
      '107-21-1',
      '67-56-1',
      '100-42-5',
      '230785.00',
      `人民币${rmbUppercase('230785.00')}`,
      '危险化学品特别约定',
      'UN2055',
      '待签署',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it(
    'stamps each signed party’s seal as an image on the signature page',
    async () => {
      expect(inspected.pages.every((page) => page.imageCount === 0)).toBe(true);
      const signed = await renderSalesContractPdf(
        sampleSalesContract({
          sellerSignature: {
            signerName: '李娜',
            signedAt: '2025-03-07 10:45:12',
            ip: '202.96.209.5',
            sealPng: sealPng('上海华谊化工贸易有限公司', '合同专用章'),
          },
          buyerSignature: {
            signerName: '赵敏',
            signedAt: '2025-03-07 11:02:40',
            sealPng: sealPng('江苏恒瑞新材料科技股份有限公司', '合同专用章'),
          },
        }),
      );
      const pages = (await inspectPdf(signed)).pages;
      expect(pages.at(-1)?.imageCount).toBe(2);
      expect(pages.at(-1)?.text).toContain('签署时间：2025-03-0711:02:40');
      expect(pages.at(-1)?.text).not.toContain('待签署');
    },
    RENDER_TIMEOUT,
  );

  it(
    'gives the same bytes for the same input and different bytes otherwise',
    async () => {
      const again = await renderSalesContractPdf(sampleSalesContract());
      expect(sha256Hex(again)).toBe(sha256Hex(unsigned));
      const changed = await renderSalesContractPdf(sampleSalesContract({ totalAmount: '230785.01' }));
      expect(sha256Hex(changed)).not.toBe(sha256Hex(unsigned));
    },
    RENDER_TIMEOUT,
  );

  it(
    'breaks a long goods table across pages',
    async () => {
      const base = sampleSalesContract();
      const items = Array.from({ length: 40 }, (_, i) => ({
        ...(base.items[i % 3] ?? base.items[0]!),
        productName: `产品${i + 1}号 ${base.items[i % 3]?.productName}`,
      }));
      const pages = (await inspectPdf(await renderSalesContractPdf({ ...base, items }))).pages;
      const withGoods = pages.filter((page) => page.text.includes('产品名称'));
      expect(withGoods.length).toBeGreaterThan(1);
      expect(pages.map((page) => page.text).join('')).toContain('产品40号');
    },
    RENDER_TIMEOUT,
  );
});
