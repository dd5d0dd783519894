import { describe, expect, it } from 'vitest';
import { translate } from './i18n/index.ts';
import { addressWords, gradeWords, placeWords, provinceWords, unitWords } from './market-words.ts';

describe('the market’s words in English', () => {
  it('name units, singular for one and plural otherwise, and leave Chinese as written', () => {
    expect(unitWords('吨', 'en', '1,000')).toBe('t');
    expect(unitWords('千克', 'en', 25)).toBe('kg');
    expect(unitWords('桶', 'en', 1)).toBe('drum');
    expect(unitWords('桶', 'en', '1.00')).toBe('drum');
    expect(unitWords('桶', 'en', '2')).toBe('drums');
    expect(unitWords('桶', 'en')).toBe('drum');
    expect(unitWords('桶', 'zh', 2)).toBe('桶');
    expect(unitWords('托盘', 'en', 2)).toBe('托盘');
  });

  it('translate grades word by word, keeping codes', () => {
    expect(gradeWords('优等品', 'en')).toBe('Premium');
    expect(gradeWords('工业级 优等品', 'en')).toBe('Industrial grade premium');
    expect(gradeWords('SG-5 电石法', 'en')).toBe('SG-5 carbide process');
    expect(gradeWords('分析纯', 'zh')).toBe('分析纯');
  });

  it('name provinces by their English names, whatever suffix they carry', () => {
    expect(provinceWords('江苏省', 'en')).toBe('Jiangsu');
    expect(provinceWords('上海市', 'en')).toBe('Shanghai');
    expect(provinceWords('广西壮族自治区', 'en')).toBe('Guangxi');
    expect(provinceWords('新疆维吾尔自治区', 'en')).toBe('Xinjiang');
    expect(provinceWords('香港特别行政区', 'en')).toBe('Hong Kong');
    expect(provinceWords('江苏省', 'zh')).toBe('江苏省');
  });

  it('name cities and districts by the server’s table, a municipality once and a grouping not at all', () => {
    const names = { 苏州市: 'Suzhou', 吴中区: 'Wuzhong District', 上海市: 'Shanghai', 金山区: 'Jinshan District', 县: '' };
    expect(placeWords({ province: '江苏省', city: '苏州市', area: '吴中区' }, 'en', names)).toEqual([
      'Jiangsu',
      'Suzhou',
      'Wuzhong District',
    ]);
    expect(placeWords({ province: '上海市', city: '上海市', area: '金山区' }, 'en', names)).toEqual([
      'Shanghai',
      'Jinshan District',
    ]);
    expect(placeWords({ province: '重庆市', city: '县', area: '城口县' }, 'en', names)).toEqual(['Chongqing', '城口县']);
    expect(placeWords({ province: '香港特别行政区', area: '东区' }, 'en', { 香港特别行政区东区: 'Eastern District' })).toEqual([
      'Hong Kong',
      'Eastern District',
    ]);
    expect(placeWords({ province: '江苏省', city: '苏州市', area: '吴中区' }, 'zh', names)).toEqual([
      '江苏省',
      '苏州市',
      '吴中区',
    ]);
  });

  it('write a whole address largest first in Chinese and smallest first in English', () => {
    const address = { province: '上海市', city: '上海市', area: '金山区', detail: '卫零路 88 号' };
    expect(addressWords(address, 'zh')).toBe('上海市金山区卫零路 88 号');
    expect(addressWords(address, 'en', { 上海市: 'Shanghai', 金山区: 'Jinshan District' })).toBe(
      '卫零路 88 号, Jinshan District, Shanghai',
    );
  });

  it('fill a server message’s unit in its language, agreeing with its quantity', () => {
    expect(translate('cart.belowMin', 'en', { min: '1', unit: '桶' })).toBe(
      'The quantity cannot be below the minimum order of 1 drum',
    );
    expect(translate('cart.overStock', 'en', { stock: '30', unit: '桶' })).toBe(
      'The quantity cannot exceed the stock of 30 drums',
    );
    expect(translate('cart.belowMin', 'zh', { min: '2', unit: '桶' })).toContain('2');
    expect(translate('cart.belowMin', 'zh', { min: '2', unit: '桶' })).toContain('桶');
  });
});
