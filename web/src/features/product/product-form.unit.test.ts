import { productSaveBody } from '@hgsc/contracts';
import { describe, expect, it } from 'vitest';
import { sampleProduct } from './product-fixture.ts';
import {
  minOrderProblem,
  moneyProblem,
  productBodyOf,
  productFormFieldOf,
  productFormValuesOf,
  quantityProblem,
  trimZeros,
} from './product-form.ts';

describe('productBodyOf', () => {
  it('round-trips a stored product into a body the contract accepts', () => {
    const values = productFormValuesOf(sampleProduct(), [1, 12]);
    expect(values.place).toEqual(['320000', '320100']);
    const body = productBodyOf(values, false);
    expect(body).toMatchObject({ categoryId: 12, provinceCode: '320000', cityCode: '320100', price: '2350.00', submit: false });
    expect(productSaveBody.safeParse(body).success).toBe(true);
  });

  it('leaves out empty optional fields and the dangerous-goods fields of a safe product', () => {
    const body = productBodyOf(
      {
        ...productFormValuesOf(sampleProduct(), [12]),
        grade: '  ',
        warehouse: '',
        place: [],
        validUntil: '',
        isDangerous: false,
        unNumber: 'UN1230',
      },
      true,
    );
    expect(body.grade).toBeUndefined();
    expect(body.warehouse).toBeUndefined();
    expect(body.provinceCode).toBeUndefined();
    expect(body.cityCode).toBeUndefined();
    expect(body.validUntil).toBeUndefined();
    expect(body).not.toHaveProperty('unNumber');
    expect(body).not.toHaveProperty('sdsFileKey');
    expect(productSaveBody.safeParse(body).success).toBe(true);
  });

  it('upper-cases the UN number and keeps decimal strings as typed (no floats)', () => {
    const values = {
      ...productFormValuesOf(sampleProduct(), [12]),
      unNumber: ' un1230 ',
      price: '0.10',
      stock: '12345678901234.5678',
    };
    const body = productBodyOf(values, true);
    expect(body.unNumber).toBe('UN1230');
    expect(body.price).toBe('0.10');
    expect(body.stock).toBe('12345678901234.5678');
  });
});

describe('productFormFieldOf', () => {
  it('maps the server’s field names onto the form', () => {
    expect(productFormFieldOf('casNumber')).toBe('casNumber');
    expect(productFormFieldOf('images.0')).toBe('images');
    expect(productFormFieldOf('categoryId')).toBe('categoryPath');
    expect(productFormFieldOf('cityCode')).toBe('place');
    expect(productFormFieldOf('priceTiers.1.price')).toEqual(['priceTiers', 1, 'price']);
    expect(productFormFieldOf('priceTiers')).toBe('priceTiers');
    expect(productFormFieldOf('id')).toBeUndefined();
    expect(productFormFieldOf(undefined)).toBeUndefined();
  });
});

describe('decimal checks', () => {
  it('checks prices: 2 decimals at most, above zero', () => {
    expect(moneyProblem('2350')).toBeNull();
    expect(moneyProblem('2350.5')).toBeNull();
    expect(moneyProblem('2350.555')).toBe('product.moneyInvalid');
    expect(moneyProblem('-1')).toBe('product.moneyInvalid');
    expect(moneyProblem('1e3')).toBe('product.moneyInvalid');
    expect(moneyProblem('0.00')).toBe('product.mustBePositive');
  });

  it('checks quantities: 4 decimals at most; zero only where allowed', () => {
    expect(quantityProblem('0', false)).toBeNull();
    expect(quantityProblem('0', true)).toBe('product.mustBePositive');
    expect(quantityProblem('1.23456', false)).toBe('product.quantityInvalid');
  });

  it('keeps the minimum order within the stock unless out of stock', () => {
    expect(minOrderProblem('10', '500')).toBeNull();
    expect(minOrderProblem('600', '500')).toBe('product.minOrderOverStock');
    expect(minOrderProblem('600', '0')).toBeNull();
    expect(minOrderProblem('100.0001', '100')).toBe('product.minOrderOverStock');
    expect(minOrderProblem('abc', '100')).toBeNull();
  });
});

describe('trimZeros', () => {
  it('drops the padding zeros of a stored quantity, nothing else', () => {
    expect(trimZeros('25.0000')).toBe('25');
    expect(trimZeros('0.5000')).toBe('0.5');
    expect(trimZeros('1600')).toBe('1600');
    expect(trimZeros('100.0100')).toBe('100.01');
    expect(trimZeros('0.0000')).toBe('0');
  });
});
