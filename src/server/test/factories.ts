import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type UserRow, users } from '../db/schema';
import { readMailFolder } from '../mail/mailFolder';
import { hashPassword } from '../modules/accounts/passwords';

/** The password factory users get unless told otherwise. */
export const TEST_PASSWORD = 'violet-harbour-lantern-42';

// Hashing costs tens of milliseconds by design; hash the shared password once per process.
let testPasswordHash: Promise<string> | undefined;
function passwordHashFor(password: string): Promise<string> {
  if (password !== TEST_PASSWORD) return hashPassword(password);
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  return testPasswordHash;
}

export type TestUser = UserRow & { password: string };

let sequence = 0;

/** Inserts a user directly: a complete, verified, enabled student unless overridden. */
export async function createUser(
  app: FastifyInstance,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<TestUser> {
  const { password = TEST_PASSWORD, ...fields } = overrides;
  const username = fields.username ?? `user${++sequence}_${randomBytes(3).toString('hex')}`;
  const [row] = await app.db
    .insert(users)
    .values({
      username,
      email: `${username}@example.com`,
      fullName: `Test ${username}`,
      role: 'student',
      emailVerified: true,
      phone: '+1 555 0199',
      institution: 'Test Academy',
      passwordHash: await passwordHashFor(password),
      ...fields,
    })
    .returning();
  return { ...row!, password };
}

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  userId: string;
  /** The device token this sign-in answered (loginReply). */
  deviceToken: string;
  headers: { authorization: string };
}

/** A fresh private address per sign-in, so a file's many sign-ins do not trip the per-address limits. */
export function freshAddress(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** Signs in through the real POST /user/login. */
export async function signIn(
  app: FastifyInstance,
  user: { username: string; password: string },
): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/user/login',
    payload: { username: user.username, password: user.password },
    remoteAddress: freshAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const body = response.json<Omit<SignedIn, 'headers'>>();
  return { ...body, headers: bearer(body.accessToken) };
}

/** The links in the mails sent to an address, oldest mail first, as the recipient gets them (the mail folder). */
export async function mailedLinks(app: FastifyInstance, email: string): Promise<string[]> {
  const mails = await readMailFolder(app.config.mailDir, email);
  return mails.flatMap((m) => m.text.match(/https?:\/\/\S+/g) ?? []);
}
