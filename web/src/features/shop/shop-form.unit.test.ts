import type { CompanyDetail, ShopDetail } from '@hgsc/contracts';
import { describe, expect, it } from 'vitest';
import {
  SHOP_FIELD_MAP,
  shopApplicationBody,
  shopDisplayBody,
  shopFormValuesFromCompany,
  shopFormValuesOf,
} from './shop-form.ts';

const shop: ShopDetail = {
  id: 7,
  companyId: 3,
  companyName: '江苏恒信石化有限公司',
  name: '恒信石化旗舰店',
  logoKey: 'logo.png',
  logoUrl: '/api/seeView?key=logo.png',
  bannerKey: null,
  bannerUrl: null,
  intro: null,
  mainProducts: '乙二醇、甲醇',
  contactName: '王经理',
  contactMobile: '13800000003',
  contactPhone: null,
  provinceCode: '320000',
  provinceName: '江苏省',
  cityCode: '320100',
  cityName: '南京市',
  areaCode: '320111',
  areaName: '浦口区',
  address: '化工园区 8 号',
  entryAgreementVersion: 1,
  auditStatus: 1,
  auditStatusLabel: '审核通过',
  auditReason: null,
  open: true,
  submittedAt: '2026-01-01T00:00:00.000Z',
  auditedAt: '2026-01-02T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

describe('shop form', () => {
  it('fills the form from a shop and sends the same fields back', () => {
    const values = shopFormValuesOf(shop);
    expect(values.region).toEqual(['320000', '320100', '320111']);
    expect(shopApplicationBody(values)).toEqual({
      name: '恒信石化旗舰店',
      logoKey: 'logo.png',
      intro: '',
      mainProducts: '乙二醇、甲醇',
      contactName: '王经理',
      contactMobile: '13800000003',
      contactPhone: '',
      provinceCode: '320000',
      cityCode: '320100',
      areaCode: '320111',
      address: '化工园区 8 号',
    });
  });

  it('trims texts, leaves out images not picked and the name from the display fields', () => {
    const body = shopDisplayBody({
      name: ' 新名称 ',
      contactName: ' 李四 ',
      contactMobile: '13900000000 ',
      intro: '  主营醇类  ',
      region: ['110000', '110100', '110101'],
      address: ' 长安街 1 号 ',
    });
    expect(body).not.toHaveProperty('name');
    expect(body).not.toHaveProperty('logoKey');
    expect(body).not.toHaveProperty('bannerKey');
    expect(body).toMatchObject({ contactName: '李四', contactMobile: '13900000000', intro: '主营醇类', address: '长安街 1 号' });
  });

  it('sends empty place codes when no region is picked (the server names the field)', () => {
    expect(shopDisplayBody({ name: '', contactName: '', contactMobile: '', address: '' })).toMatchObject({
      provinceCode: '',
      cityCode: '',
      areaCode: '',
    });
  });

  it('maps server fields onto the form, the place codes onto the region cascader', () => {
    expect(SHOP_FIELD_MAP.cityCode).toBe('region');
    expect(SHOP_FIELD_MAP.agreementVersion).toBe('agreed');
    expect(SHOP_FIELD_MAP.contactMobile).toBe('contactMobile');
  });
});

describe('shopFormValuesFromCompany', () => {
  it("starts a first application from the certified company's contact and registered address", () => {
    const company = {
      contactName: '赵经理',
      contactMobile: '13800000009',
      provinceCode: '320000',
      cityCode: '320100',
      areaCode: '320111',
      registeredAddress: '南京市浦口区化工园区 8 号',
    } as CompanyDetail;
    expect(shopFormValuesFromCompany(company)).toEqual({
      intro: '',
      mainProducts: '',
      contactPhone: '',
      contactName: '赵经理',
      contactMobile: '13800000009',
      region: ['320000', '320100', '320111'],
      address: '南京市浦口区化工园区 8 号',
    });
    expect(shopFormValuesFromCompany(null)).toEqual({ intro: '', mainProducts: '', contactPhone: '' });
  });
});
