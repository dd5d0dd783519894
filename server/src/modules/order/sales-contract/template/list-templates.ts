import {
  type ContractTemplate,
  type ContractTemplateInfo,
  type ContractTemplateList,
  type Language,
  PLATFORM_TEMPLATE_ID,
} from '@hgsc/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/client.ts';
import { placeholdersIn } from '../../../../platform/pdf/index.ts';
import { type ContractTemplateRow, contractTemplates } from '../../../contract/index.ts';
import type { OrderCaller } from '../../order-access.ts';
import { findShopIdOf, platformTemplate, shopIdOf, shopTemplate, templateUses } from './template-repo.ts';

const toTemplate = (row: ContractTemplateRow, inUse: number): ContractTemplate => ({
  id: row.id,
  name: row.name,
  builtIn: false,
  isDefault: row.isDefault,
  inUse,
  updatedAt: row.updatedAt.toISOString(),
});

const platformEntry = (lang: Language, isDefault: boolean): ContractTemplate => ({
  id: PLATFORM_TEMPLATE_ID,
  name: platformTemplate(lang).name,
  builtIn: true,
  isDefault,
  inUse: 0,
  updatedAt: null,
});

/**
 * POST /shop/contract/template/list: the platform's template (read-only) and the shop's live ones,
 * newest change first, each with how many unsigned contracts / waiting orders use it. A company
 * without a shop sees only the platform's.
 */
export async function listContractTemplates(db: Db, caller: OrderCaller, lang: Language): Promise<ContractTemplateList> {
  const shopId = await findShopIdOf(db, caller.company.companyId);
  if (shopId === undefined) {
    return { templates: [platformEntry(lang, true)], defaultId: PLATFORM_TEMPLATE_ID, hasShop: false };
  }
  const rows = await db
    .select()
    .from(contractTemplates)
    .where(and(eq(contractTemplates.shopId, shopId), isNull(contractTemplates.deletedAt)))
    .orderBy(desc(contractTemplates.updatedAt), desc(contractTemplates.id));
  const uses = await templateUses(
    db,
    rows.map((r) => r.id),
  );
  const defaultId = rows.find((r) => r.isDefault)?.id ?? PLATFORM_TEMPLATE_ID;
  return {
    templates: [
      platformEntry(lang, defaultId === PLATFORM_TEMPLATE_ID),
      ...rows.map((row) => toTemplate(row, uses.filter((u) => u.templateId === row.id).length)),
    ],
    defaultId,
    hasShop: true,
  };
}

/**
 * POST /shop/contract/template/confirm/info {id}: one template with its text, the placeholders it
 * uses and where it is used; id 0 is the platform's. Another shop's or a deleted one → 404.
 */
export async function contractTemplateInfo(
  db: Db,
  caller: OrderCaller,
  id: number,
  lang: Language,
): Promise<ContractTemplateInfo> {
  if (id === PLATFORM_TEMPLATE_ID) {
    const shopId = await findShopIdOf(db, caller.company.companyId);
    const hasDefault =
      shopId !== undefined &&
      (
        await db
          .select({ id: contractTemplates.id })
          .from(contractTemplates)
          .where(
            and(eq(contractTemplates.shopId, shopId), eq(contractTemplates.isDefault, true), isNull(contractTemplates.deletedAt)),
          )
      ).length > 0;
    const { content } = platformTemplate(lang);
    return { ...platformEntry(lang, !hasDefault), content, placeholders: placeholdersIn(content), usedBy: [] };
  }
  const shopId = await shopIdOf(db, caller.company.companyId);
  const row = await shopTemplate(db, shopId, id);
  const uses = await templateUses(db, [row.id]);
  return {
    ...toTemplate(row, uses.length),
    content: row.content,
    placeholders: placeholdersIn(row.content),
    usedBy: uses.map(({ templateId: _, ...use }) => use),
  };
}
