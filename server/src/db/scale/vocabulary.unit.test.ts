import { createHash } from 'node:crypto';
import { isValidCasNumber, isValidCreditCode, MOBILE_PATTERN, ORDER_STATUS } from '@hgsc/contracts';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { planCompanies, scaleCreditCode } from './company-plan.ts';
import { EXTRA_CHEMICALS } from './extra-chemicals.ts';
import { parseScaleArgs, ScaleUsageError } from './options.ts';
import { orderFlows } from './order-flows.ts';
import { scaleVariants } from './vocabulary.ts';

describe('scale vocabulary', () => {
  it('gives the extra chemicals valid CAS numbers and leaves of the demo tree', () => {
    for (const chemical of EXTRA_CHEMICALS) expect(isValidCasNumber(chemical.cas), chemical.name).toBe(true);
    const variants = scaleVariants();
    for (const chemical of EXTRA_CHEMICALS)
      expect(
        variants.some((v) => v.chemical === chemical.name),
        chemical.name,
      ).toBe(true);
  });

  it('prices every variant as a range of two-decimal strings with a step inside it', () => {
    for (const v of scaleVariants()) {
      expect(v.priceLow).toMatch(/^\d+\.\d{2}$/);
      expect(new Decimal(v.priceLow).lte(v.priceHigh)).toBe(true);
      expect(new Decimal(v.priceStep).lte(v.priceHigh)).toBe(true);
      expect(v.nameStem.startsWith(v.chemical)).toBe(true);
      expect(v.dangerous).toBe(v.unNumber !== null);
    }
  });
});

describe('scale companies', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  const plan = planCompanies({ companies: 3000, shops: 800 }, now, new Set(['苏州恒信化工旗舰店']));

  it('makes unique valid credit codes, unique names, mobiles and shop names', () => {
    expect(new Set(plan.companies.map((c) => c.credit_code)).size).toBe(3000);
    expect(new Set(plan.companies.map((c) => c.name)).size).toBe(3000);
    expect(new Set(plan.shops.map((s) => s.name)).size).toBe(800);
    expect(plan.shops.some((s) => s.name === '苏州恒信化工旗舰店')).toBe(false);
    for (const c of plan.companies) {
      expect(isValidCreditCode(c.credit_code), c.credit_code).toBe(true);
      expect(c.mobile).toMatch(MOBILE_PATTERN);
      expect(c.name).toMatch(/^\p{Script=Han}{2,}.*有限公司$/u);
    }
    expect(scaleCreditCode(31 ** 7 - 1, '320506')).not.toBe(scaleCreditCode(1, '320506'));
  });

  it('gives 97 % of shops a licence valid today and every shop two groups', () => {
    const today = '2026-01-01';
    const valid = plan.shops.filter((s) => s.licence_valid_from <= today && s.licence_valid_to >= today).length;
    expect(valid / plan.shops.length).toBeGreaterThan(0.93);
    expect(valid).toBeLessThan(plan.shops.length);
    for (const s of plan.shops) expect(s.group1).not.toBe(s.group2);
  });

  it('gives the companies after the shop owners one application not open per ten shops, half of them rejected', () => {
    expect(plan.applications.map((a) => a.k)).toEqual(Array.from({ length: 80 }, (_, i) => 801 + i));
    expect(plan.applications.filter((a) => a.audit_status === 0)).toHaveLength(40);
    for (const a of plan.applications) {
      expect(a.audit_reason === null).toBe(a.audit_status === 0);
      expect(a.audited_at === null).toBe(a.audit_status === 0);
      expect(a.submitted_at < now.toISOString()).toBe(true);
    }
    const names = [...plan.shops, ...plan.applications].map((s) => s.name);
    expect(new Set(names).size).toBe(880);
    // Never more than there are companies without a shop.
    const crowded = planCompanies({ companies: 805, shops: 800 }, now, new Set(['苏州恒信化工旗舰店']));
    expect(crowded.applications).toHaveLength(5);
  });

  it('plans the same companies and open shops as before the applications (their PRNG stream is their own)', () => {
    // The digest of this plan at 9c517e5, the commit before the applications: benchmarks on either compare alike.
    const digest = createHash('sha256')
      .update(JSON.stringify({ companies: plan.companies, shops: plan.shops }))
      .digest('hex');
    expect(digest).toBe('5551b079514d5f2dec97ae10ea13b9feb629971214e2c60203ba5a4745cff279');
  });
});

describe('scale order flows', () => {
  const flows = orderFlows();

  it('reaches every order status of SPEC §3 and shares out [0, 1)', () => {
    expect(new Set(flows.map((f) => f.status))).toEqual(new Set(Object.values(ORDER_STATUS)));
    expect(flows[0]?.low).toBe(0);
    expect(flows.at(-1)?.high).toBeCloseTo(1, 10);
    for (const [i, f] of flows.slice(1).entries()) expect(f.low).toBe(flows[i]?.high);
  });

  it('keeps contracts in step with the status', () => {
    const inForce = (id: number) => flows[id]?.contracts.find((c) => c.status !== 'cancelled')?.status;
    for (const f of flows) {
      if (f.status === ORDER_STATUS.NONE_SIGNED) expect(inForce(f.id)).toBe('generated');
      if (f.status === ORDER_STATUS.SELLER_TO_SIGN || f.status === ORDER_STATUS.BUYER_TO_SIGN)
        expect(inForce(f.id)).toBe('partlySigned');
      if (f.status >= ORDER_STATUS.CONTRACT_COMPLETE && f.status <= ORDER_STATUS.COMPLETE) expect(inForce(f.id)).toBe('signed');
      if (f.status === ORDER_STATUS.WAIT_CONTRACT) expect(inForce(f.id)).toBeUndefined();
    }
  });
});

describe('scale-data arguments', () => {
  it('defaults by database kind and scales the rest with --products', () => {
    expect(parseScaleArgs([], 'pg')).toEqual({ products: 1_000_000, shops: 5_000, companies: 20_000, orders: 200_000 });
    expect(parseScaleArgs([], 'pglite')).toEqual({ products: 100_000, shops: 500, companies: 2_000, orders: 20_000 });
    expect(parseScaleArgs(['--products', '100000'], 'pg')).toEqual({
      products: 100_000,
      shops: 500,
      companies: 2_000,
      orders: 20_000,
    });
    expect(parseScaleArgs(['--products=2000', '--orders', '300'], 'pglite').orders).toBe(300);
  });

  it('refuses what cannot make a market', () => {
    expect(() => parseScaleArgs(['--products', 'many'], 'pg')).toThrow(ScaleUsageError);
    expect(() => parseScaleArgs(['--shops', '10', '--companies', '5'], 'pg')).toThrow(ScaleUsageError);
    expect(() => parseScaleArgs(['--size', '1'], 'pg')).toThrow(ScaleUsageError);
  });
});
