import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { translationStore } from './translation-store.ts';

async function instance() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'zh',
    fallbackLng: 'zh',
    keySeparator: false,
    resources: { zh: { translation: { 'home.hot': '热门商品' } } },
    showSupportNotice: false,
  });
  return i18n;
}

describe('translationStore', () => {
  it('keeps one snapshot while nothing changes', async () => {
    const store = translationStore(await instance());
    expect(store.snapshot()).toBe(store.snapshot());
    expect(store.snapshot().t('home.hot')).toBe('热门商品');
  });

  it('gives a new snapshot, and tells its listeners, when the language changes', async () => {
    const i18n = await instance();
    i18n.addResourceBundle('en', 'translation', { 'home.hot': 'Hot products' });
    const store = translationStore(i18n);
    const before = store.snapshot();
    let told = 0;
    store.subscribe(() => told++);
    await i18n.changeLanguage('en');
    expect(store.snapshot()).not.toBe(before);
    expect(store.snapshot().t('home.hot')).toBe('Hot products');
    expect(told).toBeGreaterThan(0);
  });

  it('gives a new snapshot when messages are added, and stops telling a listener that left', async () => {
    const i18n = await instance();
    const store = translationStore(i18n);
    let told = 0;
    const leave = store.subscribe(() => told++);
    i18n.addResources('zh', 'translation', { 'order.list': '订单列表' });
    expect(told).toBe(1);
    expect(store.snapshot().t('order.list')).toBe('订单列表');
    leave();
    i18n.addResources('zh', 'translation', { 'order.info': '订单详情' });
    expect(told).toBe(1);
  });
});
