import type { APIRequestContext } from '@playwright/test';
import { metadataHeader, TUS } from '../../src/server/test/tusUploads';
import { apiSignIn, expectOk, type Person } from './people';

/**
 * A file sent by whoever `headers` sign in, through the same tus upload the page uses, in one piece, with the
 * upload's metadata (`purpose` and what it names): for journeys whose subject is not the upload itself. Answers the
 * stored file's id.
 */
async function uploadInOnePiece(
  request: APIRequestContext,
  headers: Record<string, string>,
  file: { name: string; bytes: Buffer },
  metadata: Record<string, string>,
): Promise<string> {
  const started = await request.post('/api/v1/file/upload', {
    headers: {
      ...headers,
      ...TUS,
      'upload-length': String(file.bytes.length),
      'upload-metadata': metadataHeader({ filename: file.name, ...metadata }),
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

/** A file added to a course's files by one of its teachers. Answers the stored file's id. */
export async function addCourseFile(
  request: APIRequestContext,
  teacher: Person,
  courseId: string,
  file: { name: string; bytes: Buffer },
): Promise<string> {
  const { headers } = await apiSignIn(request, teacher.username, teacher.password);
  return uploadInOnePiece(request, headers, file, { purpose: 'courseMaterial', courseId });
}

/** A student's file put in their work for an item (assignment, project, lab), which is then handed in. */
export async function handInFile(
  request: APIRequestContext,
  student: Person,
  itemId: string,
  file: { name: string; bytes: Buffer },
): Promise<void> {
  const { headers } = await apiSignIn(request, student.username, student.password);
  await uploadInOnePiece(request, headers, file, { purpose: 'submission', itemId });
  await expectOk(
    await request.post('/api/v1/submission/submit', { headers, data: { itemId } }),
    `handing in ${file.name}`,
  );
}
