import { rmbUppercase } from '@hgsc/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { boxesOverlap, type InspectedPdf, inspectPdf, inspectPdfLayout, type PageLayout } from '../../../test/pdf-inspect.ts';
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
      '230,785.00',
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

  it(
    'prints quantities with the digits they need and money grouped by thousands, in the table and the text',
    async () => {
      const text = inspected.pages.map((page) => page.text).join('');
      // Goods table: 30.0000 吨 → 30, 5.5000 → 5.5; unit prices and amounts with separators.
      expect(text).toContain('1优等品≥99.9%槽车散装吨304,520.00135,600.00');
      expect(text).toContain('吨202,380.5047,610.00');
      expect(text).toContain('吨5.58,650.0047,575.00');
      expect(text).toContain('合计（含税）230,785.00');
      // The template's text: 人民币 {{totalAmount}} 元.
      expect(text).toContain('人民币230,785.00元');
      expect(text).not.toMatch(/\d\.0000/);
      expect(text).not.toContain('230785.00');

      const en = (await inspectPdf(await renderSalesContractPdf(sampleSalesContract({ language: 'en' })))).pages
        .map((page) => page.text)
        .join('');
      expect(en).toContain('US$230,785.00');
      expect(en).toContain('Total(US$)230,785.00');
      expect(en).toContain('304,520.00135,600.00');
      expect(en).not.toMatch(/\d\.0000/);
    },
    RENDER_TIMEOUT,
  );

  it(
    'prints the buyer’s remark of the order under the goods, in either language, and nothing when there is none',
    async () => {
      const remark = '请于工作日9:00-17:00送货，卸货需自备叉车';
      for (const [language, label] of [
        ['zh', '买方备注（交货要求）：'],
        ['en', "Buyer'sremarks(delivery):"],
      ] as const) {
        const base = sampleSalesContract({ language });
        const pages = (
          await inspectPdf(await renderSalesContractPdf({ ...base, delivery: { ...base.delivery, buyerRemark: remark } }))
        ).pages;
        expect(pages.map((page) => page.text).join(''), language).toContain(`${label}${remark.replace(/\s+/g, '')}`);
      }
      expect(inspected.pages.map((page) => page.text).join('')).not.toContain('买方备注');
    },
    RENDER_TIMEOUT,
  );

  describe('the signature block', () => {
    const signatures = {
      sellerSignature: {
        signerName: '李娜',
        signedAt: '2025-03-07 10:45:12',
        ip: '202.96.209.5',
        sealPng: sealPng('上海华谊化工贸易有限公司', '合同专用章'),
      },
      buyerSignature: {
        signerName: '赵敏',
        signedAt: '2025-03-07 11:02:40',
        ip: '2409:8a1e:6a5c:1f30:9d2b:3c4e:5f60:7a81',
        sealPng: sealPng('江苏恒瑞新材料科技股份有限公司', '合同专用章'),
      },
    };
    const lastPage = async (input: Parameters<typeof renderSalesContractPdf>[0]): Promise<PageLayout> => {
      const page = (await inspectPdfLayout(await renderSalesContractPdf(input))).at(-1);
      if (!page) throw new Error('no page');
      return page;
    };
    /** Text runs that share area (beyond a hair of rounding), each pair named. */
    const overlappingTexts = (page: PageLayout) =>
      page.texts.flatMap((a, i) =>
        page.texts
          .slice(i + 1)
          .filter((b) => boxesOverlap(shrink(a), shrink(b)))
          .map((b) => `${a.text} × ${b.text}`),
      );
    const shrink = (box: { x: number; y: number; width: number; height: number }) => ({
      x: box.x + 0.5,
      y: box.y + 0.5,
      width: Math.max(0, box.width - 1),
      height: Math.max(0, box.height - 1),
    });

    for (const language of ['zh', 'en'] as const) {
      it(
        `stamps each seal where it covers no text: not the account number, not the signing time (${language})`,
        async () => {
          const page = await lastPage(sampleSalesContract({ language, ...signatures }));
          expect(page.images).toHaveLength(2);
          const texts = page.texts.map((run) => run.text).join('');
          for (const expected of ['1001 2345 6789 0123 456', '2025-03-07 10:45:12', '2025-03-07 11:02:40', '李娜', '赵敏']) {
            expect(texts, expected).toContain(expected);
          }
          for (const image of page.images) {
            const covered = page.texts.filter((run) => boxesOverlap(image, run)).map((run) => run.text);
            expect(covered, `seal at ${JSON.stringify(image)}`).toEqual([]);
          }
          expect(overlappingTexts(page)).toEqual([]);
        },
        RENDER_TIMEOUT,
      );

      it(
        `keeps the seal's place for 待签署 apart from the party's lines when unsigned (${language})`,
        async () => {
          const page = await lastPage(sampleSalesContract({ language }));
          expect(page.images).toHaveLength(0);
          expect(overlappingTexts(page)).toEqual([]);
        },
        RENDER_TIMEOUT,
      );
    }
  });
});
