import type { SalesContractInput } from './sales-contract-input.ts';

/** A realistic three-item contract, used by the tests and to look at the layout. */
export function sampleSalesContract(overrides: Partial<SalesContractInput> = {}): SalesContractInput {
  return {
    contractNo: 'HT202503070001',
    orderNo: 'DD202503070001',
    signPlace: '上海市浦东新区',
    generatedAt: new Date('2025-03-07T02:30:00Z'),
    seller: {
      companyName: '上海华谊化工贸易有限公司',
      creditCode: '91310115MA1K3YJ12X',
      address: '上海市浦东新区张江路88号化工大厦12楼',
      legalPerson: '王建国',
      contactName: '李娜',
      phone: '021-58881234',
      bankName: '中国工商银行上海张江支行',
      bankAccount: '1001 2345 6789 0123 456',
    },
    buyer: {
      companyName: '江苏恒瑞新材料科技股份有限公司',
      creditCode: '91320500MA1MXYZ45Q',
      address: '江苏省苏州市工业园区星湖街328号',
      legalPerson: '陈志强',
      contactName: '赵敏',
      phone: '0512-62345678',
      bankName: '中国建设银行苏州工业园区支行',
      bankAccount: '3225 0198 8360 0000 1234',
    },
    items: [
      {
        productName: '乙二醇（MEG，聚酯级）',
        casNumber: '107-21-1',
        grade: '优等品 ≥99.9%',
        packaging: '槽车散装',
        unit: '吨',
        quantity: '30.0000',
        unitPrice: '4520.00',
        amount: '135600.00',
      },
      {
        productName: '甲醇',
        casNumber: '67-56-1',
        grade: '优等品 ≥99.9%',
        packaging: '吨桶（1000kg）',
        unit: '吨',
        quantity: '20.0000',
        unitPrice: '2380.50',
        amount: '47610.00',
        dangerousGoods: { unNumber: 'UN1230', hazardClass: '第3类 易燃液体' },
      },
      {
        productName: '苯乙烯（SM）单体，含阻聚剂TBC 10-15ppm，工业级',
        casNumber: '100-42-5',
        grade: '≥99.8%',
        packaging: '镀锌铁桶（200kg）',
        unit: '吨',
        quantity: '5.5000',
        unitPrice: '8650.00',
        amount: '47575.00',
        dangerousGoods: { unNumber: 'UN2055', hazardClass: '第3类 易燃液体' },
      },
    ],
    totalAmount: '230785.00',
    delivery: { mode: '卖方送货', place: '江苏省苏州市工业园区星湖街328号乙方仓库', period: '合同生效后7日内' },
    payment: { dueDays: 3 },
    ...overrides,
  };
}
