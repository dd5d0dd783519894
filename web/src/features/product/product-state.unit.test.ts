import { productUpdateBody } from '@hgsc/contracts';
import { describe, expect, it } from 'vitest';
import { sampleProduct } from './product-fixture.ts';
import { submitBodyOf } from './product-form.ts';
import { actionsFor, isProductTab, rowOfOwnProduct, rowOfProduct, TAB_LISTS, tabOf } from './product-state.ts';

describe('actionsFor: row actions allowed by state only', () => {
  it('a draft or a rejected product is edited, submitted, repriced', () => {
    expect(actionsFor({ auditStatus: null, publishStatus: 0, showcase: false })).toEqual(['edit', 'submit', 'price']);
    expect(actionsFor({ auditStatus: 2, publishStatus: 0, showcase: false })).toEqual(['edit', 'submit', 'price']);
  });

  it('a product under review can only be withdrawn', () => {
    expect(actionsFor({ auditStatus: 0, publishStatus: 0, showcase: false })).toEqual(['revoke']);
  });

  it('an approved product goes on shelf; on shelf it goes off, into or out of the showcase', () => {
    expect(actionsFor({ auditStatus: 1, publishStatus: 0, showcase: false })).toEqual(['edit', 'up', 'price']);
    expect(actionsFor({ auditStatus: 1, publishStatus: 1, showcase: false })).toEqual(['edit', 'down', 'price', 'show']);
    expect(actionsFor({ auditStatus: 1, publishStatus: 1, showcase: true })).toEqual(['edit', 'down', 'price', 'hide']);
    // The all-states list does not say whether it is shown.
    expect(actionsFor({ auditStatus: 1, publishStatus: 1, showcase: null })).toEqual(['edit', 'down', 'price']);
  });
});

describe('tabs', () => {
  it('name the tab of every state', () => {
    expect(tabOf({ auditStatus: null, publishStatus: 0 })).toBe('draft');
    expect(tabOf({ auditStatus: 0, publishStatus: 0 })).toBe('pending');
    expect(tabOf({ auditStatus: 2, publishStatus: 0 })).toBe('rejected');
    expect(tabOf({ auditStatus: 1, publishStatus: 1 })).toBe('onShelf');
    expect(tabOf({ auditStatus: 1, publishStatus: 0 })).toBe('offShelf');
  });

  it('map to the list calls and filters of the server', () => {
    expect(TAB_LISTS.pending).toEqual({ list: 'audit', filter: { state: '0' } });
    expect(TAB_LISTS.offShelf).toEqual({ list: 'sale', filter: { publishStatus: 0 } });
    expect(TAB_LISTS.draft).toEqual({ list: 'audit', filter: { state: 'draft' } });
  });

  it('accept only known tab names from the address', () => {
    expect(isProductTab('onShelf')).toBe(true);
    expect(isProductTab('sold')).toBe(false);
    expect(isProductTab(null)).toBe(false);
  });
});

describe('rows', () => {
  it('take the cover from the first image and keep the showcase only where the list says it', () => {
    const row = rowOfProduct(sampleProduct({ showcase: true }));
    expect(row.coverUrl).toBe('/api/seeView?key=a.png');
    expect(row.showcase).toBe(true);
    const own = rowOfOwnProduct({ ...sampleProduct(), categoryName: '甲醇', coverUrl: null, publishedAt: null });
    expect(own.showcase).toBeNull();
  });
});

describe('submitBodyOf', () => {
  it('sends the stored product unchanged with submit: true, valid for /product/update', () => {
    const body = submitBodyOf(sampleProduct({ warehouse: null, grade: null }));
    expect(body).toMatchObject({
      id: 42,
      categoryId: 12,
      submit: true,
      unNumber: 'UN1230',
      hazardClass: '3',
      sdsFileKey: 'sds.pdf',
    });
    expect(body.grade).toBeUndefined();
    expect(productUpdateBody.safeParse(body).success).toBe(true);
  });
});
