import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

describe('places', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = async (url: string, query: Record<string, string> = {}) => {
    const res = await t.call({ method: 'GET', url, query });
    return { status: res.statusCode, body: res.json() };
  };
  type Place = { code: string; name: string };
  const names = (list: Place[]) => list.map((p) => p.name);

  it('lists the 34 province-level divisions without login, incl. 台湾, 香港 and 澳门', async () => {
    const { status, body } = await get('/api/province/list');
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, success: true });
    expect(body.data).toHaveLength(34);
    expect(body.data[0]).toEqual({ code: '110000', name: '北京市' });
    expect(body.data).toEqual(
      expect.arrayContaining([
        { code: '440000', name: '广东省' },
        { code: '710000', name: '台湾省' },
        { code: '810000', name: '香港特别行政区' },
        { code: '820000', name: '澳门特别行政区' },
      ]),
    );
  });

  it('lists the cities of a province and the districts of a city', async () => {
    const cities = await get('/api/city/list', { provinceCode: '440000' });
    expect(cities.status).toBe(200);
    expect(cities.body.data).toHaveLength(21);
    expect(cities.body.data).toContainEqual({ code: '440300', name: '深圳市' });
    const areas = await get('/api/area/list', { cityCode: '440300' });
    expect(areas.body.data).toContainEqual({ code: '440305', name: '南山区' });
    expect(names(areas.body.data)).toEqual(expect.arrayContaining(['福田区', '罗湖区', '宝安区', '龙岗区']));
  });

  it('accepts `code` as the parameter name too', async () => {
    const cities = await get('/api/city/list', { code: '440000' });
    expect(cities.body.data).toContainEqual({ code: '440300', name: '深圳市' });
    const areas = await get('/api/area/list', { code: '440300' });
    expect(areas.body.data).toContainEqual({ code: '440305', name: '南山区' });
  });

  it('gives municipalities their own city level', async () => {
    for (const [province, city, name, district] of [
      ['110000', '110100', '北京市', '朝阳区'],
      ['120000', '120100', '天津市', '滨海新区'],
      ['310000', '310100', '上海市', '浦东新区'],
    ] as const) {
      const cities = await get('/api/city/list', { provinceCode: province });
      expect(cities.body.data).toEqual([{ code: city, name }]);
      const areas = await get('/api/area/list', { cityCode: city });
      expect(areas.body.data.length).toBe(16);
      expect(names(areas.body.data)).toContain(district);
    }
    const chongqing = await get('/api/city/list', { provinceCode: '500000' });
    expect(chongqing.body.data).toEqual([
      { code: '500100', name: '重庆市' },
      { code: '500200', name: '县' },
    ]);
    expect(names((await get('/api/area/list', { cityCode: '500100' })).body.data)).toContain('渝中区');
    expect(names((await get('/api/area/list', { cityCode: '500200' })).body.data)).toContain('城口县');
  });

  it('lists county-level cities administered by the province', async () => {
    const henan = await get('/api/city/list', { provinceCode: '410000' });
    expect(henan.body.data).toContainEqual({ code: '419000', name: '省直辖县级行政区划' });
    expect((await get('/api/area/list', { cityCode: '419000' })).body.data).toEqual([{ code: '419001', name: '济源市' }]);
    const hubei = await get('/api/area/list', { cityCode: '429000' });
    expect(names(hubei.body.data)).toEqual(expect.arrayContaining(['仙桃市', '潜江市', '天门市', '神农架林区']));
  });

  it('lets cities without districts and the special regions complete a three-level choice', async () => {
    expect((await get('/api/area/list', { cityCode: '441900' })).body.data).toEqual([{ code: '441900', name: '东莞市' }]);
    const hk = await get('/api/city/list', { provinceCode: '810000' });
    expect(hk.body.data).toEqual([{ code: '810000', name: '香港特别行政区' }]);
    const hkAreas = await get('/api/area/list', { cityCode: '810000' });
    expect(hkAreas.body.data).toHaveLength(18);
    expect(hkAreas.body.data).toContainEqual({ code: '810001', name: '中西区' });
    const macau = await get('/api/area/list', { cityCode: '820000' });
    expect(macau.body.data.length).toBeGreaterThan(0);
    // The data set has no subdivisions of 台湾.
    expect((await get('/api/city/list', { provinceCode: '710000' })).body.data).toEqual([]);
  });

  it('has a non-empty city list for every province that has districts', async () => {
    const provinces = (await get('/api/province/list')).body.data as Place[];
    for (const p of provinces) {
      if (p.code === '710000') continue;
      const cities = (await get('/api/city/list', { provinceCode: p.code })).body.data as Place[];
      expect(cities.length, p.name).toBeGreaterThan(0);
      const first = cities[0] as Place;
      const areas = (await get('/api/area/list', { cityCode: first.code })).body.data as Place[];
      expect(areas.length, `${p.name} ${first.name}`).toBeGreaterThan(0);
    }
  });

  it('finds codes by name, with or without the suffix', async () => {
    const exact = await get('/api/city/selectByName', { name: '深圳市' });
    expect(exact.status).toBe(200);
    expect(exact.body.data).toEqual([
      {
        level: 'city',
        code: '440300',
        name: '深圳市',
        provinceCode: '440000',
        provinceName: '广东省',
        cityCode: '440300',
        cityName: '深圳市',
        areaCode: null,
        areaName: null,
      },
    ]);
    expect((await get('/api/city/selectByName', { name: '深圳' })).body.data[0].code).toBe('440300');
    const beijing = (await get('/api/city/selectByName', { name: '北京' })).body.data;
    expect(beijing.map((m: { level: string; code: string }) => `${m.level}:${m.code}`)).toEqual([
      'city:110100',
      'province:110000',
    ]);
    const nanshan = (await get('/api/city/selectByName', { name: '南山区' })).body.data;
    expect(nanshan).toContainEqual(
      expect.objectContaining({ level: 'area', areaCode: '440305', cityCode: '440300', provinceCode: '440000' }),
    );
    expect((await get('/api/city/selectByName', { name: '内蒙古' })).body.data[0].code).toBe('150000');
    expect((await get('/api/city/selectByName', { name: '不存在的地方' })).body.data).toEqual([]);
  });

  it('names every city and district in English, for the web’s English pages', async () => {
    const res = await t.call({ method: 'GET', url: '/api/place/englishNames' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const body = res.json();
    expect(body.data).toMatchObject({
      苏州市: 'Suzhou',
      金山区: 'Jinshan District',
      张家港市: 'Zhangjiagang',
      城口县: 'Chengkou County',
      县: '',
      香港特别行政区中西区: 'Central and Western District',
    });
    for (const city of (await get('/api/city/list', { provinceCode: '320000' })).body.data as Place[]) {
      expect(body.data[city.name], city.name).toMatch(/^[A-Z]/);
    }
  });

  it('answers 400 naming the field for missing or malformed input', async () => {
    const none = await get('/api/city/list');
    expect(none.status).toBe(400);
    expect(none.body.data.field).toBe('provinceCode');
    const bad = await get('/api/city/list', { provinceCode: '44' });
    expect(bad.status).toBe(400);
    expect(bad.body.data.field).toBe('provinceCode');
    expect(bad.body.msg).toContain('须为 6 位行政区划代码');
    const noCity = await get('/api/area/list');
    expect(noCity.body.data.field).toBe('cityCode');
    const noName = await get('/api/city/selectByName', { name: '  ' });
    expect(noName.status).toBe(400);
    expect(noName.body.data.field).toBe('name');
  });

  it('answers 404 for codes that are not a province or a city', async () => {
    expect((await get('/api/city/list', { provinceCode: '990000' })).status).toBe(404);
    expect((await get('/api/city/list', { provinceCode: '440300' })).status).toBe(404);
    expect((await get('/api/area/list', { cityCode: '440305' })).status).toBe(404);
  });
});
