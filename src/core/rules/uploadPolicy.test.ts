import { describe, expect, it } from 'vitest';
import { COURSE_MATERIAL_MAX_BYTES } from '../constants';
import { judgeContent, judgeSize, servedInline, UPLOAD_POLICIES } from './uploadPolicy';

const text = (value: string) => new TextEncoder().encode(value);
const noHead = new Uint8Array([0x00, 0x01]);

// Issue 14: course material is decided by its bytes (what file-type reads), never by its name or claimed type.
describe('judgeContent for course material (issue 14)', () => {
  it.each([
    ['a PDF', { mime: 'application/pdf', ext: 'pdf' }, noHead, 'notes.pdf', 'application/pdf'],
    [
      'a docx',
      {
        mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        ext: 'docx',
      },
      noHead,
      'a.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [
      'an odp',
      { mime: 'application/vnd.oasis.opendocument.presentation', ext: 'odp' },
      noHead,
      'a.odp',
      'application/vnd.oasis.opendocument.presentation',
    ],
    ['a legacy .doc', { mime: 'application/x-cfb', ext: 'cfb' }, noHead, 'old.DOC', 'application/msword'],
    [
      'a legacy .xls',
      { mime: 'application/x-cfb', ext: 'cfb' },
      noHead,
      'old.xls',
      'application/vnd.ms-excel',
    ],
    ['a png', { mime: 'image/png', ext: 'png' }, noHead, 'x.png', 'image/png'],
    ['a webp', { mime: 'image/webp', ext: 'webp' }, noHead, 'x.webp', 'image/webp'],
    ['an mp4', { mime: 'video/mp4', ext: 'mp4' }, noHead, 'talk.mov', 'video/mp4'],
    ['an mkv', { mime: 'video/matroska', ext: 'mkv' }, noHead, 'x.mkv', 'video/matroska'],
    ['an avi', { mime: 'video/vnd.avi', ext: 'avi' }, noHead, 'x.avi', 'video/vnd.avi'],
    ['an mp3', { mime: 'audio/mpeg', ext: 'mp3' }, noHead, 'x.mp3', 'audio/mpeg'],
    ['an m4a', { mime: 'audio/x-m4a', ext: 'm4a' }, noHead, 'x.m4a', 'audio/x-m4a'],
    ['a wav', { mime: 'audio/wav', ext: 'wav' }, noHead, 'x.wav', 'audio/wav'],
    ['a zip', { mime: 'application/zip', ext: 'zip' }, noHead, 'x.zip', 'application/zip'],
    ['plain text', undefined, text('Week 1: read chapter 2.\n'), 'readme', 'text/plain; charset=utf-8'],
    ['a CSV', undefined, text('name,score\nAnn,9\n'), 'marks.csv', 'text/csv; charset=utf-8'],
    [
      'text cut inside a character',
      undefined,
      text('café').subarray(0, 4),
      'a.txt',
      'text/plain; charset=utf-8',
    ],
  ])('accepts %s', (_what, detected, head, name, contentType) => {
    expect(judgeContent('courseMaterial', { detected, head, name })).toEqual({ ok: true, contentType });
  });

  it('refuses an empty file', () => {
    expect(judgeContent('courseMaterial', { head: new Uint8Array(), name: 'empty.txt' })).toEqual({
      ok: false,
      message: 'This file is empty: choose a file with something in it.',
    });
  });

  it.each([
    [
      'a Windows program named as a PDF',
      { mime: 'application/x-msdownload', ext: 'exe' },
      noHead,
      'notes.pdf',
      'This file is a Windows program; course material can be documents, images, video, audio, zip or text.',
    ],
    [
      'an SVG drawing',
      undefined,
      text('<svg onload="alert(1)"></svg>'),
      'a.svg',
      'This file is a web page or drawing (HTML, SVG or XML); course material can be documents, images, video, audio, zip or text.',
    ],
    [
      'an HTML page after a BOM',
      undefined,
      text('\uFEFF  <!doctype html>'),
      'a.txt',
      'This file is a web page or drawing (HTML, SVG or XML); course material can be documents, images, video, audio, zip or text.',
    ],
    [
      'bytes that are not text',
      undefined,
      noHead,
      'a.txt',
      'This file is not a kind of file we can recognise; course material can be documents, images, video, audio, zip or text.',
    ],
    [
      'an installer container',
      { mime: 'application/x-cfb', ext: 'cfb' },
      noHead,
      'setup.msi',
      'This file is an Office container that is not a .doc, .xls or .ppt file; course material can be documents, images, video, audio, zip or text.',
    ],
    [
      'a kind nobody named',
      { mime: 'application/x-tar', ext: 'tar' },
      noHead,
      'a.tar',
      'This file is a .tar file; course material can be documents, images, video, audio, zip or text.',
    ],
  ])('refuses %s, saying what may be uploaded', (_what, detected, head, name, message) => {
    expect(judgeContent('courseMaterial', { detected, head, name })).toEqual({ ok: false, message });
  });
});

describe('judgeSize (issue 14)', () => {
  const policy = UPLOAD_POLICIES.courseMaterial;
  it('takes course material up to 500 MB', () => {
    expect(policy.maxBytes).toBe(COURSE_MATERIAL_MAX_BYTES);
    expect(COURSE_MATERIAL_MAX_BYTES).toBe(500 * 1024 * 1024);
    expect(judgeSize(policy, COURSE_MATERIAL_MAX_BYTES)).toBeUndefined();
    expect(judgeSize(policy, COURSE_MATERIAL_MAX_BYTES + 1)).toBe(
      'This file is too large: it may be at most 500 MB.',
    );
  });
});

describe('servedInline (issue 14)', () => {
  it.each([
    ['application/pdf', true],
    ['image/png', true],
    ['video/webm', true],
    ['audio/ogg', true],
    ['text/plain; charset=utf-8', true],
    ['text/csv; charset=utf-8', false],
    ['application/zip', false],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', false],
    ['text/html', false],
    ['image/svg+xml', false],
  ])('%s inline: %s', (contentType, inline) => {
    expect(servedInline(contentType)).toBe(inline);
  });
});
