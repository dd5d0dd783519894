import { describe, expect, it } from 'vitest';
import { checkAvatarFile } from './avatar-check.ts';

const MB = 1024 * 1024;

describe('checkAvatarFile (SPEC §5)', () => {
  it('accepts jpg, jpeg and png up to 40 MB', () => {
    expect(checkAvatarFile({ name: 'a.jpg', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(checkAvatarFile({ name: 'a.JPEG', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(checkAvatarFile({ name: 'a.png', type: 'image/png', size: 40 * MB })).toBeNull();
    expect(checkAvatarFile({ name: 'a.png', type: '', size: 10 })).toBeNull();
  });
  it('refuses other types with the image-type message', () => {
    expect(checkAvatarFile({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('file.badImageType');
    expect(checkAvatarFile({ name: 'a.bmp', type: 'image/bmp', size: 10 })).toBe('file.badImageType');
    expect(checkAvatarFile({ name: 'a.png', type: 'application/pdf', size: 10 })).toBe('file.badImageType');
    expect(checkAvatarFile({ name: 'a.pdf', type: '', size: 10 })).toBe('file.badImageType');
  });
  it('refuses more than 40 MB with the image-size message', () => {
    expect(checkAvatarFile({ name: 'a.png', type: 'image/png', size: 40 * MB + 1 })).toBe('file.imageTooLarge');
  });
});

describe('the messages shown for a refused avatar', () => {
  it('are SPEC §5 word for word in zh', async () => {
    const { messages } = await import('@hgsc/contracts');
    expect(messages.zh['file.badImageType']).toBe('上传图片格式不对!上传图片只能是 jpg、jpeg、png 格式');
    expect(messages.zh['file.imageTooLarge']).toBe('上传图片大小不能超过 40M!');
  });
});
