import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { asUploadError, missingFileError } from './store-upload.ts';

/**
 * The multipart part named `file` of an upload request, ready for `storeUpload`; 400 "请选择要上传的文件"
 * (field `file`) when the request is not multipart or carries no such part.
 */
export async function requestFile(request: FastifyRequest): Promise<MultipartFile> {
  if (!request.isMultipart()) throw missingFileError();
  const file = await request.file().catch(asUploadError);
  if (!file) throw missingFileError();
  if (file.fieldname !== 'file') {
    file.file.resume();
    throw missingFileError();
  }
  return file;
}
