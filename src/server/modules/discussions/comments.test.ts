import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DiscussionEvent } from '../../../core/schemas/realtimeNames';
import { courseItems, discussionComments } from '../../db/schema';
import { type Cast, courseCast, type Person } from '../../test/cast';
import { createItem } from '../../test/courseFactories';
import { openSitting } from '../../test/lectureFactories';
import { caughtUp, collect, publish } from '../../test/realtimeClient';
import { socketTestApp } from '../../test/socketTestApp';

/**
 * Issue 16 discussions: the thread (SPEC §7 comment alllisting) with replies and removed comments, who may write in
 * it and when (SPEC §4: a student until the end plus the duration), and the `discussion` event its open pages hear
 * once a change has committed.
 */
const t = socketTestApp();
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});

const HOUR = 3_600_000;
const MINUTE = 60_000;
const discussion = (overrides: Parameters<typeof createItem>[2] = {}) =>
  createItem(t.app, cast.course, { kind: 'discussion', durationMinutes: 30, ...overrides });
const add = (who: Person, body: Record<string, unknown>) => t.post('/api/v1/comment/add', body, who.session);
const thread = (discussionId: string, who: Person = cast.studentMember) =>
  t.get(`/api/v1/comment/alllisting/${discussionId}`, who.session);

describe('the thread', () => {
  it('lists comments and replies oldest first, with their authors, and keeps a removed comment in its place', async () => {
    const item = await discussion();
    const first = (
      await add(cast.studentMember, { discussionId: item.id, body: '<p>Light is a wave.</p>' })
    ).json();
    expect(first).toMatchObject({
      code: 0,
      msg: 'Your comment is posted.',
      data: {
        discussionId: item.id,
        parentId: null,
        author: { _id: cast.studentMember.user.id, name: 'Ann Able', role: 'student' },
        body: '<p>Light is a wave.</p>',
        editedAt: null,
        removed: false,
      },
    });
    const reply = (
      await add(cast.teacherOwner, {
        discussionId: item.id,
        parentId: first.data._id,
        body: '<p>And a particle?</p>',
      })
    ).json().data;
    expect(reply.author).toMatchObject({ role: 'teacher' });
    const answer = (
      await add(cast.classmate, { discussionId: item.id, parentId: reply._id, body: '<p>Both.</p>' })
    ).json().data;

    expect(
      (
        await t.post('/api/v1/comment/remove', { commentId: first.data._id }, cast.studentMember.session)
      ).json(),
    ).toMatchObject({ code: 0, msg: 'The comment is removed.' });
    const listed = (await thread(item.id, cast.classmate)).json().data;
    expect(listed.map((c: { _id: string }) => c._id)).toEqual([first.data._id, reply._id, answer._id]);
    expect(listed[0]).toMatchObject({ body: '', removed: true, author: { _id: cast.studentMember.user.id } });
    expect(listed[1]).toMatchObject({ parentId: first.data._id, body: '<p>And a particle?</p>' });
    expect(listed[2]).toMatchObject({ parentId: reply._id, removed: false });

    const current = (
      await t.get(`/api/v1/discussion/getCurrent/${item.id}`, cast.studentMember.session)
    ).json();
    expect(current.data).toMatchObject({ _id: item.id, commentCount: 2, maxMark: 10, openAttendance: null });
  });

  it('sanitises the text, and refuses an empty or oversized comment naming the field', async () => {
    const item = await discussion();
    const posted = (
      await add(cast.studentMember, {
        discussionId: item.id,
        body: '<p onclick="x()">Hi<script>alert(1)</script></p>',
      })
    ).json();
    expect(posted.data.body).toBe('<p>Hi</p>');
    for (const body of ['<p>  </p>', '<script>alert(1)</script>', 'x'.repeat(20_001)]) {
      const refused = await add(cast.studentMember, { discussionId: item.id, body });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toHaveProperty('body');
    }
  });

  it('lets the author edit their comment, and nobody else', async () => {
    const item = await discussion();
    const mine = (await add(cast.studentMember, { discussionId: item.id, body: '<p>Tpyo</p>' })).json().data;
    const edit = (who: Person) =>
      t.post('/api/v1/comment/edit', { commentId: mine._id, body: '<p>Typo</p>' }, who.session);
    for (const who of [cast.classmate, cast.teacherOwner])
      expect((await edit(who)).json()).toMatchObject({
        code: 403,
        msg: 'You can only change your own comments.',
      });
    const edited = (await edit(cast.studentMember)).json();
    expect(edited).toMatchObject({ code: 0, data: { body: '<p>Typo</p>', editedAt: expect.any(String) } });
  });

  it("lets those who teach remove anyone's comment, but not a classmate", async () => {
    const item = await discussion();
    const mine = (await add(cast.studentMember, { discussionId: item.id, body: '<p>Off topic</p>' })).json()
      .data;
    const remove = (who: Person) => t.post('/api/v1/comment/remove', { commentId: mine._id }, who.session);
    expect((await remove(cast.classmate)).statusCode).toBe(403);
    expect((await remove(cast.teacherOutsider)).statusCode).toBe(403);
    expect((await remove(cast.coTeacher)).json()).toMatchObject({ code: 0 });
    expect((await remove(cast.studentMember)).json()).toMatchObject({ code: 409 });
    const edit = await t.post(
      '/api/v1/comment/edit',
      { commentId: mine._id, body: '<p>Back</p>' },
      cast.studentMember.session,
    );
    expect(edit.json()).toMatchObject({ code: 409 });
  });
});

describe('the posting window (SPEC §4: a discussion stays open until its end plus its duration)', () => {
  const cases = [
    { when: 'before the start', startAt: Date.now() + HOUR, endAt: Date.now() + 2 * HOUR, student: 409 },
    { when: 'between start and end', startAt: Date.now() - HOUR, endAt: Date.now() + HOUR, student: 200 },
    {
      when: 'after the end, within the duration',
      startAt: Date.now() - HOUR,
      endAt: Date.now() - 10 * MINUTE,
      student: 200,
    },
    {
      when: 'after the end plus the duration',
      startAt: Date.now() - 3 * HOUR,
      endAt: Date.now() - 2 * HOUR,
      student: 409,
    },
  ];
  for (const { when, startAt, endAt, student } of cases) {
    it(`${when}: a student ${student === 200 ? 'may' : 'may not'} post; a teacher always may`, async () => {
      const item = await discussion({ startAt: new Date(startAt), endAt: new Date(endAt) });
      const byStudent = await add(cast.studentMember, { discussionId: item.id, body: '<p>Me</p>' });
      expect(byStudent.statusCode).toBe(student);
      if (student === 409)
        expect(byStudent.json().msg).toMatch(startAt > Date.now() ? /has not started yet/ : /has ended/);
      expect(
        (await add(cast.teacherOwner, { discussionId: item.id, body: '<p>Teacher</p>' })).statusCode,
      ).toBe(200);
    });
  }

  it('lets a student edit only while they could post', async () => {
    const item = await discussion();
    const mine = (await add(cast.studentMember, { discussionId: item.id, body: '<p>Early</p>' })).json().data;
    await t.app.db
      .update(courseItems)
      .set({ startAt: new Date(Date.now() - 3 * HOUR), endAt: new Date(Date.now() - 2 * HOUR) })
      .where(eq(courseItems.id, item.id));
    const edit = await t.post(
      '/api/v1/comment/edit',
      { commentId: mine._id, body: '<p>Late</p>' },
      cast.studentMember.session,
    );
    expect(edit.json()).toMatchObject({ code: 409, msg: expect.stringMatching(/has ended/) });
  });
});

describe('refusals', () => {
  it('refuses outsiders (403), nobody signed in (401), and hides a hidden discussion from students (404)', async () => {
    const item = await discussion();
    for (const who of [cast.studentOutsider, cast.teacherOutsider]) {
      expect((await thread(item.id, who)).statusCode).toBe(403);
      expect((await add(who, { discussionId: item.id, body: '<p>Hi</p>' })).statusCode).toBe(403);
    }
    expect((await t.get(`/api/v1/comment/alllisting/${item.id}`)).statusCode).toBe(401);
    const hidden = await discussion({ manual: true, active: false });
    expect((await thread(hidden.id)).statusCode).toBe(404);
    expect((await add(cast.studentMember, { discussionId: hidden.id, body: '<p>Hi</p>' })).statusCode).toBe(
      404,
    );
    expect((await thread(hidden.id, cast.teacherOwner)).statusCode).toBe(200);
  });

  it('refuses a reply to a comment of another discussion (404), and what is not a discussion (400)', async () => {
    const one = await discussion();
    const other = await discussion();
    const elsewhere = (await add(cast.studentMember, { discussionId: other.id, body: '<p>There</p>' })).json()
      .data;
    const reply = await add(cast.studentMember, {
      discussionId: one.id,
      parentId: elsewhere._id,
      body: '<p>Here</p>',
    });
    expect(reply.json()).toMatchObject({ code: 404, msg: 'No such comment in this discussion to reply to.' });
    expect(
      await t.app.db.select().from(discussionComments).where(eq(discussionComments.discussionId, one.id)),
    ).toEqual([]);
    const lecture = await createItem(t.app, cast.course, { kind: 'lecture' });
    expect((await thread(lecture.id)).json()).toMatchObject({
      code: 400,
      msg: 'This is for discussions only.',
    });
  });

  it("refuses a sitting of another item, and counts a comment in the discussion's open sitting", async () => {
    const item = await discussion();
    const lecture = await createItem(t.app, cast.course, { kind: 'lecture' });
    const foreign = await openSitting(t.app, lecture, cast.teacherOwner.user);
    const refused = await add(cast.studentMember, {
      discussionId: item.id,
      body: '<p>Hi</p>',
      attendanceId: foreign.id,
    });
    expect(refused.statusCode).toBe(404);
    const sitting = await openSitting(t.app, item, cast.teacherOwner.user);
    const posted = (
      await add(cast.studentMember, { discussionId: item.id, body: '<p>Hi</p>', attendanceId: sitting.id })
    ).json();
    const [row] = await t.app.db
      .select()
      .from(discussionComments)
      .where(eq(discussionComments.id, posted.data._id));
    expect(row?.attendanceId).toBe(sitting.id);
  });
});

describe('the discussion event', () => {
  it('reaches a page in the room once the change has committed, and not for a refused write', async () => {
    const item = await discussion();
    const page = await t.goOnline(cast.classmate);
    expect(
      await publish(page.socket, { name: 'lecture', options: { lectureId: item.id }, join: true }),
    ).toMatchObject({ code: 0 });
    // What the database holds at the moment the event arrives: the comment it reports is already there.
    const storedWhenHeard: Promise<number>[] = [];
    const heard = collect<DiscussionEvent>(page.socket, 'discussion');
    page.socket.on('discussion', (event: DiscussionEvent) =>
      storedWhenHeard.push(
        t.app.db
          .select()
          .from(discussionComments)
          .where(eq(discussionComments.id, event.commentId ?? ''))
          .then((rows) => rows.length),
      ),
    );

    const posted = (await add(cast.studentMember, { discussionId: item.id, body: '<p>Live</p>' })).json()
      .data;
    await add(cast.studentMember, {
      discussionId: item.id,
      parentId: 'no-such-comment',
      body: '<p>Lost</p>',
    });
    await t.post('/api/v1/comment/remove', { commentId: posted._id }, cast.teacherOwner.session);
    await caughtUp(t.app, page.socket);

    expect(heard).toEqual([
      { discussionId: item.id, change: 'added', commentId: posted._id },
      { discussionId: item.id, change: 'removed', commentId: posted._id },
    ]);
    expect(await Promise.all(storedWhenHeard)).toEqual([1, 1]);
  });
});
