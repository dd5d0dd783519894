import { contractLanguageOf, type Language, type OrderCurrency, PLATFORM_TEMPLATE_ID, translate } from '@hgsc/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/client.ts';
import { notFound, wrongState } from '../../../../platform/http/app-error.ts';
import { type ContractLanguage, SALES_CONTRACT_TEMPLATE, SALES_CONTRACT_TEMPLATE_EN } from '../../../../platform/pdf/index.ts';
import { type ContractTemplateRow, contracts, contractTemplates } from '../../../contract/index.ts';
import { shops } from '../../../shop/index.ts';
import { orders } from '../../tables.ts';
import { ORDER_KIND } from '../order-subject.ts';
import { orderContractTemplates } from './tables.ts';

/** Orders at this status still wait for their contract: the template may be chosen, and a choice counts as use. */
export const WAITING_FOR_CONTRACT = 10;
/** Contracts not yet signed by both sides: their template is in use. */
export const UNSIGNED_CONTRACT = ['generated', 'partlySigned'] as const;

/** The caller company's shop id, or 409 asking to open one. */
export async function shopIdOf(db: Db, companyId: number): Promise<number> {
  const id = await findShopIdOf(db, companyId);
  if (id === undefined) throw wrongState('contractTemplate.noShop');
  return id;
}

export async function findShopIdOf(db: Db, companyId: number): Promise<number | undefined> {
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.companyId, companyId));
  return shop?.id;
}

/** A live template of the shop, or 404 (another shop's, deleted or unknown). `lock` takes it FOR UPDATE. */
export async function shopTemplate(db: Db, shopId: number, id: number, { lock = false } = {}): Promise<ContractTemplateRow> {
  const query = db
    .select()
    .from(contractTemplates)
    .where(and(eq(contractTemplates.id, id), eq(contractTemplates.shopId, shopId), isNull(contractTemplates.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('contractTemplate.notFound');
  return row;
}

/** The shop's default template, if it set one. */
export async function shopDefaultTemplate(db: Db, shopId: number): Promise<ContractTemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(contractTemplates)
    .where(and(eq(contractTemplates.shopId, shopId), eq(contractTemplates.isDefault, true), isNull(contractTemplates.deletedAt)));
  return row;
}

/** A template as a contract uses it: id (null = the platform's), name and exact text. */
export interface ResolvedTemplate {
  templateId: number | null;
  name: string;
  content: string;
  source: 'chosen' | 'shopDefault' | 'platform';
  chosenAt: Date | null;
}

/** The platform's template: the Chinese one, or the English one of USD orders (SPEC §2 /englishContract). */
export const platformTemplate = (
  lang: Language,
  contractLanguage: ContractLanguage = 'zh',
): Omit<ResolvedTemplate, 'source' | 'chosenAt'> =>
  contractLanguage === 'en'
    ? { templateId: null, name: translate('contractTemplate.platformNameEn', lang), content: SALES_CONTRACT_TEMPLATE_EN }
    : { templateId: null, name: translate('contractTemplate.platformName', lang), content: SALES_CONTRACT_TEMPLATE };

/** Shop templates are Chinese: a USD order's contract is always the platform's English one (choose refuses others, 409). */
export const platformOnly = (order: { currency?: OrderCurrency }) => contractLanguageOf(order.currency ?? 'CNY') === 'en';

/** The API's id of a template: 0 for the platform's. */
export const apiTemplateId = (templateId: number | null) => templateId ?? PLATFORM_TEMPLATE_ID;

/**
 * The template the order's next contract is drawn from: the one the seller chose for it, else the
 * shop's default, else the platform's. (A chosen template cannot be deleted while the order waits.)
 */
export async function templateForOrder(
  db: Db,
  order: { id: number; shopId: number; currency?: OrderCurrency },
  lang: Language,
): Promise<ResolvedTemplate> {
  if (platformOnly(order)) return { ...platformTemplate(lang, 'en'), source: 'platform', chosenAt: null };
  const [choice] = await db
    .select({ choice: orderContractTemplates, template: contractTemplates })
    .from(orderContractTemplates)
    .leftJoin(contractTemplates, eq(contractTemplates.id, orderContractTemplates.templateId))
    .where(eq(orderContractTemplates.orderId, order.id));
  if (choice) {
    const { template } = choice;
    if (template === null) return { ...platformTemplate(lang), source: 'chosen', chosenAt: choice.choice.chosenAt };
    if (template.deletedAt === null && template.shopId === order.shopId) {
      return {
        templateId: template.id,
        name: template.name,
        content: template.content,
        source: 'chosen',
        chosenAt: choice.choice.chosenAt,
      };
    }
  }
  const fallback = await shopDefaultTemplate(db, order.shopId);
  if (fallback) {
    return { templateId: fallback.id, name: fallback.name, content: fallback.content, source: 'shopDefault', chosenAt: null };
  }
  return { ...platformTemplate(lang), source: 'platform', chosenAt: null };
}

/** Where templates are used: orders waiting for their contract that chose them, unsigned contracts drawn from them. */
export async function templateUses(db: Db, templateIds: readonly number[]) {
  if (templateIds.length === 0) return [];
  const chosen = await db
    .select({
      templateId: orderContractTemplates.templateId,
      orderId: orders.id,
      orderNo: orders.orderNo,
      orderStatus: orders.status,
    })
    .from(orderContractTemplates)
    .innerJoin(orders, eq(orders.id, orderContractTemplates.orderId))
    .where(and(inArray(orderContractTemplates.templateId, [...templateIds]), eq(orders.status, WAITING_FOR_CONTRACT)));
  const drawn = await db
    .select({
      templateId: contracts.templateId,
      orderId: orders.id,
      orderNo: orders.orderNo,
      orderStatus: orders.status,
      contractNo: contracts.contractNo,
      contractStatus: contracts.status,
    })
    .from(contracts)
    .innerJoin(orders, and(eq(contracts.subjectKind, ORDER_KIND), eq(orders.id, contracts.subjectId)))
    .where(and(inArray(contracts.templateId, [...templateIds]), inArray(contracts.status, [...UNSIGNED_CONTRACT])));
  return [
    ...drawn.map((c) => ({ ...c, templateId: c.templateId as number })),
    ...chosen.map((c) => ({ ...c, templateId: c.templateId as number, contractNo: null, contractStatus: null })),
  ];
}
