import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../core/schemas/mail';
import { addressOf, addressValue, forwardStart, forwardSubject, replyStart, replySubject } from './compose';

const message: MailMessage = {
  _id: 'm1',
  folder: 'inbox',
  sender: { _id: 'tess', username: 'tess', fullName: 'Tess <Teacher>' },
  to: [
    { kind: 'course', id: 'c1', name: 'Biology' },
    { kind: 'user', id: 'me', name: 'Me' },
  ],
  cc: [{ kind: 'user', id: 'bob', name: 'Bob' }],
  subject: 'Field trip',
  preview: '',
  hasAttachments: true,
  date: '2026-11-29T10:00:00.000Z',
  read: true,
  body: '<p>Boots</p>',
  attachments: [
    {
      _id: 'f1',
      name: 'map.pdf',
      contentType: 'application/pdf',
      size: 1,
      courseId: null,
      createdAt: '',
      uploader: { _id: 'tess', username: 'tess', fullName: 'Tess' },
    },
  ],
  inReplyToId: null,
  forwardedFromId: null,
  sent: true,
};

describe('subjects (issue 34: reply, forward)', () => {
  it.each([
    ['Field trip', 'Re: Field trip', 'Fwd: Field trip'],
    ['Re: Field trip', 'Re: Field trip', 'Fwd: Re: Field trip'],
    ['RE: x', 'RE: x', 'Fwd: RE: x'],
    ['Fwd: x', 'Re: Fwd: x', 'Fwd: x'],
  ])('%s', (subject, reply, forward) => {
    expect(replySubject(subject)).toBe(reply);
    expect(forwardSubject(subject)).toBe(forward);
  });
});

describe('reply, reply all, forward', () => {
  it('replies to the sender alone, quoting the text with the name escaped', () => {
    const start = replyStart(message, 'me', false);
    expect(start).toMatchObject({
      to: [{ kind: 'user', id: 'tess' }],
      cc: [],
      subject: 'Re: Field trip',
      inReplyToId: 'm1',
    });
    expect(start.body).toContain('Tess &lt;Teacher&gt; wrote:');
    expect(start.body).toContain('<blockquote><p>Boots</p></blockquote>');
  });

  it('replies to all but the replier', () => {
    const start = replyStart(message, 'me', true);
    expect(start.to).toEqual([
      { kind: 'user', id: 'tess' },
      { kind: 'course', id: 'c1' },
    ]);
    expect(start.cc).toEqual([{ kind: 'user', id: 'bob' }]);
  });

  it('forwards with the files and no recipients', () => {
    expect(forwardStart(message)).toMatchObject({
      to: [],
      subject: 'Fwd: Field trip',
      attachments: [{ _id: 'f1', name: 'map.pdf' }],
      forwardedFromId: 'm1',
    });
  });

  it('turns addresses into picker values and back', () => {
    expect(addressOf(addressValue({ kind: 'courseTeachers', id: 'c1' }))).toEqual({
      kind: 'courseTeachers',
      id: 'c1',
    });
  });
});
