/**
 * The `Content-Disposition` of a download (RFC 6266): shown in the page (`inline`) or saved (`attachment`), under the
 * file's display name, as plain ASCII for old clients and exactly, UTF-8 encoded (RFC 8187), for the rest.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const exact = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${exact}`;
}
