import { personName } from '../../../core/rules/personName';
import type { UserRow } from '../../db/schema';
import type { OutgoingMail } from '../../mail/mailer';
import { escapeHtml } from '../../text/escapeHtml';

interface MailParts {
  user: Pick<UserRow, 'email' | 'fullName' | 'username'>;
  subject: string;
  kind: string;
  intro: string;
  action: string;
  link: string;
  /** When the link stops working, if it does. */
  expiry?: string;
  /** What to do if the mail was not expected. */
  ignore?: string;
}

/** What the kept copy says where the recipient's copy has the link. */
export const LINK_LEFT_OUT = '(The link is left out of this copy: only the recipient has it.)';

/** Plain text and simple HTML with the same content: who it is for, why, the link (unless left out) and when it expires. */
function body(p: MailParts, link: string | null): { text: string; html: string } {
  const name = personName(p.user);
  const notes = [p.expiry, p.ignore].filter((note): note is string => Boolean(note));
  const text = [
    `Hello ${name},`,
    '',
    p.intro,
    '',
    `${p.action}:`,
    link ?? LINK_LEFT_OUT,
    ...(notes.length ? ['', ...notes] : []),
    '',
    `This mail is for the account "${p.user.username}" (${p.user.email}).`,
  ].join('\n');
  const linkHtml = link
    ? [
        `<p><a href="${escapeHtml(link)}">${escapeHtml(p.action)}</a></p>`,
        `<p>If the button does not work, copy this address into your browser:<br>${escapeHtml(link)}</p>`,
      ]
    : [`<p>${escapeHtml(p.action)}: ${escapeHtml(LINK_LEFT_OUT)}</p>`];
  const html = [
    `<p>Hello ${escapeHtml(name)},</p>`,
    `<p>${escapeHtml(p.intro)}</p>`,
    ...linkHtml,
    ...(notes.length ? [`<p>${notes.map(escapeHtml).join(' ')}</p>`] : []),
    `<p>This mail is for the account "${escapeHtml(p.user.username)}" (${escapeHtml(p.user.email)}).</p>`,
  ].join('\n');
  return { text, html };
}

/** The mail for its recipient, and the copy the outbox keeps, which is the same mail without its secret link. */
function compose(p: MailParts): OutgoingMail {
  return { to: p.user.email, subject: p.subject, kind: p.kind, ...body(p, p.link), kept: body(p, null) };
}

export function verificationMail(user: MailParts['user'], link: string, hours: number): OutgoingMail {
  return compose({
    user,
    subject: 'Confirm your email address',
    kind: 'verify',
    intro: 'Please confirm that this email address belongs to your LMS account.',
    action: 'Confirm my email address',
    link,
    expiry: `The link works once and expires in ${hours} hours.`,
    ignore: 'If you did not create this account, you can ignore this mail.',
  });
}

export function resetMail(user: MailParts['user'], link: string, minutes: number): OutgoingMail {
  return compose({
    user,
    subject: 'Reset your password',
    kind: 'reset',
    intro: 'Someone (hopefully you) asked to reset the password of your LMS account.',
    action: 'Choose a new password',
    link,
    expiry: `The link works once and expires in ${minutes} minutes.`,
    ignore: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  });
}

/** Issue 10: an administrator approved a self-registered teacher. */
export function teacherApprovedMail(user: MailParts['user'], link: string): OutgoingMail {
  return compose({
    user,
    subject: 'Your teacher account is approved',
    kind: 'teacher_approved',
    intro:
      'An administrator has approved your teacher account. You can now create courses, add students and use every teacher tool.',
    action: 'Sign in',
    link,
  });
}

/** Issue 10: an administrator refused a self-registered teacher; the account stays, without teacher rights. */
export function teacherRefusedMail(
  user: MailParts['user'],
  link: string,
  supportEmail: string,
): OutgoingMail {
  return compose({
    user,
    subject: 'Your teacher account was not approved',
    kind: 'teacher_refused',
    intro: `An administrator did not approve your teacher account, so it has no teacher rights. If you think this is a mistake, write to ${supportEmail}.`,
    action: 'See your account',
    link,
  });
}

/** Issue 34: an administrator made the account (one by one or by import); the link sets its first password. */
export function inviteMail(user: MailParts['user'], link: string, days: number): OutgoingMail {
  return compose({
    user,
    subject: 'Your LMS account is ready: choose your password',
    kind: 'invite',
    intro: 'An administrator of your school has made an LMS account for you. Choose a password to start.',
    action: 'Choose my password',
    link,
    expiry: `The link works once and expires in ${days} days. An administrator can send a new one.`,
    ignore: 'If you did not expect this account, you can ignore this mail.',
  });
}
