import { describe, expect, it } from 'vitest';
import { fullAddress, parseShopId, regionText } from './shop-context.ts';

describe('parseShopId', () => {
  it('accepts positive whole numbers only', () => {
    expect(parseShopId('12')).toBe(12);
    expect(parseShopId('0')).toBeUndefined();
    expect(parseShopId('-3')).toBeUndefined();
    expect(parseShopId('abc')).toBeUndefined();
    expect(parseShopId(undefined)).toBeUndefined();
  });
});

describe('regionText', () => {
  it('joins the levels and drops a repeated name', () => {
    expect(regionText({ provinceName: '江苏省', cityName: '南京市', areaName: '鼓楼区' })).toBe('江苏省 南京市 鼓楼区');
    expect(regionText({ provinceName: '天津市', cityName: '天津市', areaName: '滨海新区' })).toBe('天津市 滨海新区');
    expect(regionText({ provinceName: '', cityName: '', areaName: '' })).toBe('');
  });
});

describe('fullAddress', () => {
  const region = { provinceName: '江苏省', cityName: '苏州市', areaName: '吴中区' };
  it('puts the region before the street address', () => {
    expect(fullAddress({ ...region, address: '吴中大道 1188 号' })).toBe('江苏省 苏州市 吴中区 吴中大道 1188 号');
  });
  it('does not repeat a region the street address already holds', () => {
    expect(fullAddress({ ...region, address: '江苏省苏州市吴中区吴中大道 1188 号' })).toBe('江苏省苏州市吴中区吴中大道 1188 号');
  });
  it('answers the region alone without a street address', () => {
    expect(fullAddress({ ...region, address: null })).toBe('江苏省 苏州市 吴中区');
  });
  it('names the region in English, the street first', () => {
    const names = { 苏州市: 'Suzhou', 吴中区: 'Wuzhong District' };
    expect(regionText(region, 'en', names)).toBe('Jiangsu Suzhou Wuzhong District');
    expect(fullAddress({ ...region, address: '吴中大道 1188 号' }, 'en', names)).toBe(
      '吴中大道 1188 号, Wuzhong District, Suzhou, Jiangsu',
    );
  });
});
