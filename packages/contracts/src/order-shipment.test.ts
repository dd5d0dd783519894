import { describe, expect, it } from 'vitest';
import { arrivalCeiling, checkBatch, leftToShip, settleLines, shippingBand, shipsByWaybill } from './order-shipment.ts';

const tonnes = { itemId: 1, unit: '吨', quantity: '30', shipped: '0' };
const drums = { itemId: 2, unit: '桶', quantity: '80', shipped: '0' };

describe('shipping band', () => {
  it('gives a weighed line ± 3‰ cut to the tenth of a gramme, a counted line its exact quantity', () => {
    expect(shippingBand('30', '吨')).toEqual({ min: '29.91', max: '30.09', weighed: true });
    expect(shippingBand('1.2345', 't')).toEqual({ min: '1.2308', max: '1.2382', weighed: true });
    expect(shippingBand('500', 'kg')).toEqual({ min: '498.5', max: '501.5', weighed: true });
    expect(shippingBand('80', '桶')).toEqual({ min: '80', max: '80', weighed: false });
  });
});

describe('what is left to ship', () => {
  it('is the contract less what loaded, never below nothing', () => {
    expect(leftToShip('30', '15.02')).toBe('14.98');
    expect(leftToShip('30.0000', '0')).toBe('30');
    expect(leftToShip('30', '30.05')).toBe('0');
  });
});

describe('a batch', () => {
  it('keeps the order partly shipped while a line is below its band, ships it when every line reached it', () => {
    expect(checkBatch([tonnes], [{ itemId: 1, quantity: '15.02' }])).toEqual({ problem: null, complete: false });
    expect(checkBatch([{ ...tonnes, shipped: '15.02' }], [{ itemId: 1, quantity: '14.89' }])).toEqual({
      problem: null,
      complete: true,
    });
    // 29.9099 is a tenth of a gramme short of the band.
    expect(checkBatch([{ ...tonnes, shipped: '15.02' }], [{ itemId: 1, quantity: '14.8899' }]).complete).toBe(false);
    // Both lines must reach their band; the drums exactly.
    expect(
      checkBatch(
        [tonnes, drums],
        [
          { itemId: 1, quantity: '30' },
          { itemId: 2, quantity: '79' },
        ],
      ).complete,
    ).toBe(false);
    expect(
      checkBatch(
        [tonnes, { ...drums, shipped: '79' }],
        [
          { itemId: 1, quantity: '30.09' },
          { itemId: 2, quantity: '1' },
        ],
      ),
    ).toEqual({ problem: null, complete: true });
  });

  it('refuses a batch past the band, one for a line the order does not have, and an empty one', () => {
    expect(checkBatch([{ ...tonnes, shipped: '15' }], [{ itemId: 1, quantity: '15.0901' }]).problem).toEqual({
      itemId: 1,
      key: 'shipment.overContract',
      params: { max: '30.09', shipped: '15', unit: '吨' },
    });
    expect(checkBatch([drums], [{ itemId: 2, quantity: '81' }]).problem?.key).toBe('shipment.overContract');
    expect(checkBatch([tonnes], [{ itemId: 9, quantity: '1' }]).problem?.key).toBe('shipment.unknownLine');
    expect(checkBatch([tonnes, drums], [{ itemId: 1, quantity: '0' }]).problem?.key).toBe('shipment.nothingLoaded');
  });
});

describe('arrival and settlement', () => {
  it('lets a weighed batch weigh up to 3‰ heavier on arrival, a counted one never more', () => {
    expect(arrivalCeiling('15.02', '吨')).toBe('15.065');
    expect(arrivalCeiling('10', '桶')).toBe('10');
  });

  it('settles each line on what arrived, to the fen, half up, against the contract', () => {
    const result = settleLines([
      { itemId: 1, unit: '吨', price: '2580.35', quantity: '30', amount: '77410.50', received: '29.9537' },
      { itemId: 2, unit: '桶', price: '1250.00', quantity: '80', amount: '100000.00', received: '78' },
    ]);
    // 2580.35 × 29.9537 = 77291.03... → 77291.03 (half up at the fen).
    expect(result.lines).toEqual([
      { itemId: 1, settledQuantity: '29.9537', settledAmount: '77291.03', difference: '-119.47' },
      { itemId: 2, settledQuantity: '78', settledAmount: '97500.00', difference: '-2500.00' },
    ]);
    expect(result.goodsAmount).toBe('174791.03');
    expect(result.difference).toBe('-2619.47');
  });

  it('never settles a weighed line above its band, and pays a heavier arrival within it', () => {
    const over = settleLines([{ itemId: 1, unit: '吨', price: '100.00', quantity: '30', amount: '3000.00', received: '30.2' }]);
    expect(over.lines[0]).toMatchObject({ settledQuantity: '30.09', settledAmount: '3009.00', difference: '9.00' });
    const heavier = settleLines([{ itemId: 1, unit: '吨', price: '0.01', quantity: '30', amount: '0.30', received: '30.05' }]);
    // 0.01 × 30.05 = 0.3005 → 0.30 (half up keeps the fen below half).
    expect(heavier.goodsAmount).toBe('0.30');
  });
});

describe('shipping by waybill alone', () => {
  it('is for an order without dangerous goods; one dangerous line sends the whole order to batches with a crew', () => {
    expect(shipsByWaybill([{ isDangerous: false }, { isDangerous: false }])).toBe(true);
    expect(shipsByWaybill([{ isDangerous: false }, { isDangerous: true }])).toBe(false);
    expect(shipsByWaybill([])).toBe(true);
  });
});
