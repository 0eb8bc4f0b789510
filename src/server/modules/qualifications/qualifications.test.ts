import { beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_EVENTS } from '../../../core/schemas/realtimeNames';
import { cvqs, submissions } from '../../db/schema';
import { type Cast, courseCast, type Person } from '../../test/cast';
import { createItem } from '../../test/courseFactories';
import { pdfText } from '../../test/pdfText';
import { caughtUp, collect, nextEvent } from '../../test/realtimeClient';
import { socketTestApp } from '../../test/socketTestApp';
import { uploadWhole } from '../../test/tusUploads';

/**
 * Issue 35, SPEC §2 /vocationalqualifications, /StudentPortfolio/{portfolioId}, /cvq_certification,
 * /student_summary, /personalDescription/{userName} and §7 portfolio calls: each call for those allowed, those
 * refused (another student's portfolio, a teacher who does not teach the student, a student assessing) and
 * malformed input.
 */
const t = socketTestApp();
let cast: Cast;
let cvqId: string;
let otherCvqId: string;
/** A unit and an outcome of another qualification. */
const other = { unit: '', outcome: '' };

const get = (url: string, who?: Person) => t.get(url, who?.session);
const post = (url: string, body: object | string, who?: Person) => t.post(url, body, who?.session);
async function dataOf<T = unknown>(response: Promise<{ json(): { data: unknown } }>): Promise<T> {
  return (await response).json().data as T;
}

async function newCvq(code: string) {
  const [row] = await t.app.db
    .insert(cvqs)
    .values({ code, title: `${code} qualification` })
    .returning();
  return row!.id;
}

const saveUnit = async (cvq: string, code: string, title: string) =>
  (await post('/api/v1/CVQ/saveUnit', { cvqId: cvq, code, title }, cast.teacherOwner)).json().data
    ._id as string;
const saveOutcome = async (unitId: string, code: string, text: string) =>
  (
    await post('/api/v1/CVQ/saveOutcome', { unitId, code, text, evidence: 'A photo' }, cast.teacherOwner)
  ).json().data._id as string;

/** A qualification of two units: U1 (outcomes 1.1 and 1.2) and U2 (outcome 2.1), set out by the course's owner. */
async function structured(code: string) {
  const cvqId = await newCvq(code);
  const unit = {
    u1: await saveUnit(cvqId, 'U1', 'Safe working'),
    u2: await saveUnit(cvqId, 'U2', 'Wiring a circuit'),
  };
  const outcome = {
    o11: await saveOutcome(unit.u1, '1.1', 'Wears protective gear'),
    o12: await saveOutcome(unit.u1, '1.2', 'Reports hazards'),
    o21: await saveOutcome(unit.u2, '2.1', 'Wires a socket'),
  };
  return { code, cvqId, unit, outcome };
}

beforeAll(async () => {
  cast = await courseCast(t.app);
  ({ cvqId } = await structured('ELEC-2'));
  otherCvqId = await newCvq('PLUMB-1');
  other.unit = await saveUnit(otherCvqId, 'P1', 'Pipes');
  other.outcome = await saveOutcome(other.unit, 'P1.1', 'Joins a pipe');
});

describe('the structure of a qualification', () => {
  it('is read by anyone signed in, units and outcomes in order', async () => {
    const structure = await dataOf(get(`/api/v1/CVQ/structure/${cvqId}`, cast.studentOutsider));
    expect(structure).toMatchObject({
      cvq: { code: 'ELEC-2' },
      units: [
        { code: 'U1', title: 'Safe working', outcomes: [{ code: '1.1' }, { code: '1.2' }] },
        { code: 'U2', outcomes: [{ code: '2.1', text: 'Wires a socket', evidence: 'A photo' }] },
      ],
    });
    expect((await get(`/api/v1/CVQ/structure/${cvqId}`)).statusCode).toBe(401);
    expect((await get('/api/v1/CVQ/structure/no-such-cvq', cast.studentMember)).statusCode).toBe(404);
  });

  it('is changed by teachers only, with clear refusals for a taken code or a missing title', async () => {
    const student = await post('/api/v1/CVQ/saveUnit', { cvqId, code: 'U9', title: 'X' }, cast.studentMember);
    expect(student.statusCode).toBe(403);
    const taken = await post('/api/v1/CVQ/saveUnit', { cvqId, code: 'U1', title: 'Again' }, cast.coTeacher);
    expect(taken.json()).toMatchObject({
      code: 409,
      msg: 'Unit U1 already exists here. Give it another code.',
    });
    const blank = await post('/api/v1/CVQ/saveUnit', { cvqId, code: '', title: '' }, cast.coTeacher);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().msg).toMatch(/code/i);
  });

  it('imports from CSV: the preview writes nothing, the commit writes the valid rows and reports each', async () => {
    const cvq = await newCvq('IMPORT-1');
    const csv = [
      'unitCode,unitTitle,outcomeCode,outcomeText,evidence',
      'A,Alpha,A.1,First,Photo',
      'A,,A.2,Second,',
      'B,,B.1,No title for a new unit,',
      'A,,A.1,Repeated,',
    ].join('\n');
    const preview = await post('/api/v1/CVQ/import/preview', { cvqId: cvq, csv }, cast.teacherOwner);
    expect(preview.json().data).toMatchObject({
      committed: false,
      counts: { create: 2, update: 0, unchanged: 0, refused: 2 },
    });
    expect(
      (await dataOf<{ units: [] }>(get(`/api/v1/CVQ/structure/${cvq}`, cast.teacherOwner))).units,
    ).toEqual([]);
    const commit = await post('/api/v1/CVQ/import/commit', { cvqId: cvq, csv }, cast.teacherOwner);
    expect(commit.json()).toMatchObject({ msg: '2 outcomes added, 0 changed, 2 refused.' });
    expect(commit.json().data.rows[2]).toMatchObject({
      line: 4,
      outcome: 'refused',
      reason: 'Unit B is new: give its title.',
    });
    const structure = await dataOf(get(`/api/v1/CVQ/structure/${cvq}`, cast.teacherOwner));
    expect(structure).toMatchObject({
      units: [{ code: 'A', title: 'Alpha', outcomes: [{ code: 'A.1' }, { code: 'A.2' }] }],
    });
    const again = await post('/api/v1/CVQ/import/commit', { cvqId: cvq, csv }, cast.teacherOwner);
    expect(again.json().data.counts).toMatchObject({ create: 0, unchanged: 2, refused: 2 });
  });

  it('refuses a file without the columns, a student, and an unreadable body', async () => {
    const noColumns = await post('/api/v1/CVQ/import/preview', { cvqId, csv: 'a,b\n1,2' }, cast.teacherOwner);
    expect(noColumns.json()).toMatchObject({
      code: 400,
      msg: expect.stringMatching(/no unitCode, outcomeCode, outcomeText columns/),
    });
    const student = await post(
      '/api/v1/CVQ/import/preview',
      { cvqId, csv: 'unitCode\n1' },
      cast.studentMember,
    );
    expect(student.statusCode).toBe(403);
    expect((await post('/api/v1/CVQ/import/commit', '{"cvqId":', cast.teacherOwner)).statusCode).toBe(400);
  });
});

describe('portfolios', () => {
  let made = 0;
  /** A portfolio the student member opened, towards a qualification made for one test alone. */
  async function fresh() {
    const s = await structured(`PORT-${++made}`);
    const reply = await post(
      '/api/v1/portfolio/open',
      { studentId: cast.studentMember.user.id, cvqId: s.cvqId },
      cast.studentMember,
    );
    return { ...s, mine: reply.json().data._id as string };
  }

  it('are opened by the student or a teacher of theirs, once per qualification', async () => {
    const p = await fresh();
    expect(p.mine).toEqual(expect.any(String));
    const forClassmate = await post(
      '/api/v1/portfolio/open',
      { studentId: cast.classmate.user.id, cvqId: p.cvqId },
      cast.teacherOwner,
    );
    expect(forClassmate.json()).toMatchObject({ code: 0, msg: 'The portfolio is open.' });
    const twice = await post(
      '/api/v1/portfolio/open',
      { studentId: cast.studentMember.user.id, cvqId: p.cvqId },
      cast.studentMember,
    );
    expect(twice.statusCode).toBe(409);
    const forAnother = await post(
      '/api/v1/portfolio/open',
      { studentId: cast.classmate.user.id, cvqId: otherCvqId },
      cast.studentMember,
    );
    expect(forAnother.statusCode).toBe(403);
    const outsider = await post(
      '/api/v1/portfolio/open',
      { studentId: cast.classmate.user.id, cvqId: otherCvqId },
      cast.teacherOutsider,
    );
    expect(outsider.statusCode).toBe(403);
    const forTeacher = await post(
      '/api/v1/portfolio/open',
      { studentId: cast.coTeacher.user.id, cvqId: p.cvqId },
      cast.admin,
    );
    expect(forTeacher.json()).toMatchObject({ code: 400, msg: 'Portfolios are for students.' });
  });

  it('are listed for the student, their teachers and administrators, and nobody else', async () => {
    const p = await fresh();
    const classmates = (
      await post(
        '/api/v1/portfolio/open',
        { studentId: cast.classmate.user.id, cvqId: p.cvqId },
        cast.teacherOwner,
      )
    ).json().data._id;
    const own = await dataOf<{ _id: string }[]>(
      get(`/api/v1/portfolio/portfolioList/${cast.studentMember.user.id}`, cast.studentMember),
    );
    expect(own.find((line) => line._id === p.mine)).toMatchObject({
      student: { fullName: 'Ann Able' },
      cvq: { code: p.code },
      progress: { unitsAchieved: 0, unitsTotal: 2, outcomesMet: 0, outcomesTotal: 3, complete: false },
      certification: null,
    });
    expect(
      (await get(`/api/v1/portfolio/portfolioList/${cast.studentMember.user.id}`, cast.coTeacher)).statusCode,
    ).toBe(200);
    expect(
      (await get(`/api/v1/portfolio/portfolioList/${cast.studentMember.user.id}`, cast.classmate)).statusCode,
    ).toBe(403);
    expect(
      (await get(`/api/v1/portfolio/portfolioList/${cast.studentMember.user.id}`, cast.teacherOutsider))
        .statusCode,
    ).toBe(403);
    const taught = await dataOf<{ _id: string }[]>(get('/api/v1/portfolio/taughtList', cast.teacherOwner));
    expect(taught.map((line) => line._id)).toEqual(expect.arrayContaining([p.mine, classmates]));
    expect(await dataOf(get('/api/v1/portfolio/taughtList', cast.teacherOutsider))).toEqual([]);
    expect((await get('/api/v1/portfolio/taughtList', cast.studentMember)).statusCode).toBe(403);
  });

  it("are opened by their student and teachers; another student's does not exist for a student", async () => {
    const p = await fresh();
    const details = await dataOf(get(`/api/v1/portfolio/details/${p.mine}`, cast.coTeacher));
    expect(details).toMatchObject({ canKeep: false, canAssess: true, evidence: [], assessments: [] });
    expect(await dataOf(get(`/api/v1/portfolio/details/${p.mine}`, cast.studentMember))).toMatchObject({
      canKeep: true,
      canAssess: false,
    });
    expect((await get(`/api/v1/portfolio/details/${p.mine}`, cast.classmate)).statusCode).toBe(404);
    expect((await get(`/api/v1/portfolio/CVQDetails/${p.mine}`, cast.studentOutsider)).statusCode).toBe(404);
    expect((await get(`/api/v1/portfolio/details/${p.mine}`, cast.teacherOutsider)).statusCode).toBe(403);
    expect((await get('/api/v1/portfolio/details/nothing-here', cast.admin)).statusCode).toBe(404);
  });

  it('take evidence from their student alone: a text, their own uploaded file, their own released work', async () => {
    const p = await fresh();
    const text = await post(
      '/api/v1/portfolio/addEvidence',
      {
        portfolioId: p.mine,
        unitId: p.unit.u1,
        kind: 'text',
        title: 'Site diary',
        text: 'I wore boots and a helmet.',
      },
      cast.studentMember,
    );
    expect(text.json()).toMatchObject({ code: 0, msg: 'The evidence is added.' });

    const uploaded = await uploadWhole(t.app, cast.studentMember, Buffer.from('Checklist done.'), {
      filename: 'checklist.txt',
      purpose: 'portfolioEvidence',
    });
    const fileId = uploaded.json().data._id;
    const file = await post(
      '/api/v1/portfolio/addEvidence',
      { portfolioId: p.mine, unitId: p.unit.u1, kind: 'file', fileId },
      cast.studentMember,
    );
    expect(file.statusCode).toBe(200);
    // The portfolio's teachers read the file; a teacher or a student outside it does not.
    expect((await get(`/api/v1/file/fileItem/${fileId}`, cast.teacherOwner)).statusCode).toBe(200);
    expect([403, 404]).toContain(
      (await get(`/api/v1/file/fileItem/${fileId}`, cast.teacherOutsider)).statusCode,
    );
    expect([403, 404]).toContain((await get(`/api/v1/file/fileItem/${fileId}`, cast.classmate)).statusCode);
    // Someone else's file is not evidence of the student's.
    const theirs = await uploadWhole(t.app, cast.classmate, Buffer.from('Mine.'), {
      filename: 'c.txt',
      purpose: 'portfolioEvidence',
    });
    const stolen = await post(
      '/api/v1/portfolio/addEvidence',
      { portfolioId: p.mine, unitId: p.unit.u1, kind: 'file', fileId: theirs.json().data._id },
      cast.studentMember,
    );
    expect(stolen.json()).toMatchObject({ code: 400, msg: 'Attach a file you uploaded for your portfolio.' });

    const assignment = await createItem(t.app, cast.course, {
      kind: 'assignment',
      title: 'Socket wiring task',
    });
    const [work] = await t.app.db
      .insert(submissions)
      .values({
        itemId: assignment.id,
        authorId: cast.studentMember.user.id,
        answer: 'Done',
        state: 'released',
        mark: 8,
        releasedAt: new Date(),
      })
      .returning();
    const [othersWork] = await t.app.db
      .insert(submissions)
      .values({
        itemId: assignment.id,
        authorId: cast.classmate.user.id,
        answer: 'Done',
        state: 'released',
        mark: 9,
        releasedAt: new Date(),
      })
      .returning();
    const choices = await dataOf<{ _id: string }[]>(
      get(`/api/v1/portfolio/gradedWork/${p.mine}`, cast.studentMember),
    );
    expect(choices.map((w) => w._id)).toContain(work!.id);
    expect(choices.map((w) => w._id)).not.toContain(othersWork!.id);
    const linked = await post(
      '/api/v1/portfolio/addEvidence',
      { portfolioId: p.mine, unitId: p.unit.u2, kind: 'work', workKind: 'submission', workId: work!.id },
      cast.studentMember,
    );
    expect(linked.statusCode).toBe(200);
    const notMine = await post(
      '/api/v1/portfolio/addEvidence',
      {
        portfolioId: p.mine,
        unitId: p.unit.u2,
        kind: 'work',
        workKind: 'submission',
        workId: othersWork!.id,
      },
      cast.studentMember,
    );
    expect(notMine.json()).toMatchObject({
      code: 400,
      msg: 'Link only your own work that has been marked and released to you.',
    });

    const details = await dataOf<{ evidence: unknown[]; evidenceCount: number }>(
      get(`/api/v1/portfolio/details/${p.mine}`, cast.teacherOwner),
    );
    expect(details.evidenceCount).toBe(3);
    expect(details.evidence).toEqual([
      expect.objectContaining({ kind: 'text', title: 'Site diary' }),
      expect.objectContaining({
        kind: 'file',
        title: 'checklist.txt',
        file: expect.objectContaining({ _id: fileId }),
      }),
      expect.objectContaining({
        kind: 'work',
        work: expect.objectContaining({ itemTitle: 'Socket wiring task', mark: '8' }),
      }),
    ]);
  });

  it('refuse evidence from anyone but the student, for a unit of another qualification, or malformed', async () => {
    const p = await fresh();
    const body = { portfolioId: p.mine, unitId: p.unit.u1, kind: 'text', title: 'T', text: 'x' };
    expect((await post('/api/v1/portfolio/addEvidence', body, cast.teacherOwner)).statusCode).toBe(403);
    expect((await post('/api/v1/portfolio/addEvidence', body, cast.classmate)).statusCode).toBe(404);
    const elsewhere = await post(
      '/api/v1/portfolio/addEvidence',
      { ...body, unitId: other.unit },
      cast.studentMember,
    );
    expect(elsewhere.json()).toMatchObject({
      code: 400,
      msg: 'That unit is not part of this qualification.',
    });
    const kind = await post('/api/v1/portfolio/addEvidence', { ...body, kind: 'video' }, cast.studentMember);
    expect(kind.json()).toMatchObject({ code: 400, msg: expect.stringMatching(/Kind: one of/) });
    const empty = await post('/api/v1/portfolio/addEvidence', { ...body, text: '' }, cast.studentMember);
    expect(empty.statusCode).toBe(400);
  });

  it('are assessed per outcome by the student’s teachers, keeping every assessment, and told live', async () => {
    const p = await fresh();
    const student = await t.goOnline(cast.studentMember);
    const classmate = await t.goOnline(cast.classmate);
    const notForClassmate = collect(classmate.socket, REALTIME_EVENTS.portfolio);
    const told = nextEvent<{ portfolioId: string }>(student.socket, REALTIME_EVENTS.portfolio);
    const first = await post(
      '/api/v1/portfolio/assess',
      {
        portfolioId: p.mine,
        outcomeId: p.outcome.o11,
        verdict: 'notYetMet',
        feedback: 'Show the helmet too.',
      },
      cast.teacherOwner,
    );
    expect(first.json()).toMatchObject({ code: 0, msg: 'The assessment is saved.' });
    expect(await told).toEqual({ portfolioId: p.mine });
    await caughtUp(t.app, classmate.socket);
    expect(notForClassmate).toEqual([]);
    await post(
      '/api/v1/portfolio/assess',
      { portfolioId: p.mine, outcomeId: p.outcome.o11, verdict: 'met', feedback: 'Good.' },
      cast.coTeacher,
    );
    const details = await dataOf<{ assessments: unknown[] }>(
      get(`/api/v1/portfolio/details/${p.mine}`, cast.studentMember),
    );
    expect(details.assessments).toEqual([
      expect.objectContaining({
        verdict: 'notYetMet',
        feedback: 'Show the helmet too.',
        assessor: expect.objectContaining({ fullName: 'Tess Teacher' }),
      }),
      expect.objectContaining({
        verdict: 'met',
        assessor: expect.objectContaining({ fullName: 'Cora Coteacher' }),
      }),
    ]);
    const cvqDetails = await dataOf<{
      units: { achieved: boolean; outcomes: { verdict: string | null }[] }[];
    }>(get(`/api/v1/portfolio/CVQDetails/${p.mine}`, cast.studentMember));
    expect(cvqDetails.units[0]).toMatchObject({
      achieved: false,
      outcomes: [{ verdict: 'met' }, { verdict: null }],
    });
  });

  it('refuses an assessment from a student, a teacher who does not teach the student, or malformed', async () => {
    const p = await fresh();
    const body = { portfolioId: p.mine, outcomeId: p.outcome.o12, verdict: 'met' };
    expect((await post('/api/v1/portfolio/assess', body, cast.studentMember)).statusCode).toBe(403);
    expect((await post('/api/v1/portfolio/assess', body, cast.teacherOutsider)).statusCode).toBe(403);
    expect(
      (await post('/api/v1/portfolio/assess', { ...body, verdict: 'maybe' }, cast.teacherOwner)).statusCode,
    ).toBe(400);
    const elsewhere = await post(
      '/api/v1/portfolio/assess',
      { ...body, outcomeId: other.outcome },
      cast.teacherOwner,
    );
    expect(elsewhere.json()).toMatchObject({
      code: 400,
      msg: 'That outcome is not part of this qualification.',
    });
  });

  it('certifies only once every unit is achieved, recording the date and the teacher', async () => {
    const p = await fresh();
    const early = await post('/api/v1/portfolio/certify', { portfolioId: p.mine }, cast.teacherOwner);
    expect(early.json()).toMatchObject({
      code: 409,
      msg: '2 of 2 units are not achieved yet: every outcome of every unit must be met before the student is certified.',
    });
    expect(
      (await post('/api/v1/portfolio/certify', { portfolioId: p.mine }, cast.studentMember)).statusCode,
    ).toBe(403);
    for (const outcomeId of [p.outcome.o11, p.outcome.o12, p.outcome.o21])
      await post(
        '/api/v1/portfolio/assess',
        { portfolioId: p.mine, outcomeId, verdict: 'met' },
        cast.teacherOwner,
      );
    expect(
      (await post('/api/v1/portfolio/certify', { portfolioId: p.mine }, cast.teacherOutsider)).statusCode,
    ).toBe(403);
    const done = await post('/api/v1/portfolio/certify', { portfolioId: p.mine }, cast.teacherOwner);
    expect(done.json()).toMatchObject({ code: 0, msg: 'The student is certified.' });
    const lines = await dataOf<{ _id: string; certification: unknown; progress: unknown }[]>(
      get(`/api/v1/portfolio/portfolioList/${cast.studentMember.user.id}`, cast.studentMember),
    );
    const line = lines.find((l) => l._id === p.mine);
    expect(line).toMatchObject({
      progress: { unitsAchieved: 2, unitsTotal: 2, complete: true },
      certification: { at: expect.any(String), by: { fullName: 'Tess Teacher' } },
    });
    const twice = await post('/api/v1/portfolio/certify', { portfolioId: p.mine }, cast.coTeacher);
    expect(twice.json()).toMatchObject({
      code: 409,
      msg: 'This student is already certified for this qualification.',
    });
  });

  it('downloads as one PDF with the cover, units, evidence, assessments and certification', async () => {
    const p = await fresh();
    await post(
      '/api/v1/portfolio/addEvidence',
      {
        portfolioId: p.mine,
        unitId: p.unit.u1,
        kind: 'text',
        title: 'Site diary',
        text: 'Boots and a helmet.',
      },
      cast.studentMember,
    );
    const assess = (outcomeId: string, verdict: string) =>
      post('/api/v1/portfolio/assess', { portfolioId: p.mine, outcomeId, verdict }, cast.teacherOwner);
    await assess(p.outcome.o11, 'notYetMet');
    for (const outcomeId of [p.outcome.o11, p.outcome.o12, p.outcome.o21]) await assess(outcomeId, 'met');
    expect(
      (await post('/api/v1/portfolio/certify', { portfolioId: p.mine }, cast.teacherOwner)).statusCode,
    ).toBe(200);
    const response = await get(`/api/v1/portfolio/pdf/${p.mine}`, cast.teacherOwner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename=.*${p.code}\\.pdf`),
    );
    const text = await pdfText(response.rawPayload);
    for (const shown of [
      'Portfolio',
      'Ann Able',
      p.code,
      'Unit U1: Safe working (achieved)',
      'Unit U2: Wiring a circuit (achieved)',
      'Wires a socket',
      'Site diary',
      'Not yet met by Tess Teacher',
      'Met by Tess Teacher',
      'Certified on',
    ])
      expect(text).toContain(shown);
    expect((await get(`/api/v1/portfolio/pdf/${p.mine}`, cast.classmate)).statusCode).toBe(404);
    expect((await get(`/api/v1/portfolio/pdf/${p.mine}`, cast.teacherOutsider)).statusCode).toBe(403);
  });

  it('sum up across a course for its teachers', async () => {
    const p = await fresh();
    await post(
      '/api/v1/portfolio/addEvidence',
      { portfolioId: p.mine, unitId: p.unit.u2, kind: 'text', title: 'Socket', text: 'Wired and tested.' },
      cast.studentMember,
    );
    await post(
      '/api/v1/portfolio/assess',
      { portfolioId: p.mine, outcomeId: p.outcome.o21, verdict: 'met' },
      cast.teacherOwner,
    );
    const rows = await dataOf<{ student: { fullName: string }; portfolios: { _id: string }[] }[]>(
      get(`/api/v1/portfolio/summary/${cast.course.id}`, cast.coTeacher),
    );
    const ann = rows.find((r) => r.student.fullName === 'Ann Able');
    expect(ann?.portfolios.find((portfolio) => portfolio._id === p.mine)).toMatchObject({
      cvq: { code: p.code },
      evidenceCount: 1,
      certified: false,
      progress: { unitsAchieved: 1, unitsTotal: 2, outcomesMet: 1, outcomesTotal: 3, complete: false },
    });
    // Every student of the course has a row, with or without portfolios; nobody from outside it does.
    expect(rows.map((r) => r.student.fullName)).toEqual(expect.arrayContaining(['Ann Able', 'Bob Baker']));
    expect(rows.map((r) => r.student.fullName)).not.toContain('Otto Outsider');
    expect((await get(`/api/v1/portfolio/summary/${cast.course.id}`, cast.studentMember)).statusCode).toBe(
      403,
    );
    expect((await get(`/api/v1/portfolio/summary/${cast.course.id}`, cast.teacherOutsider)).statusCode).toBe(
      403,
    );
  });
});

describe('personal descriptions', () => {
  it('are written by the student and read by them, their teachers and administrators only', async () => {
    const saved = await post(
      '/api/v1/portfolio/savePersonalDescription',
      { text: 'I like fixing things.' },
      cast.studentMember,
    );
    expect(saved.json()).toMatchObject({ code: 0, msg: 'Your personal description is saved.' });
    const name = cast.studentMember.user.username;
    for (const reader of [cast.studentMember, cast.teacherOwner, cast.admin])
      expect(await dataOf(get(`/api/v1/portfolio/personalDescription/${name}`, reader))).toMatchObject({
        text: 'I like fixing things.',
        canEdit: reader === cast.studentMember,
      });
    expect((await get(`/api/v1/portfolio/personalDescription/${name}`, cast.classmate)).statusCode).toBe(403);
    expect(
      (await get(`/api/v1/portfolio/personalDescription/${name}`, cast.teacherOutsider)).statusCode,
    ).toBe(403);
    expect((await get('/api/v1/portfolio/personalDescription/nobody-here', cast.admin)).statusCode).toBe(404);
    expect(
      (await post('/api/v1/portfolio/savePersonalDescription', { text: 'x' }, cast.teacherOwner)).statusCode,
    ).toBe(403);
    expect(
      (
        await post(
          '/api/v1/portfolio/savePersonalDescription',
          { text: 'x'.repeat(10_001) },
          cast.studentMember,
        )
      ).statusCode,
    ).toBe(400);
  });
});
