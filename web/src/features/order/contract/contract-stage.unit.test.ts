import type { ContractView } from '@hgsc/contracts';
import { describe, expect, it } from 'vitest';
import { contractPageEn } from '../../../shared/i18n/contract.en.ts';
import { contractPageZh } from '../../../shared/i18n/contract.zh.ts';
import {
  contractButtonsFor,
  contractEvents,
  contractInfoPath,
  contractListPath,
  contractStageLabelKey,
  contractStageOf,
  currentContractOf,
  noContractKey,
  signedNextStep,
  stageRepeatsStatus,
  waitsOnCaller,
} from './contract-stage.ts';

describe('contractStageOf', () => {
  it('reads the contract stage from the order status (SPEC §3)', () => {
    expect([10, 37, 38, 39].map(contractStageOf)).toEqual(['toGenerate', 'bothToSign', 'sellerToSign', 'buyerToSign']);
    expect([40, 60, 61, 70, 80].map(contractStageOf)).toEqual(['signed', 'signed', 'signed', 'signed', 'signed']);
    expect([100, 101, 102, 103, 104].map(contractStageOf)).toEqual(['ended', 'ended', 'ended', 'ended', 'ended']);
  });

  it('labels every stage in zh and en', () => {
    const labels = [10, 37, 38, 39, 40, 100].map((status) => contractStageLabelKey(contractStageOf(status)));
    expect(labels.map((key) => contractPageZh[key as keyof typeof contractPageZh])).toEqual([
      '待生成合同',
      '待双方签署',
      '待卖方签署',
      '待买方签署',
      '已签署',
      '订单已结束',
    ]);
    for (const key of labels) expect(contractPageEn[key as keyof typeof contractPageEn]).toBeTruthy();
  });
});

describe('contractButtonsFor', () => {
  it('offers generating to a seller at 10 only with contract.sign, and nothing to preview yet', () => {
    const order = { status: 10, allowedActions: ['updatePrice', 'generateContract', 'reject', 'requestCancel'] };
    expect(contractButtonsFor(order, { canSign: true })).toEqual(['generateContract']);
    expect(contractButtonsFor(order, { canSign: false })).toEqual([]);
  });

  it('offers signing, preview, download and cancelling while the contract waits for the caller', () => {
    const order = { status: 37, allowedActions: ['sign', 'cancelContract', 'requestCancel'] };
    expect(contractButtonsFor(order, { canSign: true })).toEqual(['sign', 'preview', 'download', 'cancelContract']);
    expect(contractButtonsFor(order, { canSign: true, affirmed: false })).toEqual([
      'sign',
      'affirm',
      'preview',
      'download',
      'cancelContract',
    ]);
    expect(contractButtonsFor(order, { canSign: true, affirmed: true })).not.toContain('affirm');
    // A reader without contract.sign still previews and downloads.
    expect(contractButtonsFor(order, { canSign: false, affirmed: false })).toEqual(['preview', 'download']);
  });

  it('lets the known contract decide preview and download', () => {
    expect(contractButtonsFor({ status: 103, allowedActions: [] }, { canSign: true })).toEqual([]);
    expect(contractButtonsFor({ status: 103, allowedActions: [] }, { canSign: true, hasContract: true })).toEqual([
      'preview',
      'download',
    ]);
    expect(contractButtonsFor({ status: 40, allowedActions: ['pay'] }, { canSign: true, hasContract: false })).toEqual([]);
  });
});

describe('paths and turns', () => {
  it('builds the side’s pages', () => {
    expect(contractListPath('buyer')).toBe('/manage/buyerwaitforbuycontract');
    expect(contractListPath('seller')).toBe('/manage/sellerwaitforsellercontract');
    expect(contractInfoPath(7, 'buyer')).toBe('/manage/buyercontractinfo?orderId=7');
    expect(contractInfoPath(7, 'seller')).toBe('/manage/sellercontractinfo?orderId=7');
  });
  it('says when the order waits on the caller', () => {
    expect(waitsOnCaller({ allowedActions: ['sign'] })).toBe(true);
    expect(waitsOnCaller({ allowedActions: ['generateContract'] })).toBe(true);
    expect(waitsOnCaller({ allowedActions: ['cancelContract', 'requestCancel'] })).toBe(false);
  });
});

const view = (over: Partial<ContractView>): ContractView => ({
  id: 1,
  orderId: 9,
  orderNo: 'DD2024',
  orderStatus: 37,
  contractNo: 'HT2024-1',
  version: 1,
  status: 'generated',
  statusLabel: '待签署',
  party: 'buyer',
  buyerCompanyName: '买方公司',
  sellerCompanyName: '卖方公司',
  totalAmount: '1234.50',
  currency: 'CNY',
  sha256AtGeneration: 'a1',
  sha256: 'a1',
  generatedAt: '2024-05-01T08:00:00.000Z',
  cancelledAt: null,
  cancelReason: null,
  signatures: [],
  affirmedBy: [],
  ...over,
});

describe('contract history', () => {
  const first = view({
    id: 1,
    version: 1,
    status: 'cancelled',
    cancelledAt: '2024-05-01T09:00:00.000Z',
    cancelReason: '价格有误',
  });
  const second = view({
    id: 2,
    version: 2,
    contractNo: 'HT2024-2',
    status: 'signed',
    sha256AtGeneration: 'b1',
    sha256: 'b3',
    generatedAt: '2024-05-01T10:00:00.000Z',
    signatures: [
      { party: 'seller', companyName: '卖方公司', signerName: '张三', signedAt: '2024-05-01T11:00:00.000Z', sha256After: 'b2' },
      { party: 'buyer', companyName: '买方公司', signerName: '李四', signedAt: '2024-05-01T12:00:00.000Z', sha256After: 'b3' },
    ],
  });

  it('lists every step of every version, newest first, with who and the file hash', () => {
    const events = contractEvents([second, first]);
    expect(events.map((e) => [e.kind, e.version, e.party ?? null, e.sha256 ?? null])).toEqual([
      ['signed', 2, 'buyer', 'b3'],
      ['signed', 2, 'seller', 'b2'],
      ['generated', 2, null, 'b1'],
      ['cancelled', 1, null, null],
      ['generated', 1, null, 'a1'],
    ]);
    expect(events[0]?.signerName).toBe('李四');
    expect(events[3]?.reason).toBe('价格有误');
  });

  it('orders steps made in the same second by version and step', () => {
    const at = '2024-05-01T08:00:00.000Z';
    const events = contractEvents([view({ id: 3, version: 1, cancelledAt: at, generatedAt: at, status: 'cancelled' })]);
    expect(events.map((e) => e.kind)).toEqual(['cancelled', 'generated']);
  });

  it('finds the contract in force: the newest version not cancelled', () => {
    expect(currentContractOf([first, second])?.version).toBe(2);
    expect(currentContractOf([first])).toBeUndefined();
    expect(currentContractOf([])).toBeUndefined();
  });
});

describe('noContractKey', () => {
  it('does not ask to wait for a contract on an order that has ended', () => {
    expect(noContractKey(103, 'buyer')).toBe('contractPage.info.noContractEnded');
    expect(noContractKey(101, 'seller')).toBe('contractPage.info.noContractEnded');
  });
  it('tells the buyer to wait and the seller to generate while the order waits for its contract', () => {
    expect(noContractKey(10, 'buyer')).toBe('contractPage.info.noContract');
    expect(noContractKey(10, 'seller')).toBe('contractPage.info.noContractSeller');
    expect(noContractKey(undefined, 'buyer')).toBe('contractPage.info.noContract');
  });
});

describe('the contract page once both have signed', () => {
  it('shows one 已签署, not the stage tag repeating the contract status', () => {
    expect(stageRepeatsStatus('signed', 'signed')).toBe(true);
    expect(contractPageZh[contractStageLabelKey('signed') as keyof typeof contractPageZh]).toBe('已签署');
    // The stage adds to the status while signing and once the order ended.
    expect(stageRepeatsStatus('sellerToSign', 'partlySigned')).toBe(false);
    expect(stageRepeatsStatus('ended', 'signed')).toBe(false);
    expect(stageRepeatsStatus('signed', undefined)).toBe(false);
  });

  it('points the buyer to paying and tells the seller it waits for the payment, then each its next step', () => {
    expect(signedNextStep({ status: 40 }, 'buyer')).toEqual({ action: 'pay', yours: true, waitingFor: [] });
    expect(signedNextStep({ status: 40 }, 'seller')).toEqual({ action: 'pay', yours: false, waitingFor: ['buyer'] });
    expect(signedNextStep({ status: 60 }, 'seller')).toMatchObject({ action: 'confirmMoney', yours: true });
    expect(signedNextStep({ status: 61 }, 'seller')).toMatchObject({ action: 'deliver', yours: true });
    expect(signedNextStep({ status: 70 }, 'buyer')).toMatchObject({ action: 'receive', yours: true });
    expect(signedNextStep({ status: 80 }, 'buyer')).toEqual({ action: null });
    // A cancellation request holds the order: the order page says whose answer it waits for.
    expect(signedNextStep({ status: 40, cancelRequest: { by: 'seller' } }, 'buyer')).toEqual({ action: null });
  });

  it('offers nothing before both have signed or once the order ended', () => {
    expect([10, 37, 38, 39, 100].map((status) => signedNextStep({ status }, 'buyer'))).toEqual([null, null, null, null, null]);
  });

  it('names the next step in zh and en', () => {
    for (const action of ['pay', 'confirmMoney', 'deliver', 'receive']) {
      const key = `contractPage.next.go.${action}`;
      expect(contractPageZh).toHaveProperty([key]);
      expect(contractPageEn).toHaveProperty([key]);
    }
    expect(contractPageZh['contractPage.next.go.pay']).toBe('去付款');
    expect(contractPageZh['contractPage.next.viewOrder']).toBe('查看订单');
  });
});
