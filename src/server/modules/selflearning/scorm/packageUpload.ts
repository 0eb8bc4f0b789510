import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
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

const tooLarge = () =>
  new AppError(
    413,
    `This package is larger than ${formatFileSize(SCORM.uploadMaxBytes)}, the most a SCORM package may be.`,
  );

/**
 * The bytes of the form's file in one buffer of their own size: written to a temporary file first, since gathering
 * the chunks and joining them would hold the zip twice at the join.
 */
async function readWhole(file: Readable & { truncated?: boolean }): Promise<Buffer> {
  const folder = await mkdtemp(join(tmpdir(), 'lms-package-'));
  try {
    const path = join(folder, 'package.zip');
    await pipeline(file, createWriteStream(path, { mode: 0o600 }));
    if (file.truncated) throw tooLarge();
    return await readFile(path);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * The zip of a package upload (POST uploadPackage), read from the multipart form into memory (a zip is read from
 * its end, so it is held whole, once), refused past the package size limit as it streams in.
 */
export async function readPackageUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(`Choose a SCORM package to upload. ${HOW}`);
  let zip: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file') zip = await readWhole(part.file);
      else if (part.type === 'file') part.file.resume();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw badRequest('Upload one package at a time.');
    throw badRequest(`The form could not be read. ${HOW}`);
  }
  if (!zip)
    throw badRequest(`Choose the SCORM package (.zip) to upload. ${HOW}`, { file: 'Choose a .zip file.' });
  if (!zip.length) throw badRequest('This file is empty.', { file: 'This file is empty.' });
  return zip;
}
