import { COURSE_MATERIAL_MAX_BYTES, SHARED_DOCUMENTS, SUBMISSION_FILE_MAX_BYTES } from '../constants';
import { formatFileSize } from './fileSize';

/**
 * What each kind of upload may be (issue 14): its largest size and the kinds of file it accepts, decided from the
 * file's bytes (what `file-type` reads from them), never from its name or the type the client claims. Adding a
 * purpose (a submission, the library, help videos, manuals) is one line in `UPLOAD_POLICIES`.
 */
export const UPLOAD_PURPOSES = [
  'courseMaterial',
  'itemAttachment',
  'submission',
  'library',
  'manual',
  'helpVideo',
  'assessmentAnswer',
  'mailAttachment',
  'portfolioEvidence',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export type FileKind = 'document' | 'image' | 'video' | 'audio' | 'zip' | 'text';

export interface PurposePolicy {
  maxBytes: number;
  accepts: readonly FileKind[];
  /** What it may be, in words, for the refusal of any other kind of file. */
  accepted: string;
}

export const UPLOAD_POLICIES: Record<UploadPurpose, PurposePolicy> = {
  courseMaterial: {
    maxBytes: COURSE_MATERIAL_MAX_BYTES,
    accepts: ['document', 'image', 'video', 'audio', 'zip', 'text'],
    accepted: 'course material can be documents, images, video, audio, zip or text',
  },
  /** A teacher's files on an assignment, project or lab. */
  itemAttachment: {
    maxBytes: COURSE_MATERIAL_MAX_BYTES,
    accepts: ['document', 'image', 'video', 'audio', 'zip', 'text'],
    accepted: 'files given with an assignment can be documents, images, video, audio, zip or text',
  },
  /** A student's (a project group's) work handed in. */
  submission: {
    maxBytes: SUBMISSION_FILE_MAX_BYTES,
    accepts: ['document', 'image', 'video', 'audio', 'zip', 'text'],
    accepted: 'work handed in can be documents, images, video, audio, zip or text',
  },
  /** A document for the whole school's library. */
  library: {
    maxBytes: SHARED_DOCUMENTS.libraryMaxBytes,
    accepts: ['document', 'image', 'video', 'audio', 'zip', 'text'],
    accepted: 'the library takes documents, images, video, audio, zip or text',
  },
  /** A manual anyone may read. */
  manual: {
    maxBytes: SHARED_DOCUMENTS.manualMaxBytes,
    accepts: ['document', 'image', 'video', 'text'],
    accepted: 'a manual can be a document, an image, a video or text',
  },
  /** A help video, shown on the pages it is for. */
  helpVideo: {
    maxBytes: SHARED_DOCUMENTS.helpVideoMaxBytes,
    accepts: ['video'],
    accepted: 'a help video must be a video (MP4 or WebM)',
  },
  /** A student's answers to an offline test or exam, handed in as a file (issue 15): a scan or a document. */
  assessmentAnswer: {
    maxBytes: SUBMISSION_FILE_MAX_BYTES,
    accepts: ['document', 'image', 'zip', 'text'],
    accepted: 'an answer file can be a document, an image (a scan or a photo), zip or text',
  },
  /** A file attached to internal mail (issue 34): no course; its uploader and the message's recipients read it. */
  mailAttachment: {
    maxBytes: COURSE_MATERIAL_MAX_BYTES,
    accepts: ['document', 'image', 'video', 'audio', 'zip', 'text'],
    accepted: 'a file attached to mail can be a document, an image, video, audio, zip or text',
  },
  /** Evidence a student puts in their portfolio (issue 35): no course; they and their teachers read it. */
  portfolioEvidence: {
    maxBytes: SUBMISSION_FILE_MAX_BYTES,
    accepts: ['document', 'image', 'video', 'audio', 'zip', 'text'],
    accepted: 'portfolio evidence can be documents, images, video, audio, zip or text',
  },
};

/** The types `file-type` reports that a purpose may accept, by kind; `inline`: a browser may show it in the page. */
const KNOWN_TYPES: Record<string, { kind: FileKind; inline: boolean }> = {
  'application/pdf': { kind: 'document', inline: true },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    kind: 'document',
    inline: false,
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { kind: 'document', inline: false },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': {
    kind: 'document',
    inline: false,
  },
  'application/vnd.oasis.opendocument.text': { kind: 'document', inline: false },
  'application/vnd.oasis.opendocument.spreadsheet': { kind: 'document', inline: false },
  'application/vnd.oasis.opendocument.presentation': { kind: 'document', inline: false },
  'application/msword': { kind: 'document', inline: false },
  'application/vnd.ms-excel': { kind: 'document', inline: false },
  'application/vnd.ms-powerpoint': { kind: 'document', inline: false },
  'image/png': { kind: 'image', inline: true },
  'image/jpeg': { kind: 'image', inline: true },
  'image/gif': { kind: 'image', inline: true },
  'image/webp': { kind: 'image', inline: true },
  'video/mp4': { kind: 'video', inline: true },
  'video/webm': { kind: 'video', inline: true },
  'video/matroska': { kind: 'video', inline: true },
  'video/vnd.avi': { kind: 'video', inline: true },
  'audio/mpeg': { kind: 'audio', inline: true },
  'audio/x-m4a': { kind: 'audio', inline: true },
  'audio/mp4': { kind: 'audio', inline: true },
  'audio/ogg': { kind: 'audio', inline: true },
  'audio/wav': { kind: 'audio', inline: true },
  'application/zip': { kind: 'zip', inline: false },
  'text/plain; charset=utf-8': { kind: 'text', inline: true },
  'text/csv; charset=utf-8': { kind: 'text', inline: false },
};

/**
 * The old Office formats are all one container to `file-type` (`application/x-cfb`), as are Windows installers:
 * only a container named as a document is taken, as that document's type.
 */
const LEGACY_OFFICE: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

/** Kinds of file people try to share by mistake, named as a person knows them. */
const REFUSED_NAMES: Record<string, string> = {
  'application/x-msdownload': 'a Windows program',
  'application/x-msi': 'a Windows installer',
  'application/x-elf': 'a program',
  'application/x-mach-binary': 'a program',
  'application/x-sh': 'a script',
  'application/x-apple-diskimage': 'a disk image',
  'application/x-iso9660-image': 'a disk image',
  'application/vnd.microsoft.portable-executable': 'a Windows program',
  'application/x-rar-compressed': 'a RAR archive',
  'application/x-7z-compressed': 'a 7-Zip archive',
  'application/x-cfb': 'an Office container that is not a .doc, .xls or .ppt file',
  markup: 'a web page or drawing (HTML, SVG or XML)',
  binary: 'not a kind of file we can recognise',
};

/** What `file-type` read from the bytes (undefined: no magic number), and the first bytes for files without one. */
export interface SniffedContent {
  detected?: { mime: string; ext: string };
  /** The file's first bytes (up to UPLOAD_TEXT_SNIFF_BYTES; the whole file when shorter). */
  head: Uint8Array;
  /** The display name, for the extension that tells a CSV from plain text and a .doc from another container. */
  name: string;
}

export type ContentVerdict = { ok: true; contentType: string } | { ok: false; message: string };

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** Text: valid UTF-8 without NUL bytes (a character cut at the end of the head is allowed). */
function isText(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** Text that a browser would run as a page or drawing: its first character (after a BOM or spaces) opens a tag. */
function looksLikeMarkup(head: Uint8Array): boolean {
  const start = new TextDecoder('utf-8').decode(head.subarray(0, 1024));
  return /^\uFEFF?\s*</.test(start);
}

/** The content type the bytes are, as stored and served, or the kind of file they are when none fits. */
function contentTypeOf(content: SniffedContent): { type: string } | { refusedAs: string } {
  const { detected, head, name } = content;
  if (detected?.mime === 'application/x-cfb') {
    const legacy = LEGACY_OFFICE[extensionOf(name)];
    return legacy ? { type: legacy } : { refusedAs: 'application/x-cfb' };
  }
  if (detected) return KNOWN_TYPES[detected.mime] ? { type: detected.mime } : { refusedAs: detected.mime };
  if (!isText(head)) return { refusedAs: 'binary' };
  if (looksLikeMarkup(head)) return { refusedAs: 'markup' };
  return { type: extensionOf(name) === 'csv' ? 'text/csv; charset=utf-8' : 'text/plain; charset=utf-8' };
}

/** Whether the purpose accepts these bytes, and as which content type; a refusal says what the file may be. */
export function judgeContent(purpose: UploadPurpose, content: SniffedContent): ContentVerdict {
  const policy = UPLOAD_POLICIES[purpose];
  if (content.head.length === 0)
    return { ok: false, message: 'This file is empty: choose a file with something in it.' };
  const found = contentTypeOf(content);
  if ('type' in found && policy.accepts.includes(KNOWN_TYPES[found.type]!.kind))
    return { ok: true, contentType: found.type };
  const what =
    'refusedAs' in found
      ? (REFUSED_NAMES[found.refusedAs] ?? `a .${content.detected?.ext ?? 'unknown'} file`)
      : `a ${KNOWN_TYPES[found.type]!.kind} file`;
  return { ok: false, message: `This file is ${what}; ${policy.accepted}.` };
}

/** Whether an upload of `size` bytes fits the purpose; the refusal says the limit. */
export function judgeSize(policy: Pick<PurposePolicy, 'maxBytes'>, size: number): string | undefined {
  if (size <= policy.maxBytes) return undefined;
  return `This file is too large: it may be at most ${formatFileSize(policy.maxBytes)}.`;
}

/** Whether a stored type may be shown in the page; everything else is downloaded as an attachment. */
export function servedInline(contentType: string): boolean {
  return KNOWN_TYPES[contentType]?.inline ?? false;
}
