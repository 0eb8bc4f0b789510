import { z } from 'zod';

type Sanitizer = (html: string) => string;

let sanitize: Sanitizer = (html) => html;

/**
 * The server's rich-text sanitizer (server/text/richText.ts), installed once at start like the issue messages:
 * then every field built with `richText` is sanitized as the request is parsed, so no service can store one
 * unsanitized (DESIGN §3). The web app validates its forms with the same schemas and no sanitizer.
 */
export function installRichTextSanitizer(sanitizer: Sanitizer): void {
  sanitize = sanitizer;
}

/** A rich-text (HTML) field of at most `max` characters as typed. */
export const richText = (max: number) =>
  z
    .string()
    .max(max)
    .overwrite((html) => sanitize(html));
