import { personName } from '../../../core/rules/personName';
import type { MailAddress, MailMessage } from '../../../core/schemas/mail';

/** What the compose form starts from: a new message, a draft, a reply, a reply to all, a forward. */
export interface ComposeStart {
  draftId?: string;
  to: MailAddress[];
  cc: MailAddress[];
  subject: string;
  body: string;
  /** Files kept from the draft or the forwarded message, with their names. */
  attachments: { _id: string; name: string }[];
  inReplyToId?: string;
  forwardedFromId?: string;
}

export const EMPTY_COMPOSE: ComposeStart = { to: [], cc: [], subject: '', body: '', attachments: [] };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** "Re: subject", once however long the thread. */
export const replySubject = (subject: string) => (/^re:/i.test(subject.trim()) ? subject : `Re: ${subject}`);

/** "Fwd: subject", once. */
export const forwardSubject = (subject: string) =>
  /^(fwd?|fw):/i.test(subject.trim()) ? subject : `Fwd: ${subject}`;

/** The message quoted under an empty first line: who wrote it and when, then its text in a quote. */
export function quoteOf(message: Pick<MailMessage, 'sender' | 'date' | 'body'>, locale?: string): string {
  const when = new Date(message.date).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return `<p></p><p>On ${escapeHtml(when)}, ${escapeHtml(personName(message.sender))} wrote:</p><blockquote>${message.body}</blockquote>`;
}

const user = (id: string): MailAddress => ({ kind: 'user', id });
const same = (a: MailAddress, b: MailAddress) => a.kind === b.kind && a.id === b.id;
const unique = (addresses: MailAddress[]) =>
  addresses.filter((address, index) => addresses.findIndex((other) => same(other, address)) === index);

/** A reply goes to the sender; a reply to all to the sender and every address but the replier's own. */
export function replyStart(message: MailMessage, myId: string, all: boolean): ComposeStart {
  const sender = user(message.sender._id);
  const others = (addresses: MailAddress[]) =>
    addresses.filter((a) => !(a.kind === 'user' && a.id === myId) && !same(a, sender));
  const to = message.sender._id === myId ? others(message.to) : [sender, ...(all ? others(message.to) : [])];
  return {
    to: unique(to.map(({ kind, id }) => ({ kind, id }))),
    cc: all ? unique(others(message.cc).map(({ kind, id }) => ({ kind, id }))) : [],
    subject: replySubject(message.subject),
    body: quoteOf(message),
    attachments: [],
    inReplyToId: message._id,
  };
}

/** A forward keeps the subject (Fwd:), quotes the text and keeps the files; the recipients are chosen anew. */
export function forwardStart(message: MailMessage): ComposeStart {
  return {
    to: [],
    cc: [],
    subject: forwardSubject(message.subject),
    body: quoteOf(message),
    attachments: message.attachments.map(({ _id, name }) => ({ _id, name })),
    forwardedFromId: message._id,
  };
}

/** A draft opened again, as it was saved. */
export function draftStart(message: MailMessage): ComposeStart {
  return {
    draftId: message._id,
    to: message.to.map(({ kind, id }) => ({ kind, id })),
    cc: message.cc.map(({ kind, id }) => ({ kind, id })),
    subject: message.subject,
    body: message.body,
    attachments: message.attachments.map(({ _id, name }) => ({ _id, name })),
    inReplyToId: message.inReplyToId ?? undefined,
    forwardedFromId: message.forwardedFromId ?? undefined,
  };
}

/** A picker's value for an address, and back. */
export const addressValue = (address: MailAddress) => `${address.kind}:${address.id}`;
export function addressOf(value: string): MailAddress {
  const [kind, ...rest] = value.split(':');
  return { kind: kind as MailAddress['kind'], id: rest.join(':') };
}
