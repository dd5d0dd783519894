import { describe, expect, it } from 'vitest';
import { divisions } from './divisions.ts';
import { englishPlaceName, englishPlaceNames } from './english-names.ts';

describe('cities and districts in English', () => {
  it('romanise the name as one word and put the kind of division in English', () => {
    expect(englishPlaceName('苏州市')).toBe('Suzhou');
    expect(englishPlaceName('金山区')).toBe('Jinshan District');
    expect(englishPlaceName('张家港市')).toBe('Zhangjiagang');
    expect(englishPlaceName('沛县')).toBe('Pei County');
    expect(englishPlaceName('浦东新区')).toBe('Pudong New Area');
    expect(englishPlaceName('锡林郭勒盟')).toBe('Xilingol League');
    expect(englishPlaceName('阿克苏地区')).toBe('Akesu Prefecture');
    expect(englishPlaceName('黄石港区')).toBe('Huangshigang District');
  });

  it('mark syllables that start with a vowel and read places as places are read', () => {
    expect(englishPlaceName('西安市')).toBe("Xi'an");
    expect(englishPlaceName('六安市')).toBe("Lu'an");
    expect(englishPlaceName('重庆市')).toBe('Chongqing');
    expect(englishPlaceName('江都区')).toBe('Jiangdu District');
    expect(englishPlaceName('乐清市')).toBe('Yueqing');
    expect(englishPlaceName('哈尔滨市')).toBe('Harbin');
    expect(englishPlaceName('乌鲁木齐县')).toBe('Urumqi County');
  });

  it('name autonomous divisions after their peoples', () => {
    expect(englishPlaceName('大理白族自治州')).toBe('Dali Bai Autonomous Prefecture');
    expect(englishPlaceName('黔东南苗族侗族自治州')).toBe('Qiandongnan Miao and Dong Autonomous Prefecture');
    expect(englishPlaceName('金平苗族瑶族傣族自治县')).toBe('Jinping Miao, Yao and Dai Autonomous County');
    expect(englishPlaceName('长白朝鲜族自治县')).toBe('Changbai Korean Autonomous County');
    expect(englishPlaceName('伊犁哈萨克自治州')).toBe('Ili Kazak Autonomous Prefecture');
    expect(englishPlaceName('东乡族自治县')).toBe('Dongxiang Autonomous County');
  });

  it('name development zones after the places they lie in', () => {
    expect(englishPlaceName('苏州工业园区')).toBe('Suzhou Industrial Park');
    expect(englishPlaceName('河北唐山芦台经济开发区')).toBe('Hebei Tangshan Lutai Economic Development Zone');
    expect(englishPlaceName('内蒙古阿拉善高新技术产业开发区')).toBe('Inner Mongolia Alxa High-tech Industrial Development Zone');
  });

  it('leave out the groupings that are no place', () => {
    for (const grouping of ['县', '市辖区', '省直辖县级行政区划']) expect(englishPlaceName(grouping)).toBe('');
  });

  it('name every city and district the place lists offer, in Latin letters, Hong Kong’s by its own names', () => {
    const names = englishPlaceNames();
    const { provinces, citiesOf, areasOf } = divisions();
    let count = 0;
    for (const province of provinces) {
      for (const city of citiesOf.get(province.code) ?? []) {
        for (const place of [city, ...(areasOf.get(city.code) ?? [])]) {
          const english = names[`${province.name}${place.name}`] ?? names[place.name];
          expect(english, place.name).toBeDefined();
          if (english) expect(english, place.name).toMatch(/^\p{Lu}[\p{Script=Latin} ',-]*$/u);
          count += 1;
        }
      }
    }
    expect(count).toBeGreaterThan(3000);
    expect(names.香港特别行政区东区).toBe('Eastern District');
    expect(names.东区).toBe('Dong District');
    expect(names.香港特别行政区).toBe('Hong Kong');
  });
});
