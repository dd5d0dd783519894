import { messages } from '@hgsc/contracts';
import { describe, expect, it } from 'vitest';
import { checkUploadFile, isPdfFile } from './file-check.ts';

const MB = 1024 * 1024;

describe('checkUploadFile (SPEC §5)', () => {
  it('accepts png, jpg, jpeg and bmp images up to 40 MB', () => {
    for (const [name, type] of [
      ['licence.png', 'image/png'],
      ['licence.JPG', 'image/jpeg'],
      ['licence.jpeg', 'image/jpeg'],
      ['licence.bmp', 'image/bmp'],
      ['licence.png', ''],
    ] as const) {
      expect(checkUploadFile({ name, type, size: 40 * MB }, 'img')).toBeNull();
    }
  });

  it('refuses a pdf or a gif as an image with the image-type message', () => {
    expect(checkUploadFile({ name: 'a.pdf', type: 'application/pdf', size: 10 }, 'img')).toBe('file.badImageType');
    expect(checkUploadFile({ name: 'a.gif', type: 'image/gif', size: 10 }, 'img')).toBe('file.badImageType');
    expect(checkUploadFile({ name: 'a.png', type: 'application/pdf', size: 10 }, 'img')).toBe('file.badImageType');
  });

  it('accepts a pdf where files are allowed and refuses others with the file-type message', () => {
    expect(checkUploadFile({ name: 'scan.pdf', type: 'application/pdf', size: 10 }, 'file')).toBeNull();
    expect(checkUploadFile({ name: 'scan.png', type: 'image/png', size: 10 }, 'file')).toBeNull();
    expect(checkUploadFile({ name: 'scan.docx', type: 'application/msword', size: 10 }, 'file')).toBe('file.badType');
  });

  it('accepts only a pdf where a pdf is asked for', () => {
    expect(checkUploadFile({ name: 'sds.pdf', type: 'application/pdf', size: 10 }, 'pdf')).toBeNull();
    expect(checkUploadFile({ name: 'sds.png', type: 'image/png', size: 10 }, 'pdf')).toBe('field.upload.badPdfType');
    expect(checkUploadFile({ name: 'sds.pdf', type: 'application/pdf', size: 40 * MB + 1 }, 'pdf')).toBe('file.tooLarge');
  });

  it('refuses more than 40 MB with the size message of the kind', () => {
    expect(checkUploadFile({ name: 'a.png', type: 'image/png', size: 40 * MB + 1 }, 'img')).toBe('file.imageTooLarge');
    expect(checkUploadFile({ name: 'a.pdf', type: 'application/pdf', size: 40 * MB + 1 }, 'file')).toBe('file.tooLarge');
  });

  it('tells a pdf from an image', () => {
    expect(isPdfFile({ name: 'a.PDF', type: 'application/pdf' })).toBe(true);
    expect(isPdfFile({ name: 'a.png', type: 'image/png' })).toBe(false);
  });

  it('shows SPEC §5 messages word for word', () => {
    expect(messages.zh['file.badType']).toBe('上传文件格式不对!上传文件只能是 jpg、jpeg、png、bmp 格式');
    expect(messages.zh['file.tooLarge']).toBe('上传文件大小不能超过 40M!');
  });
});
