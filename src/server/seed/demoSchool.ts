import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../modules/accounts/passwords';
import type { BlobStore } from '../storage/blobStore';
import { seedDemoCourses } from './demoCourses';
import { seedDemoManuals } from './demoManuals';
import { seedDemoQualifications } from './demoQualifications';
import { seedDemoSelfLearning } from './demoSelfLearning';

/** The demo password; long and uncommon enough for the password rules. */
export const DEMO_PASSWORD = 'demo-pass-2026';

interface DemoUser {
  username: string;
  fullName: string;
  role: 'teacher' | 'student';
  isAdmin: boolean;
  what: string;
}

const DEMO_USERS: DemoUser[] = [
  {
    username: 'admin',
    fullName: 'Ada Admin',
    role: 'teacher',
    isAdmin: true,
    what: 'teacher with the admin flag',
  },
  { username: 'teacher', fullName: 'Tom Teacher', role: 'teacher', isAdmin: false, what: 'teacher' },
  { username: 'student1', fullName: 'Sam Student', role: 'student', isAdmin: false, what: 'student' },
  { username: 'student2', fullName: 'Sara Student', role: 'student', isAdmin: false, what: 'student' },
  { username: 'student3', fullName: 'Sid Student', role: 'student', isAdmin: false, what: 'student' },
];

/**
 * Seeds the demo school's people (DESIGN §6), each with a complete, verified profile, then its reference lists
 * and courses (demoCourses.ts) and its manuals (demoManuals.ts, kept in `storage`). Idempotent: a username that
 * exists is left as it is. Returns how to sign in.
 */
export async function seedDemoSchool(db: Db, storage: BlobStore): Promise<string> {
  const existing = new Set(
    (
      await db
        .select({ username: users.username })
        .from(users)
        .where(
          inArray(
            users.username,
            DEMO_USERS.map((u) => u.username),
          ),
        )
    ).map((r) => r.username),
  );
  const missing = DEMO_USERS.filter((u) => !existing.has(u.username));
  if (missing.length) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db.insert(users).values(
      missing.map((u) => ({
        username: u.username,
        email: `${u.username}@demo.example.com`,
        fullName: u.fullName,
        role: u.role,
        isAdmin: u.isAdmin,
        passwordHash,
        emailVerified: true,
        phone: '+1 555 0100',
        institution: 'Demo School',
      })),
    );
  }
  const people = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      inArray(
        users.username,
        DEMO_USERS.map((u) => u.username),
      ),
    );
  const ids = new Map(people.map((p) => [p.username, p.id]));
  await seedDemoCourses(db, ids);
  await seedDemoManuals(db, storage, ids.get('admin')!);
  await seedDemoQualifications(db, ids);
  await seedDemoSelfLearning(db, storage, ids);
  const width = Math.max(...DEMO_USERS.map((u) => u.username.length));
  return [
    `Demo school: sign in with one of these usernames and the password ${DEMO_PASSWORD}`,
    ...DEMO_USERS.map((u) => `  ${u.username.padEnd(width)}  ${u.what}`),
    'The teacher runs "Introduction to Programming" (the admin co-teaches, the three students are enrolled),',
    'with lectures, tests, exams and every other kind of item in the past, running now and to come.',
    'Three manuals (getting started, teaching, tests and coursework) are on /manuals.',
    'The qualification "ICT support technician" has three units; student1 has a portfolio towards it.',
  ].join('\n');
}
