import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceKind } from '../../../core/constants';
import {
  REFERENCE_ENTRY_SCHEMAS,
  REFERENCE_LIST_PATHS,
  referenceWritePath,
} from '../../../core/schemas/reference';
import { deletedHistory } from '../../db/schema';
import { createUser, type SignedIn, signIn } from '../../test/factories';
import { testFileApp } from '../../test/testFileApp';
import { REFERENCE_DESCRIPTORS } from './kinds';

const t = testFileApp();
let admin: SignedIn;
let adminId: string;
let teacher: SignedIn;
let student: SignedIn;

beforeAll(async () => {
  const adminUser = await createUser(t.app, { role: 'teacher', isAdmin: true });
  adminId = adminUser.id;
  admin = await signIn(t.app, adminUser);
  teacher = await signIn(t.app, await createUser(t.app, { role: 'teacher' }));
  student = await signIn(t.app, await createUser(t.app));
});

type Body = Record<string, unknown>;
type Entry = Record<string, unknown> & { _id: string };

const { get, post } = t;
const unique = () => randomBytes(4).toString('hex');

/** Per kind: a valid body around its unique value, a change to make, and a body refused for a stated field. */
const SAMPLES: Record<
  ReferenceKind,
  {
    body(value: string): Body;
    /** The fields the kind requires and nothing else. */
    minimal(value: string): Body;
    change: Body;
    invalid: { body: Body; field: string };
  }
> = {
  sector: {
    body: (name) => ({ name, code: 'ENG', description: 'Engineering trades' }),
    minimal: (name) => ({ name }),
    change: { description: 'Mechanical and electrical trades' },
    invalid: { body: { name: 'Long code', code: 'x'.repeat(41) }, field: 'code' },
  },
  employer: {
    body: (name) => ({ name, contactName: 'Ada Byron', email: 'ada@example.com', phone: '+1 555 0100' }),
    minimal: (name) => ({ name }),
    change: { phone: '+44 20 7946 0000' },
    invalid: { body: { name: 'Bad mail', email: 'not-an-address' }, field: 'email' },
  },
  cvq: {
    body: (code) => ({ code, title: 'Electrical installation', level: '2' }),
    minimal: (code) => ({ code, title: 'Electrical installation' }),
    change: { level: '3' },
    invalid: { body: { code: 'CVQ-X', title: '   ' }, field: 'title' },
  },
  institution: {
    body: (name) => ({ name, country: 'Jamaica', city: 'Kingston' }),
    minimal: (name) => ({ name }),
    change: { city: 'Montego Bay' },
    invalid: { body: { name: 'Far away', country: 'x'.repeat(81) }, field: 'country' },
  },
  courseCode: {
    body: (code) => ({ code, title: 'Welding basics' }),
    minimal: (code) => ({ code, title: 'Welding basics' }),
    change: { title: 'Welding fundamentals' },
    invalid: { body: { code: 'CC-X', title: 42 }, field: 'title' },
  },
};

async function list(kind: ReferenceKind, s: SignedIn = student): Promise<Entry[]> {
  const response = await get(REFERENCE_LIST_PATHS[kind], s);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function create(kind: ReferenceKind, body: Body): Promise<Entry> {
  const response = await post(referenceWritePath(kind, 'create'), body, admin);
  expect(response.statusCode, response.body).toBe(200);
  return REFERENCE_ENTRY_SCHEMAS[kind].strict().parse(response.json().data) as Entry;
}

const createSector = () => create('sector', SAMPLES.sector.body(`Sector ${unique()}`));

describe.each(Object.keys(SAMPLES) as ReferenceKind[])('reference kind %s', (kind) => {
  const sample = SAMPLES[kind];
  const field = REFERENCE_DESCRIPTORS[kind].uniqueField;
  const fresh = (prefix = 'Entry') => sample.body(`${prefix} ${unique()}`);

  it(`lists live entries at ${REFERENCE_LIST_PATHS[kind]} for any signed-in user, ignoring case in the order`, async () => {
    const run = unique();
    const zeta = await create(kind, sample.body(`zeta ${run}`));
    const alpha = await create(kind, sample.body(`alpha ${run}`));
    const beta = await create(kind, sample.body(`Beta ${run}`));
    for (const who of [student, teacher]) {
      const mine = (await list(kind, who)).filter((e) => String(e[field]).endsWith(run));
      expect(mine.map((e) => e._id)).toEqual([alpha._id, beta._id, zeta._id]);
    }
  });

  it('creates an entry as admin with the fields it was given and empty defaults for the rest', async () => {
    const body = fresh();
    const entry = await create(kind, body);
    expect(entry).toMatchObject(body);
    expect(await list(kind)).toContainEqual(entry);

    const minimal = sample.minimal(`Minimal ${unique()}`);
    const { _id, ...rest } = await create(kind, minimal);
    for (const [name, value] of Object.entries(rest))
      expect(value).toBe(name in minimal ? minimal[name] : name === 'sectorId' ? null : '');
  });

  it('updates only the named fields', async () => {
    const entry = await create(kind, fresh());
    const response = await post(
      referenceWritePath(kind, 'update'),
      { _id: entry._id, ...sample.change },
      admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ ...entry, ...sample.change });
    expect(await list(kind)).toContainEqual({ ...entry, ...sample.change });
  });

  it(`refuses a duplicate ${field} among live entries, in any case (409 naming the field)`, async () => {
    const first = await create(kind, fresh());
    const value = String(first[field]);
    const duplicate = await post(referenceWritePath(kind, 'create'), sample.body(value.toUpperCase()), admin);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().fields).toHaveProperty(field);

    const second = await create(kind, fresh());
    const clash = await post(referenceWritePath(kind, 'update'), { _id: second._id, [field]: value }, admin);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().fields).toHaveProperty(field);
    const entries = await list(kind);
    expect(entries.filter((e) => String(e[field]).toLowerCase() === value.toLowerCase())).toEqual([first]);
    expect(entries).toContainEqual(second);
  });

  it('refuses invalid input with 400 naming the fields, changing nothing', async () => {
    const before = await list(kind);
    const missing = await post(referenceWritePath(kind, 'create'), {}, admin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty(field);
    const invalid = await post(referenceWritePath(kind, 'create'), sample.invalid.body, admin);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toHaveProperty(sample.invalid.field);

    const entry = await create(kind, fresh());
    const blank = await post(referenceWritePath(kind, 'update'), { _id: entry._id, [field]: ' ' }, admin);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toHaveProperty(field);
    const noId = await post(referenceWritePath(kind, 'update'), sample.change, admin);
    expect(noId.json().fields).toHaveProperty('_id');
    expect((await post(referenceWritePath(kind, 'remove'), {}, admin)).statusCode).toBe(400);
    const after = await list(kind);
    expect(after).toHaveLength(before.length + 1);
    expect(after).toEqual(expect.arrayContaining([...before, entry]));
  });

  it('removes an entry: gone from the list, in the deleted history, its name free again', async () => {
    const entry = await create(kind, fresh('Removed'));
    const response = await post(referenceWritePath(kind, 'remove'), { _id: entry._id }, admin);
    expect(response.statusCode).toBe(200);
    expect((await list(kind)).map((e) => e._id)).not.toContain(entry._id);

    const history = await t.app.db
      .select()
      .from(deletedHistory)
      .where(and(eq(deletedHistory.type, kind), eq(deletedHistory.entityId, entry._id)));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ deletedBy: adminId, restoredAt: null });
    expect(history[0]!.name).toContain(String(entry[field]));
    expect(history[0]!.snapshot).toMatchObject({ id: entry._id, [field]: entry[field] });

    // A removed entry is gone for writes too; its name may be used again.
    expect((await post(referenceWritePath(kind, 'remove'), { _id: entry._id }, admin)).statusCode).toBe(404);
    const update = await post(
      referenceWritePath(kind, 'update'),
      { _id: entry._id, ...sample.change },
      admin,
    );
    expect(update.statusCode).toBe(404);
    const reused = await create(kind, sample.body(String(entry[field])));
    expect(reused._id).not.toBe(entry._id);
  });

  it('answers 404 for an unknown id', async () => {
    const update = await post(
      referenceWritePath(kind, 'update'),
      { _id: 'no-such-id', ...sample.change },
      admin,
    );
    expect(update.statusCode).toBe(404);
    expect((await post(referenceWritePath(kind, 'remove'), { _id: 'no-such-id' }, admin)).statusCode).toBe(
      404,
    );
  });

  it('refuses writes by a teacher without the admin flag or a student (403) and unsigned calls (401)', async () => {
    const entry = await create(kind, fresh());
    const attempts = [
      ['create', fresh()],
      ['update', { _id: entry._id, ...sample.change }],
      ['remove', { _id: entry._id }],
    ] as const;
    for (const [verb, body] of attempts) {
      expect((await post(referenceWritePath(kind, verb), body, teacher)).statusCode).toBe(403);
      expect((await post(referenceWritePath(kind, verb), body, student)).statusCode).toBe(403);
      expect((await post(referenceWritePath(kind, verb), body)).statusCode).toBe(401);
    }
    expect((await get(REFERENCE_LIST_PATHS[kind])).statusCode).toBe(401);
    const stored = (await list(kind)).find((e) => e._id === entry._id);
    expect(stored).toEqual(entry);
    const history = await t.app.db
      .select()
      .from(deletedHistory)
      .where(eq(deletedHistory.entityId, entry._id));
    expect(history).toHaveLength(0);
  });
});

describe.each(['employer', 'cvq', 'courseCode'] as const)('the sector of a %s', (kind) => {
  const sample = SAMPLES[kind];
  const fresh = () => sample.body(`Sectored ${unique()}`);

  it('must name a live sector (400), and can be set and cleared', async () => {
    const sector = await createSector();
    const removedSector = await createSector();
    await post(referenceWritePath('sector', 'remove'), { _id: removedSector._id }, admin);
    const before = await list(kind);

    for (const sectorId of ['no-such-sector', removedSector._id]) {
      const refused = await post(referenceWritePath(kind, 'create'), { ...fresh(), sectorId }, admin);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toHaveProperty('sectorId');
    }
    expect(await list(kind)).toEqual(before);

    const entry = await create(kind, { ...fresh(), sectorId: sector._id });
    expect(entry.sectorId).toBe(sector._id);
    const moved = await post(
      referenceWritePath(kind, 'update'),
      { _id: entry._id, sectorId: removedSector._id },
      admin,
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fields).toHaveProperty('sectorId');
    const cleared = await post(referenceWritePath(kind, 'update'), { _id: entry._id, sectorId: null }, admin);
    expect(cleared.json().data.sectorId).toBeNull();
  });

  it('keeps a sector removed after it was set when other fields change', async () => {
    const sector = await createSector();
    const entry = await create(kind, { ...fresh(), sectorId: sector._id });
    await post(referenceWritePath('sector', 'remove'), { _id: sector._id }, admin);
    const response = await post(
      referenceWritePath(kind, 'update'),
      { _id: entry._id, sectorId: sector._id, ...sample.change },
      admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ sectorId: sector._id, ...sample.change });
  });
});
