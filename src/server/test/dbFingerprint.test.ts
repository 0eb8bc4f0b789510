import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { changedTables, watchDatabase } from './dbFingerprint';
import { createUser } from './factories';
import { buildTestApp } from './testApp';
import { testFileApp } from './testFileApp';

const t = testFileApp();

describe('watchDatabase (the fuzz tests rely on it to see that a refused call changed nothing)', () => {
  it('sees an inserted, a changed and a deleted row, and only in their table', async () => {
    const state = await watchDatabase(t.app.db);
    const start = await state();
    const user = await createUser(t.app);
    const inserted = await state(start);
    expect(changedTables(start.tables, inserted.tables)).toEqual(['users']);

    await t.app.db.update(users).set({ bio: 'changed' }).where(eq(users.id, user.id));
    const changed = await state(inserted);
    expect(changedTables(inserted.tables, changed.tables)).toEqual(['users']);

    await t.app.db.delete(users).where(eq(users.id, user.id));
    const deleted = await state(changed);
    expect(changedTables(start.tables, deleted.tables)).toEqual([]);
    expect(changedTables(changed.tables, deleted.tables)).toEqual(['users']);
  });

  // The mark is the server's next transaction id: on PostgreSQL a write to any other database moves it too, and the
  // tables are then read again and found unchanged. Only a database of the process's own shows the saving surely.
  it('reads no table again while nothing was written (PGlite)', async () => {
    const embedded = await buildTestApp({ databaseUrl: null });
    try {
      const state = await watchDatabase(embedded.app.db);
      const start = await state();
      await embedded.app.db.select().from(users);
      expect(await state(start)).toBe(start);
      await createUser(embedded.app);
      expect((await state(start)).writeMark).not.toBe(start.writeMark);
    } finally {
      await embedded.close();
    }
  });
});
