import { chinaDate } from '@hgsc/contracts';
import { and, eq } from 'drizzle-orm';
import { saveBill, scheduleBill } from '../../modules/bill-of-lading/index.ts';
import { companies } from '../../modules/company/index.ts';
import { users } from '../../modules/user/index.ts';
import { receiptProducts, warehouses } from '../../modules/warehouse/index.ts';
import {
  applyDeposit,
  approveReceipt,
  type ReceiptCaller,
  receiveDeposit,
  saveReceipt,
} from '../../modules/warehouse-receipt/index.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/client.ts';
import { storeBytes } from '../../platform/files/store-upload.ts';
import { storedDemoCompanies } from './companies.ts';
import { qcReportPdf } from './qc-report-pdf.ts';
import { DEMO_KEEPER_COMPANY } from './warehouses.ts';

const LANG = 'zh';
const AT = 'SH-CIP-01';

/** The demo buyer's goods at the keeper's Shanghai tank farm, each taken as far as its story goes. */
const LOTS = [
  { product: '甲醇', quantity: '120', batch: 'DEMO-MEOH-2611A', brand: '兖矿国宏', pickup: null },
  {
    product: '乙二醇',
    quantity: '60',
    batch: 'DEMO-MEG-2611B',
    brand: '中石化扬子',
    pickup: { quantity: '20', schedule: false },
  },
  { product: '甲醇', quantity: '50', batch: 'DEMO-MEOH-2611C', brand: '久泰能源', pickup: { quantity: '50', schedule: true } },
] as const;

/** A tanker and its crew qualified for dangerous goods, as the demo buyer names them. */
const CREW = {
  plate: '沪A61234',
  transportPermitNo: '沪交运管危字310000061234号',
  driverName: '张建国',
  driverIdNumber: '11010519491231002X',
  driverPhone: '13800138011',
  driverQualificationNo: '310000197001011234',
  escortName: '李卫东',
  escortIdNumber: '310104198001010017',
  escortPhone: '13800138012',
  escortQualificationNo: '310000198001011235',
};

/**
 * The receipt registry's demo through its own steps: the demo buyer deposits three lots at SH-CIP-01, the demo keeper
 * receives them with a QC report and registers the receipts, the operator approves them. One stays free, one has a
 * bill of lading waiting for the keeper's schedule, one a bill scheduled for today, ready for the gate. Answers how
 * many receipts it issued.
 */
export async function seedDemoReceipts(ctx: AppContext): Promise<number> {
  const buyer = (await storedDemoCompanies(ctx)).find(({ demo }) => demo.owner === 'buyer')?.company;
  const parties = await registryParties(ctx);
  if (!buyer || !parties) return 0;
  const holder: ReceiptCaller = { userId: buyer.ownerUserId, companyId: buyer.id, ip: null };
  const today = chinaDate();

  let issued = 0;
  for (const lot of LOTS) {
    const [product] = await ctx.db.select().from(receiptProducts).where(eq(receiptProducts.name, lot.product));
    if (!product) continue;
    const report = await demoQcReport(ctx, parties.keeper, product, lot);
    await ctx.db.transaction(async (tx) => {
      const receipt = await issueDemoReceipt(tx, parties, holder, { product, lot, reportKey: report });
      issued += 1;
      if (!lot.pickup) return;
      const bill = await saveBill(
        tx,
        holder,
        { receiptId: receipt.id, quantity: lot.pickup.quantity, expectedDate: today, crew: CREW, remark: null },
        LANG,
      );
      if (lot.pickup.schedule)
        await scheduleBill(tx, parties.keeper, { id: bill.id, date: today, slot: 'afternoon', dock: '2 号鹤位' }, LANG);
    });
  }
  return issued;
}

/** The keeper's company, the operator and the warehouse SH-CIP-01: who issues the demo's receipts, and where. */
export async function registryParties(ctx: AppContext) {
  const [keeperCompany] = await ctx.db.select().from(companies).where(eq(companies.creditCode, DEMO_KEEPER_COMPANY.creditCode));
  const [operator] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.userName, 'operator'), eq(users.role, 'operator')));
  const [warehouse] = await ctx.db.select().from(warehouses).where(eq(warehouses.code, AT));
  if (!keeperCompany || !operator || !warehouse) return null;
  const keeper: ReceiptCaller = { userId: keeperCompany.ownerUserId, companyId: keeperCompany.id, ip: null };
  return { keeper, operatorId: operator.id, warehouse };
}
type RegistryParties = NonNullable<Awaited<ReturnType<typeof registryParties>>>;

/** A demo lot's QC report, stored encrypted as the keeper's upload. Answers its storage key. */
export async function demoQcReport(
  ctx: AppContext,
  keeper: ReceiptCaller,
  product: { name: string; grade: string },
  lot: { quantity: string; batch: string },
): Promise<string> {
  const today = chinaDate();
  const report = await storeBytes(ctx, {
    bytes: await qcReportPdf({
      productName: product.name,
      grade: product.grade,
      batchNo: lot.batch,
      quantity: lot.quantity,
      day: today,
      results: [
        ['纯度 %', '≥ 99.85', '99.93'],
        ['水分 %', '≤ 0.10', '0.04'],
        ['色度 Hazen', '≤ 5', '3'],
      ],
    }),
    fileName: `质检报告-${lot.batch}.pdf`,
    kind: 'pdf',
    encrypted: true,
    ownerUserId: keeper.userId,
  });
  return report.key;
}

/** A lot through the registry's own steps: deposited by `holder`, received and registered by the keeper, approved. */
export async function issueDemoReceipt(
  tx: Db,
  parties: RegistryParties,
  holder: ReceiptCaller,
  goods: { product: { id: number }; lot: { quantity: string; batch: string; brand: string }; reportKey: string },
) {
  const today = chinaDate();
  const { lot } = goods;
  const deposit = await applyDeposit(
    tx,
    holder,
    {
      warehouseId: parties.warehouse.id,
      productId: goods.product.id,
      brand: lot.brand,
      origin: null,
      batchNo: lot.batch,
      packing: 0,
      pieces: 0,
      declaredQty: lot.quantity,
      expectedArrival: today,
      vehiclePlates: null,
      remark: null,
    },
    LANG,
  );
  await receiveDeposit(
    tx,
    parties.keeper,
    {
      id: deposit.id,
      actualQty: lot.quantity,
      actualPieces: 0,
      arrivalDate: today,
      qcReportKey: goods.reportKey,
      quality: '纯度 99.93%，水分 0.04%，色度 3 Hazen',
      remark: null,
    },
    LANG,
  );
  const receipt = await saveReceipt(
    tx,
    parties.keeper,
    {
      depositId: deposit.id,
      location: '3 号储罐',
      termEnd: `${Number(today.slice(0, 4)) + 1}-12-31`,
      lossStandard: '千分之三',
      insurance: null,
    },
    LANG,
  );
  await approveReceipt(tx, { userId: parties.operatorId, ip: null }, receipt.id, LANG);
  return receipt;
}
