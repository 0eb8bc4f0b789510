import type { APIRequestContext } from '@playwright/test';
import { metadataHeader, TUS } from '../../src/server/test/tusUploads';
import { apiSignIn, expectOk, type Person } from './people';

/**
 * A file added to a course's files by one of its teachers, through the same tus upload the page uses, in one
 * piece: for journeys whose subject is not the upload itself. Answers the stored file's id.
 */
export async function addCourseFile(
  request: APIRequestContext,
  teacher: Person,
  courseId: string,
  file: { name: string; bytes: Buffer },
): Promise<string> {
  const { headers } = await apiSignIn(request, teacher.username, teacher.password);
  const started = await request.post('/api/v1/file/upload', {
    headers: {
      ...headers,
      ...TUS,
      'upload-length': String(file.bytes.length),
      'upload-metadata': metadataHeader({ filename: file.name, purpose: 'courseMaterial', courseId }),
    },
  });
  if (started.status() !== 201)
    throw new Error(`the upload of ${file.name} did not start: ${await started.text()}`);
  const stored = await expectOk<{ data: { _id: string } }>(
    await request.patch(started.headers().location!, {
      headers: {
        ...headers,
        ...TUS,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      data: file.bytes,
    }),
    `the bytes of ${file.name}`,
  );
  return stored.data._id;
}
