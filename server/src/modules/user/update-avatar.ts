import type { MultipartFile } from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { storeUpload } from '../../platform/files/store-upload.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { type UserRow, users } from './tables.ts';

/** POST /user/update/avatar: an image (checked by its bytes) becomes the user's avatar. */
export async function updateAvatar(ctx: AppContext, user: UserRow, file: MultipartFile): Promise<UserRow> {
  const stored = await storeUpload(ctx, { file, kind: 'img', encrypted: false, ownerUserId: user.id });
  const [row] = await ctx.db
    .update(users)
    .set({ avatarKey: stored.key, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  if (!row) throw notFound();
  return row;
}
