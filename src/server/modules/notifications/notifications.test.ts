import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationSchema } from '../../../core/schemas/notifications';
import { deletedHistory, type NotificationRow, notifications } from '../../db/schema';
import { inTransaction } from '../../platform/transaction';
import { createUser, type SignedIn, signIn, type TestUser } from '../../test/factories';
import { testFileApp } from '../../test/testFileApp';
import { type NotificationInput, notify } from './notify';

const t = testFileApp();

const { get } = t;
const post = (url: string, payload: unknown, s?: SignedIn) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: s?.headers });

let sequence = 0;
/** Stores one notification for `user`, `createdAt` a second after the previous one so the order is known. */
async function notification(
  user: TestUser,
  overrides: Partial<NotificationInput> = {},
): Promise<NotificationRow> {
  sequence += 1;
  const [row] = await inTransaction(t.app.ctx, (tx) =>
    notify(tx, [user.id], {
      type: 'notification',
      title: `Notice ${sequence}`,
      message: 'Something happened',
      link: '/dashboard',
      refType: 'lecture',
      refId: '',
      courseId: null,
      senderId: null,
      ...overrides,
    }),
  );
  const createdAt = new Date(Date.UTC(2026, 0, 1, 0, 0, sequence));
  await t.app.db.update(notifications).set({ createdAt }).where(eq(notifications.id, row!.id));
  return { ...row!, createdAt };
}

async function signedInUser(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.app, overrides);
  return { user, session: await signIn(t.app, user) };
}

const flagOf = async (id: string) =>
  (await t.app.db.select({ flag: notifications.flag }).from(notifications).where(eq(notifications.id, id)))[0]
    ?.flag;

describe('GET /api/v1/notification/getMyNotification/:userId', () => {
  it('lists the caller’s notifications newest first, without background or removed ones, with counts', async () => {
    const { user, session } = await signedInUser();
    const sender = await createUser(t.app, { role: 'teacher', fullName: 'Sam Sender' });
    const older = await notification(user);
    const newer = await notification(user, { senderId: sender.id });
    await notification(user, { type: 'background', refType: 'testNexam' });
    const removed = await notification(user);
    await t.app.db
      .update(notifications)
      .set({ removedAt: new Date() })
      .where(eq(notifications.id, removed.id));
    await t.app.db.update(notifications).set({ flag: false }).where(eq(notifications.id, older.id));
    await notification(await createUser(t.app));

    const response = await get(`/api/v1/notification/getMyNotification/${user.id}`, session);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((n: { _id: string }) => n._id)).toEqual([newer.id, older.id]);
    expect(body).toMatchObject({ code: 0, total: 2, unread: 1 });
    const [first] = body.data.map((n: unknown) => notificationSchema.strict().parse(n));
    expect(first).toMatchObject({
      title: newer.title,
      flag: true,
      user: { userName: sender.username, fullName: 'Sam Sender' },
      createdAt: newer.createdAt.toISOString(),
    });
  });

  it('pages with limit and offset', async () => {
    const { user, session } = await signedInUser();
    const rows = [];
    for (let i = 0; i < 5; i += 1) rows.push(await notification(user));
    const page = await get(`/api/v1/notification/getMyNotification/${user.id}?limit=2&offset=2`, session);
    expect(page.json().data.map((n: { _id: string }) => n._id)).toEqual([rows[2]!.id, rows[1]!.id]);
    expect(page.json()).toMatchObject({ total: 5, unread: 5 });
  });

  it('answers 400 to bad paging', async () => {
    const { user, session } = await signedInUser();
    for (const query of ['limit=0', 'limit=500', 'offset=-1', 'limit=ten']) {
      const response = await get(`/api/v1/notification/getMyNotification/${user.id}?${query}`, session);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toBeDefined();
    }
  });

  it('answers 403 for another user’s list, admins included, and 401 unsigned', async () => {
    const { user } = await signedInUser();
    await notification(user);
    const { session: other } = await signedInUser({ role: 'teacher' });
    const { session: admin } = await signedInUser({ role: 'teacher', isAdmin: true });
    for (const caller of [other, admin]) {
      const response = await get(`/api/v1/notification/getMyNotification/${user.id}`, caller);
      expect(response.statusCode).toBe(403);
      expect(response.json().data).toBeUndefined();
    }
    expect((await get(`/api/v1/notification/getMyNotification/${user.id}`)).statusCode).toBe(401);
  });
});

describe('POST /api/v1/notification/readNotification', () => {
  it('marks the caller’s notification read with flag false, and unread again with flag true', async () => {
    const { user, session } = await signedInUser();
    const row = await notification(user);
    await notification(user);
    const read = await post('/api/v1/notification/readNotification', { _id: row.id, flag: false }, session);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ code: 0, data: { _id: row.id, flag: false }, unread: 1 });
    expect(await flagOf(row.id)).toBe(false);

    const unread = await post('/api/v1/notification/readNotification', { _id: row.id, flag: true }, session);
    expect(unread.json()).toMatchObject({ data: { flag: true }, unread: 2 });
  });

  it('answers 404 for another user’s or an unknown notification, and changes nothing', async () => {
    const { user } = await signedInUser();
    const row = await notification(user);
    const { session: other } = await signedInUser({ role: 'teacher', isAdmin: true });
    for (const _id of [row.id, 'no-such-notification']) {
      const response = await post('/api/v1/notification/readNotification', { _id, flag: false }, other);
      expect(response.statusCode).toBe(404);
    }
    expect(await flagOf(row.id)).toBe(true);
  });

  it('answers 400 to a malformed body and 401 unsigned', async () => {
    const { user, session } = await signedInUser();
    const row = await notification(user);
    for (const body of [
      { _id: row.id },
      { _id: row.id, flag: 'no' },
      { flag: false },
      { _id: '', flag: false },
    ]) {
      const response = await post('/api/v1/notification/readNotification', body, session);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toBeDefined();
    }
    expect(
      (await post('/api/v1/notification/readNotification', { _id: row.id, flag: false })).statusCode,
    ).toBe(401);
    expect(await flagOf(row.id)).toBe(true);
  });
});

describe('POST /api/v1/notification/readAll', () => {
  it('marks all of the caller’s notifications read and no one else’s', async () => {
    const { user, session } = await signedInUser();
    const mine = [await notification(user), await notification(user)];
    const { user: other } = await signedInUser();
    const theirs = await notification(other);
    const response = await post('/api/v1/notification/readAll', {}, session);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 0, unread: 0, msg: '2 marked as read.' });
    for (const row of mine) expect(await flagOf(row.id)).toBe(false);
    expect(await flagOf(theirs.id)).toBe(true);
  });

  it('answers 400 to unexpected fields, 401 unsigned', async () => {
    const { user, session } = await signedInUser();
    const row = await notification(user);
    expect((await post('/api/v1/notification/readAll', { userId: 'someone' }, session)).statusCode).toBe(400);
    expect((await post('/api/v1/notification/readAll', {})).statusCode).toBe(401);
    expect(await flagOf(row.id)).toBe(true);
  });
});

describe('POST /api/v1/notification/removeNotification', () => {
  it('removes the caller’s notification from the list and writes the deleted history', async () => {
    const { user, session } = await signedInUser();
    const row = await notification(user);
    const kept = await notification(user);
    const response = await post('/api/v1/notification/removeNotification', { _id: row.id }, session);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 0, unread: 1 });
    const list = (await get(`/api/v1/notification/getMyNotification/${user.id}`, session)).json();
    expect(list.data.map((n: { _id: string }) => n._id)).toEqual([kept.id]);
    const [history] = await t.app.db
      .select()
      .from(deletedHistory)
      .where(and(eq(deletedHistory.type, 'notification'), eq(deletedHistory.entityId, row.id)));
    expect(history).toMatchObject({ name: row.title, deletedBy: user.id });
    // Removing it again finds nothing.
    expect((await post('/api/v1/notification/removeNotification', { _id: row.id }, session)).statusCode).toBe(
      404,
    );
  });

  it('answers 404 for another user’s notification and leaves it and the history alone', async () => {
    const { user } = await signedInUser();
    const row = await notification(user);
    const { session: other } = await signedInUser({ role: 'teacher', isAdmin: true });
    expect((await post('/api/v1/notification/removeNotification', { _id: row.id }, other)).statusCode).toBe(
      404,
    );
    const [stored] = await t.app.db.select().from(notifications).where(eq(notifications.id, row.id));
    expect(stored!.removedAt).toBeNull();
    const history = await t.app.db.select().from(deletedHistory).where(eq(deletedHistory.entityId, row.id));
    expect(history).toEqual([]);
  });

  it('answers 400 to a malformed body and 401 unsigned', async () => {
    const { user, session } = await signedInUser();
    const row = await notification(user);
    for (const body of [{}, { _id: 7 }, { _id: 'x'.repeat(65) }]) {
      expect((await post('/api/v1/notification/removeNotification', body, session)).statusCode).toBe(400);
    }
    expect((await post('/api/v1/notification/removeNotification', { _id: row.id })).statusCode).toBe(401);
  });
});
