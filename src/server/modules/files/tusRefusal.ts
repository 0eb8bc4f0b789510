/** A refusal in this app's shape (DESIGN §3). */
export interface Refusal {
  code: number;
  msg: string;
  fields?: Record<string, string>;
}

/** What each of the tus server's own refusals means for the person uploading. */
const MEANINGS: Record<number, string> = {
  400: 'The upload request could not be read',
  403: 'This upload cannot be changed any more.',
  404: 'No such upload. Please start it again.',
  409: 'The upload is not at that point: ask how far it got (HEAD) and continue from there.',
  410: 'This upload has expired. Please start it again.',
  412: 'Uploads here speak the tus protocol 1.0.0 (send Tus-Resumable: 1.0.0).',
  413: 'This file is too large.',
  415: 'Send the bytes of an upload as application/offset+octet-stream.',
};

/**
 * The tus server answers its refusals as plain text written for programmers ("Upload-Offset header required");
 * the app's hooks answer theirs as `{ code, msg }` JSON already. This gives every refusal the app's shape. The
 * protocol extensions this server lacks (501 from tus) are the client's mistake here, so 400.
 */
export function tusRefusal(status: number, body: string): Refusal {
  try {
    const parsed = JSON.parse(body) as Partial<Refusal>;
    if (typeof parsed.code === 'number' && typeof parsed.msg === 'string') return parsed as Refusal;
  } catch {
    // Plain text from tus: worded below.
  }
  const code = status >= 500 && status !== 500 ? 400 : status;
  // tus ends some of its sentences with a full stop, some not: one is put back below.
  const reason = body.trim().replace(/\.$/, '');
  const meaning = MEANINGS[code];
  if (code === 400) return { code, msg: reason ? `${MEANINGS[400]}: ${reason}.` : `${MEANINGS[400]}.` };
  return {
    code,
    msg: meaning ?? (reason ? `The upload was refused: ${reason}.` : 'The upload was refused.'),
  };
}

/** The one version of the tus protocol this server speaks. */
export const TUS_VERSION = '1.0.0';
/** The only type the bytes of a PATCH may come as (tus core protocol). */
const UPLOAD_BYTES_TYPE = 'application/offset+octet-stream';

/** A refusal made before the tus server sees the request, with the headers the protocol asks of it. */
export interface ProtocolRefusal extends Refusal {
  headers: Record<string, string>;
}

/**
 * What the protocol refuses before anything is done (tus 1.0.0, core protocol), refused here because the tus server
 * answers these with 400 and text for programmers ("Invalid tus-resumable"): a request other than OPTIONS without
 * `Tus-Resumable: 1.0.0` gets 412 naming the version spoken (`Tus-Version`); a PATCH whose bytes are not
 * application/offset+octet-stream gets 415, and one that does not say where they go (`Upload-Offset`) 400.
 * Undefined: the tus server takes it from here.
 */
export function protocolRefusal(request: {
  method: string;
  tusResumable?: string;
  contentType?: string;
  uploadOffset?: string;
}): ProtocolRefusal | undefined {
  if (request.method === 'OPTIONS') return undefined;
  if (request.tusResumable !== TUS_VERSION)
    return { code: 412, msg: MEANINGS[412]!, headers: { 'Tus-Version': TUS_VERSION } };
  if (request.method !== 'PATCH') return undefined;
  if (request.contentType !== UPLOAD_BYTES_TYPE) return { code: 415, msg: MEANINGS[415]!, headers: {} };
  if (request.uploadOffset === undefined)
    return {
      code: 400,
      msg: 'Say where these bytes go in the file (Upload-Offset): ask how far the upload got (HEAD) first.',
      headers: {},
    };
  return undefined;
}
