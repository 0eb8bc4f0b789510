import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { SCORM } from '../../../../core/constants';
import { formatFileSize } from '../../../../core/rules/fileSize';
import { AppError, badRequest } from '../../../platform/errors';

/** What `@fastify/multipart` may read of a package upload: one zip of at most the package size, nothing else. */
export const PACKAGE_UPLOAD_LIMITS: FastifyMultipartBaseOptions['limits'] = {
  files: 1,
  fileSize: SCORM.uploadMaxBytes,
  fields: 2,
  fieldSize: 1024,
  parts: 3,
};

const HOW = 'Send a form with the field file: the SCORM package as a .zip.';

/**
 * The zip of a package upload (POST uploadPackage), read from the multipart form into memory (a zip is read from
 * its end, so it is read whole), refused past the package size limit as it streams in.
 */
export async function readPackageUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(`Choose a SCORM package to upload. ${HOW}`);
  let zip: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file') zip = await part.toBuffer();
      else if (part.type === 'file') part.file.resume();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(
        413,
        `This package is larger than ${formatFileSize(SCORM.uploadMaxBytes)}, the most a SCORM package may be.`,
      );
    if (code === 'FST_FILES_LIMIT') throw badRequest('Upload one package at a time.');
    throw badRequest(`The form could not be read. ${HOW}`);
  }
  if (!zip)
    throw badRequest(`Choose the SCORM package (.zip) to upload. ${HOW}`, { file: 'Choose a .zip file.' });
  if (!zip.length) throw badRequest('This file is empty.', { file: 'This file is empty.' });
  return zip;
}
