import { describe, expect, it } from 'vitest';
import { protocolRefusal, tusRefusal } from './tusRefusal';

const BYTES = 'application/offset+octet-stream';
const SPEAKS = 'Uploads here speak the tus protocol 1.0.0 (send Tus-Resumable: 1.0.0).';
const AS_BYTES = 'Send the bytes of an upload as application/offset+octet-stream.';
const NO_OFFSET =
  'Say where these bytes go in the file (Upload-Offset): ask how far the upload got (HEAD) first.';

describe('protocolRefusal: what the tus protocol refuses before anything is done', () => {
  it.each([
    ['OPTIONS without Tus-Resumable (discovery)', { method: 'OPTIONS' }, undefined],
    ['HEAD of 1.0.0', { method: 'HEAD', tusResumable: '1.0.0' }, undefined],
    [
      'POST of 1.0.0, any type',
      { method: 'POST', tusResumable: '1.0.0', contentType: 'text/plain' },
      undefined,
    ],
    [
      'PATCH of bytes from an offset',
      { method: 'PATCH', tusResumable: '1.0.0', contentType: BYTES, uploadOffset: '0' },
      undefined,
    ],
    [
      'HEAD without Tus-Resumable',
      { method: 'HEAD' },
      { code: 412, msg: SPEAKS, headers: { 'Tus-Version': '1.0.0' } },
    ],
    [
      'POST of another version',
      { method: 'POST', tusResumable: '0.2.2' },
      { code: 412, msg: SPEAKS, headers: { 'Tus-Version': '1.0.0' } },
    ],
    [
      'PATCH of another version, even of bytes',
      { method: 'PATCH', tusResumable: '2.0.0', contentType: BYTES, uploadOffset: '0' },
      { code: 412, msg: SPEAKS, headers: { 'Tus-Version': '1.0.0' } },
    ],
    [
      'PATCH of text',
      { method: 'PATCH', tusResumable: '1.0.0', contentType: 'text/plain', uploadOffset: '0' },
      { code: 415, msg: AS_BYTES, headers: {} },
    ],
    [
      'PATCH of bytes with a charset',
      { method: 'PATCH', tusResumable: '1.0.0', contentType: `${BYTES}; charset=utf-8`, uploadOffset: '0' },
      { code: 415, msg: AS_BYTES, headers: {} },
    ],
    [
      'PATCH without a type',
      { method: 'PATCH', tusResumable: '1.0.0', uploadOffset: '0' },
      { code: 415, msg: AS_BYTES, headers: {} },
    ],
    [
      'PATCH without an offset',
      { method: 'PATCH', tusResumable: '1.0.0', contentType: BYTES },
      { code: 400, msg: NO_OFFSET, headers: {} },
    ],
  ])('%s', (_what, request, refusal) => {
    expect(protocolRefusal(request)).toEqual(refusal);
  });
});

describe("tusRefusal: the tus server's own refusals in the app's shape", () => {
  it.each([
    [
      409,
      'Upload-Offset conflict\n',
      'The upload is not at that point: ask how far it got (HEAD) and continue from there.',
    ],
    [410, 'The file for this url no longer exists\n', 'This upload has expired. Please start it again.'],
    [400, 'Invalid upload-length\n', 'The upload request could not be read: Invalid upload-length.'],
    [
      501,
      'creation-defer-length extension is not (yet) supported.\n',
      'The upload request could not be read: creation-defer-length extension is not (yet) supported.',
    ],
    [418, '', 'The upload was refused.'],
  ])('words %i %j for people', (status, body, msg) => {
    expect(tusRefusal(status, body).msg).toBe(msg);
  });

  it("keeps the app's own refusals, made in tus's hooks, as they are", () => {
    const own = { code: 413, msg: 'This file is too large: it may be at most 64 KB.' };
    expect(tusRefusal(413, JSON.stringify(own))).toEqual(own);
  });
});
