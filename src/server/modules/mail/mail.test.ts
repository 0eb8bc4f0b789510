import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailMessages, mailOutbox, mailRecipients } from '../../db/schema';
import { type Cast, courseCast, type Person } from '../../test/cast';
import { createCourse } from '../../test/courseFactories';
import { createFile } from '../../test/fileFactories';
import { testFileApp } from '../../test/testFileApp';
import { uploadWhole } from '../../test/tusUploads';

/** Issue 34, SPEC §2 /mail ("teacher or student"): internal mail, call by call, for each kind of caller. */
const received: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, done) {
    stream.on('data', () => {});
    stream.on('end', () => {
      received.push(...session.envelope.rcptTo.map((to) => to.address));
      done();
    });
  },
});
let smtpPort = 0;
beforeAll(async () => {
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const t = testFileApp({
  get env() {
    return { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` };
  },
});
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});

type Address = { kind: 'user' | 'course' | 'courseTeachers'; id: string };
const user = (p: Person): Address => ({ kind: 'user', id: p.user.id });
const send = (who: Person, body: Record<string, unknown>) => t.post('/api/v1/mail/send', body, who.session);
const inbox = (who: Person, query = '') => t.get(`/api/v1/mail/list?folder=inbox${query}`, who.session);
const unread = async (who: Person) =>
  (await t.get('/api/v1/mail/unreadCount', who.session)).json().data.unread as number;
const messageCount = async () => (await t.app.db.select({ id: mailMessages.id }).from(mailMessages)).length;

describe('send to a whole course', () => {
  it('reaches every member but the sender, each once, with an unread count; an outsider gets nothing', async () => {
    const before = await unread(cast.studentMember);
    const reply = await send(cast.teacherOwner, {
      to: [{ kind: 'course', id: cast.course.id }],
      subject: 'Field trip on Friday',
      body: '<p>Bring <strong>boots</strong>.</p><script>alert(1)</script>',
    });
    expect(reply.statusCode).toBe(200);
    // The course's members: the co-teacher and two students (the disabled student is left out).
    expect(reply.json()).toEqual({
      code: 0,
      msg: 'Your message was sent to 3 people.',
      data: { _id: expect.any(String), recipients: 3 },
    });
    expect(await unread(cast.studentMember)).toBe(before + 1);
    const list = (await inbox(cast.studentMember)).json().data;
    const line = list.messages.find((m: { _id: string }) => m._id === reply.json().data._id);
    expect(line).toMatchObject({
      subject: 'Field trip on Friday',
      read: false,
      folder: 'inbox',
      preview: 'Bring boots.',
      sender: { fullName: 'Tess Teacher' },
      to: [{ kind: 'course', id: cast.course.id, name: cast.course.name }],
    });
    const outsider = (await inbox(cast.studentOutsider)).json().data;
    expect(outsider.messages.map((m: { _id: string }) => m._id)).not.toContain(reply.json().data._id);
  });

  it('reads a message whole (sanitised) and marks it read', async () => {
    const sent = await send(cast.teacherOwner, {
      to: [user(cast.classmate)],
      subject: 'Hi',
      body: '<p onclick="x()">Hello</p>',
    });
    const id = sent.json().data._id;
    const before = await unread(cast.classmate);
    const read = await t.get(`/api/v1/mail/message/${id}`, cast.classmate.session);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ _id: id, body: '<p>Hello</p>', sent: true, attachments: [] });
    expect(await unread(cast.classmate)).toBe(before - 1);
    const again = await t.post('/api/v1/mail/markUnread', { messageId: id }, cast.classmate.session);
    expect(again.statusCode).toBe(200);
    expect(await unread(cast.classmate)).toBe(before);
  });

  it("sends to a course's teachers only", async () => {
    const sent = await send(cast.studentMember, {
      to: [{ kind: 'courseTeachers', id: cast.course.id }],
      subject: 'A question',
    });
    expect(sent.json().data.recipients).toBe(2);
    const rows = await t.app.db
      .select({ userId: mailRecipients.userId })
      .from(mailRecipients)
      .where(eq(mailRecipients.messageId, sent.json().data._id));
    expect(rows.map((r) => r.userId).sort()).toEqual(
      [cast.teacherOwner.user.id, cast.coTeacher.user.id].sort(),
    );
  });
});

describe('who may write to whom (core/rules/mailRecipients.ts)', () => {
  it('refuses a student writing to a teacher of another course, naming them, and sends nothing', async () => {
    const before = await messageCount();
    const reply = await send(cast.studentMember, {
      to: [user(cast.classmate), user(cast.teacherOutsider)],
      subject: 'Hello',
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toEqual({
      code: 403,
      msg: 'You cannot write to Theo Elsewhere. Nothing was sent.',
      fields: { to: 'You cannot write to Theo Elsewhere.' },
    });
    expect(await messageCount()).toBe(before);
  });

  it('refuses a student writing to a course they are not in, under Cc', async () => {
    const other = await createCourse(t.app, cast.teacherOutsider.user, { name: 'Other course' });
    const reply = await send(cast.studentMember, {
      to: [user(cast.teacherOwner)],
      cc: [{ kind: 'course', id: other.id }],
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().fields).toEqual({ cc: 'You cannot write to Other course.' });
  });

  it('lets a teacher write to a fellow teacher and an administrator to anyone', async () => {
    expect((await send(cast.teacherOwner, { to: [user(cast.coTeacher)], subject: 'Plan' })).statusCode).toBe(
      200,
    );
    expect(
      (await send(cast.admin, { to: [user(cast.studentOutsider)], subject: 'Welcome' })).statusCode,
    ).toBe(200);
    expect((await send(cast.teacherOwner, { to: [user(cast.studentOutsider)] })).statusCode).toBe(403);
  });

  it('asks for a recipient', async () => {
    const reply = await send(cast.teacherOwner, { to: [], subject: 'Nobody' });
    expect(reply.statusCode).toBe(422);
    expect(reply.json().fields).toEqual({ to: 'To: add at least one recipient.' });
  });

  it('offers in the recipient search only whom the caller may write to', async () => {
    const reply = await t.get('/api/v1/mail/recipients?q=', cast.studentMember.session);
    const names = reply.json().data.people.map((p: { fullName: string }) => p.fullName);
    expect(names).toEqual(expect.arrayContaining(['Tess Teacher', 'Cora Coteacher', 'Bob Baker']));
    expect(names).not.toContain('Theo Elsewhere');
    expect(names).not.toContain('Otto Outsider');
    expect(names).not.toContain('Ann Able');
    expect(reply.json().data.courses).toEqual([{ _id: cast.course.id, name: cast.course.name }]);
    const search = await t.get('/api/v1/mail/recipients?q=cora', cast.studentMember.session);
    expect(search.json().data.people.map((p: { fullName: string }) => p.fullName)).toEqual([
      'Cora Coteacher',
    ]);
  });
});

describe('malformed and outsiders', () => {
  it.each([
    ['an address of an unknown kind', { to: [{ kind: 'team', id: 'x' }] }],
    ['a subject too long', { to: [], subject: 'x'.repeat(301) }],
    ['attachments that are not ids', { attachmentIds: [42] }],
  ])('refuses %s with 400', async (_case, body) => {
    const reply = await send(cast.teacherOwner, body);
    expect(reply.statusCode).toBe(400);
  });

  it('refuses a signed-out caller with 401', async () => {
    expect((await t.get('/api/v1/mail/unreadCount')).statusCode).toBe(401);
    expect((await t.post('/api/v1/mail/send', { to: [] })).statusCode).toBe(401);
  });

  it.each([
    ['another student', 'studentOutsider'],
    ['a classmate who was not sent it', 'classmate'],
    ['an administrator', 'admin'],
  ] as const)('hides a message from %s (404), on every call', async (_who, actor) => {
    const sent = await send(cast.teacherOwner, { to: [user(cast.studentMember)], subject: 'Private' });
    const id = sent.json().data._id;
    const caller = cast[actor].session;
    expect((await t.get(`/api/v1/mail/message/${id}`, caller)).statusCode).toBe(404);
    for (const verb of ['trash', 'restore', 'delete', 'markUnread'])
      expect((await t.post(`/api/v1/mail/${verb}`, { messageId: id }, caller)).statusCode).toBe(404);
  });
});

describe('trash, restore, delete', () => {
  it('moves a received message to the trash and back, then deletes it for good from the trash only', async () => {
    const id = (await send(cast.teacherOwner, { to: [user(cast.studentMember)], subject: 'Tidy me' })).json()
      .data._id;
    const as = cast.studentMember.session;
    const ids = async (folder: string) =>
      (await t.get(`/api/v1/mail/list?folder=${folder}`, as))
        .json()
        .data.messages.map((m: { _id: string }) => m._id);
    expect((await t.post('/api/v1/mail/delete', { messageId: id }, as)).statusCode).toBe(422);
    expect((await t.post('/api/v1/mail/trash', { messageId: id }, as)).statusCode).toBe(200);
    expect(await ids('trash')).toContain(id);
    expect(await ids('inbox')).not.toContain(id);
    expect((await t.post('/api/v1/mail/restore', { messageId: id }, as)).statusCode).toBe(200);
    expect(await ids('inbox')).toContain(id);
    await t.post('/api/v1/mail/trash', { messageId: id }, as);
    expect((await t.post('/api/v1/mail/delete', { messageId: id }, as)).statusCode).toBe(200);
    expect((await t.get(`/api/v1/mail/message/${id}`, as)).statusCode).toBe(404);
    // The sender's copy stays.
    expect((await t.get(`/api/v1/mail/message/${id}`, cast.teacherOwner.session)).statusCode).toBe(200);
  });

  it("counts each folder's messages", async () => {
    const counts = (await t.get('/api/v1/mail/folders', cast.teacherOwner.session)).json().data;
    expect(counts.sent.total).toBeGreaterThan(0);
    expect(counts).toMatchObject({
      inbox: expect.any(Object),
      drafts: expect.any(Object),
      trash: expect.any(Object),
    });
  });
});

describe('drafts', () => {
  it('saves a draft, edits it, then sends it; it leaves Drafts for Sent', async () => {
    const as = cast.teacherOwner.session;
    const saved = await t.post('/api/v1/mail/saveDraft', { subject: 'Draft one' }, as);
    expect(saved.statusCode).toBe(200);
    const draftId = saved.json().data._id;
    const edited = await t.post(
      '/api/v1/mail/saveDraft',
      { draftId, subject: 'Draft two', to: [user(cast.classmate)], body: '<p>Final words</p>' },
      as,
    );
    expect(edited.json().data._id).toBe(draftId);
    const drafts = (await t.get('/api/v1/mail/list?folder=drafts', as)).json().data.messages;
    expect(drafts.find((m: { _id: string }) => m._id === draftId)).toMatchObject({ subject: 'Draft two' });
    // Not delivered while a draft.
    expect((await t.get(`/api/v1/mail/message/${draftId}`, cast.classmate.session)).statusCode).toBe(404);
    // Another user cannot send it.
    expect(
      (await send(cast.coTeacher, { draftId, to: [user(cast.classmate)], subject: 'Stolen' })).statusCode,
    ).toBe(404);
    const sent = await send(cast.teacherOwner, {
      draftId,
      to: [user(cast.classmate)],
      subject: 'Draft two',
      body: '<p>Final words</p>',
    });
    expect(sent.json().data._id).toBe(draftId);
    const read = await t.get(`/api/v1/mail/message/${draftId}`, cast.classmate.session);
    expect(read.json().data).toMatchObject({ subject: 'Draft two', body: '<p>Final words</p>' });
    const sentIds = (await t.get('/api/v1/mail/list?folder=sent', as))
      .json()
      .data.messages.map((m: { _id: string }) => m._id);
    expect(sentIds).toContain(draftId);
    // A sent message is no longer a draft.
    expect((await t.post('/api/v1/mail/saveDraft', { draftId, subject: 'Again' }, as)).statusCode).toBe(404);
  });
});

describe('search', () => {
  it('finds by sender, subject and text', async () => {
    await send(cast.coTeacher, {
      to: [user(cast.classmate)],
      subject: 'Volcano homework',
      body: '<p>Magma chambers</p>',
    });
    const find = async (q: string) =>
      (await inbox(cast.classmate, `&q=${encodeURIComponent(q)}`))
        .json()
        .data.messages.map((m: { subject: string }) => m.subject);
    expect(await find('volcano')).toEqual(['Volcano homework']);
    expect(await find('magma')).toEqual(['Volcano homework']);
    expect(await find('Cora')).toContain('Volcano homework');
    expect(await find('nothing-like-this')).toEqual([]);
  });
});

describe('attachments', () => {
  it('lets the recipients open an attached file through the message, and no one else', async () => {
    const file = await createFile(t.app, cast.course, cast.studentMember.user, {
      purpose: 'mailAttachment',
      courseId: null,
      name: 'essay.txt',
    });
    // Before it is sent, only its uploader reads it.
    expect((await t.get(`/api/v1/file/fileItem/${file.id}`, cast.studentMember.session)).statusCode).toBe(
      200,
    );
    expect((await t.get(`/api/v1/file/fileItem/${file.id}`, cast.teacherOwner.session)).statusCode).toBe(404);
    // Someone else cannot attach it.
    expect(
      (await send(cast.classmate, { to: [user(cast.teacherOwner)], attachmentIds: [file.id] })).statusCode,
    ).toBe(404);
    const sent = await send(cast.studentMember, {
      to: [user(cast.teacherOwner)],
      subject: 'My essay',
      attachmentIds: [file.id],
    });
    expect(sent.statusCode).toBe(200);
    const read = await t.get(`/api/v1/mail/message/${sent.json().data._id}`, cast.teacherOwner.session);
    expect(read.json().data.attachments).toEqual([
      expect.objectContaining({ _id: file.id, name: 'essay.txt' }),
    ]);
    expect(read.json().data.hasAttachments).toBe(true);
    expect((await t.get(`/api/v1/file/fileItem/${file.id}`, cast.teacherOwner.session)).statusCode).toBe(200);
    expect((await t.get(`/api/v1/file/content/${file.id}`, cast.teacherOwner.session)).statusCode).toBe(200);
    for (const outsider of [cast.coTeacher, cast.classmate, cast.studentOutsider])
      expect((await t.get(`/api/v1/file/fileItem/${file.id}`, outsider.session)).statusCode).toBe(404);
    // The recipient forwards it on: they read it, so they may attach it.
    const forwarded = await send(cast.teacherOwner, {
      to: [user(cast.coTeacher)],
      subject: 'Fwd: My essay',
      attachmentIds: [file.id],
      forwardedFromId: sent.json().data._id,
    });
    expect(forwarded.statusCode).toBe(200);
    expect((await t.get(`/api/v1/file/fileItem/${file.id}`, cast.coTeacher.session)).statusCode).toBe(200);
  });
});

describe('uploads for mail', () => {
  it('takes a file for a message from any teacher or student, in no course, read by its uploader alone', async () => {
    const bytes = new TextEncoder().encode('Packing list\n');
    const response = await uploadWhole(t.app, cast.studentMember, bytes, {
      filename: 'packing.txt',
      purpose: 'mailAttachment',
    });
    expect(response.statusCode).toBe(200);
    const stored = response.json();
    expect(stored.data).toMatchObject({ name: 'packing.txt', courseId: null });
    const fileId = stored.data._id;
    expect((await t.get(`/api/v1/file/fileItem/${fileId}`, cast.studentMember.session)).statusCode).toBe(200);
    expect((await t.get(`/api/v1/file/fileItem/${fileId}`, cast.admin.session)).statusCode).toBe(404);
    expect(
      (await uploadWhole(t.app, undefined, bytes, { filename: 'x.txt', purpose: 'mailAttachment' }))
        .statusCode,
    ).toBe(401);
  });
});

describe('copies by email', () => {
  it('stores the setting and sends a copy through SMTP to those who asked, keeping no text in the outbox', async () => {
    const as = cast.classmate.session;
    expect((await t.get('/api/v1/mail/settings', as)).json().data).toEqual({ emailCopy: false });
    const saved = await t.post('/api/v1/mail/saveSettings', { emailCopy: true }, as);
    expect(saved.json().data).toEqual({ emailCopy: true });
    const reply = await send(cast.teacherOwner, {
      to: [user(cast.classmate), user(cast.studentMember)],
      subject: 'Copy me',
      body: '<p>Secret words</p>',
    });
    expect(reply.statusCode).toBe(200);
    await vi.waitFor(() => expect(received).toContain(cast.classmate.user.email), { timeout: 10_000 });
    expect(received).not.toContain(cast.studentMember.user.email);
    const [kept] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, cast.classmate.user.email));
    expect(kept).toMatchObject({ kind: 'internalMail', subject: 'Mail from Tess Teacher: Copy me' });
    expect(kept!.text).not.toContain('Secret words');
  });
});
