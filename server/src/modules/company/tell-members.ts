import type { MessageKey, NotificationTopic, PermissionCode } from '@hgsc/contracts';
import type { Db } from '../../platform/db/client.ts';
import type { NotificationDraft } from '../../platform/notify/notifiers.ts';
import { membersHoldingAny } from './member-holding.ts';

/** Who is told of a step: a company's members holding any of the permissions, what, and where it leads. */
export interface Telling {
  companyId: number;
  permissions: readonly PermissionCode[];
  kind: MessageKey;
  topic: NotificationTopic;
}

/** The notifications of a step: one to each member of each company told, with the same words and link. */
export async function draftsFor(
  db: Db,
  tellings: readonly Telling[],
  params: Record<string, string>,
  link: string,
): Promise<NotificationDraft[]> {
  const drafts: NotificationDraft[] = [];
  for (const telling of tellings)
    for (const userId of await membersHoldingAny(db, telling.companyId, telling.permissions))
      drafts.push({ userId, companyId: telling.companyId, kind: telling.kind, topic: telling.topic, params, link });
  return drafts;
}
