import { site } from '../../shared/config.ts';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png']);
const IMAGE_NAME = /\.(jpe?g|png)$/i;

/**
 * SPEC §5: an avatar is a jpg, jpeg or png image of at most 40 MB (the server checks the bytes again).
 * Answers the catalogue key of the message to show, or null when the file may be uploaded.
 */
export function checkAvatarFile(file: {
  name: string;
  type: string;
  size: number;
}): 'file.badImageType' | 'file.imageTooLarge' | null {
  const typeOk = file.type ? IMAGE_TYPES.has(file.type) && IMAGE_NAME.test(file.name) : IMAGE_NAME.test(file.name);
  if (!typeOk) return 'file.badImageType';
  if (file.size > site.uploadMaxBytes) return 'file.imageTooLarge';
  return null;
}
