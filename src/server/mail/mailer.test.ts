import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { mailOutbox } from '../db/schema';
import { createMailer, type OutgoingMail } from './mailer';
import { readMailFolder } from './mailFolder';

let database: Database;
let scratch: string;
beforeAll(async () => {
  database = await openDatabase({ pgliteDir: 'memory://' });
  scratch = await mkdtemp(join(tmpdir(), 'lms-mailer-'));
});
afterAll(async () => {
  await database.close();
  await rm(scratch, { recursive: true, force: true });
});

const mail = (to: string): OutgoingMail => ({
  to,
  subject: 'Reset your password',
  kind: 'reset',
  text: 'Open https://lms.test/resetPassword/secret-token-123',
  html: '<a href="https://lms.test/resetPassword/secret-token-123">Open</a>',
  kept: { text: 'Open (left out)', html: '<p>Open (left out)</p>' },
});
const outboxRow = async (to: string) =>
  (await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0]!;

describe('mailer without an SMTP relay', () => {
  it('keeps the copy without the link in the outbox and writes the whole mail to the mail folder', async () => {
    const mailDir = join(scratch, 'mail');
    await createMailer(database.db, { from: 'LMS <lms@test>', mailDir }).send(mail('ann@example.com'));
    expect(await outboxRow('ann@example.com')).toMatchObject({
      text: 'Open (left out)',
      html: '<p>Open (left out)</p>',
      sentAt: null,
      error: null,
    });
    const [written] = await readMailFolder(mailDir, 'ann@example.com');
    expect(written).toMatchObject({
      subject: 'Reset your password',
      text: mail('').text,
      html: mail('').html,
    });
  });

  it('records a mail it could not write as failed, with a reason an admin can pass on', async () => {
    const notAFolder = join(scratch, 'a-file');
    await writeFile(notAFolder, '');
    await createMailer(database.db, { from: 'LMS <lms@test>', mailDir: notAFolder }).send(
      mail('bo@example.com'),
    );
    expect((await outboxRow('bo@example.com')).error).toMatch(
      /^Could not write the mail to the mail folder \(MAIL_DIR\): E[A-Z]+\.$/,
    );
  });
});
