/**
 * A .docx file as HTML the page can show: mammoth reads the document's structure (headings, lists, tables,
 * pictures as data addresses), and DOMPurify keeps only markup that cannot run, since the file is anyone's upload.
 * Both load with the first document opened.
 */
export async function wordDocumentAsHtml(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok)
    throw new Error('The document could not be fetched. Check your connection, then try again.');
  const [{ default: mammoth }, { default: DOMPurify }] = await Promise.all([
    import('mammoth'),
    import('dompurify'),
  ]);
  let html: string;
  try {
    ({ value: html } = await mammoth.convertToHtml({ arrayBuffer: await response.arrayBuffer() }));
  } catch {
    throw new Error('This document could not be read: it may be damaged, or not a Word (.docx) document.');
  }
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_ATTR: ['style'] });
}
