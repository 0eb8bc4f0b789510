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
  const reason = body.trim();
  const meaning = MEANINGS[code];
  if (code === 400) return { code, msg: reason ? `${MEANINGS[400]}: ${reason}.` : `${MEANINGS[400]}.` };
  return {
    code,
    msg: meaning ?? (reason ? `The upload was refused: ${reason}.` : 'The upload was refused.'),
  };
}
