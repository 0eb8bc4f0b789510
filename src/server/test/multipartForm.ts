import { randomBytes } from 'node:crypto';

/** A file field of a form: its name and bytes as a browser sends them. */
export interface FormFile {
  filename: string;
  content: string | Buffer;
  contentType?: string;
}

/**
 * A multipart/form-data body as a browser builds it (RFC 7578), for `app.inject`: each field in the order given,
 * files with their file name and type.
 */
export function multipartForm(fields: Record<string, string | FormFile>): {
  payload: Buffer;
  headers: { 'content-type': string };
} {
  const boundary = `----lms-test-${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const file = typeof value === 'string' ? null : value;
    const disposition = `form-data; name="${name}"${file ? `; filename="${file.filename}"` : ''}`;
    const type = file ? `\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}` : '';
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`),
      Buffer.from(file ? file.content : (value as string)),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
