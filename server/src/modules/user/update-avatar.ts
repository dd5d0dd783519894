import type { MultipartFile } from '@fastify/multipart';
import type { AppContext } from '../../platform/context.ts';
import { storeUpload } from '../../platform/files/store-upload.ts';
import type { UserRow } from './tables.ts';
import { updateUser } from './users-repo.ts';

/** POST /user/update/avatar: an image (checked by its bytes) becomes the user's avatar. */
export async function updateAvatar(ctx: AppContext, user: UserRow, file: MultipartFile): Promise<UserRow> {
  const stored = await storeUpload(ctx, { file, kind: 'img', encrypted: false, ownerUserId: user.id });
  return updateUser(ctx.db, user.id, { avatarKey: stored.key });
}
