import type { MessageKey } from '@hgsc/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { invalidField } from '../http/app-error.ts';
import { storedFiles } from './tables.ts';

/**
 * 400 naming `field` unless `key` is a stored, unencrypted image — what an operator uploaded
 * through /oss/upload/img for a public page (any operator's will do: the console is shared).
 */
export async function assertPublicImage(ctx: AppContext, key: string, field: string, reason: MessageKey): Promise<void> {
  const [file] = await ctx.db.select().from(storedFiles).where(eq(storedFiles.key, key));
  if (!file || file.encrypted || !file.mime.startsWith('image/')) throw invalidField(field, reason);
}
