import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'content-disposition';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deletedHistory, type FileRow, files, lectureAttendances } from '../../db/schema';
import { type Cast, courseCast, person } from '../../test/cast';
import { createCourse, createItem } from '../../test/courseFactories';
import { executableScript } from '../../test/executableScript';
import { createFile } from '../../test/fileFactories';
import { openSitting } from '../../test/lectureFactories';
import { pdfText } from '../../test/pdfText';
import { sampleDocx, samplePdf, zipOf } from '../../test/sampleFiles';
import { testFileApp } from '../../test/testFileApp';
import { findSoffice, OfficeConverter } from './officeConverter';
import { conversionAsk } from './officePdf';

/**
 * Issue 14: "office documents converted to PDF by LibreOffice when it is installed (`soffice --headless`, in a
 * queue with a timeout; docx rendered in the browser as the fallback)". The conversions run the machine's real
 * LibreOffice: without it those tests show as skipped (CI installs it); the hung and missing LibreOffice are real
 * programs and paths too.
 */
const realSoffice = findSoffice(undefined);
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const pdfOf = (file: { id: string }) => `/api/v1/file/pdf/${file.id}`;

describe.skipIf(!realSoffice)('GET /api/v1/file/pdf/{fileId} with LibreOffice', () => {
  // LibreOffice itself, behind a script that counts its runs, so a test sees whether a PDF was made again.
  const counting = executableScript((folder) => `echo run >> "${folder}/runs"\nexec "${realSoffice}" "$@"`);
  const runs = () => {
    const log = join(counting.folder, 'runs');
    return existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean).length : 0;
  };
  const t = testFileApp({ env: { SOFFICE_PATH: counting.path } });
  afterAll(() => counting.remove());
  let cast: Cast;
  let plan: FileRow;

  beforeAll(async () => {
    cast = await courseCast(t.app);
    plan = await createFile(t.app, cast.course, cast.teacherOwner.user, {
      bytes: sampleDocx('Photosynthesis reading plan'),
      name: 'Week 1 – plan.docx',
      contentType: DOCX,
    });
  });

  it('answers a member a PDF of the document by the pdfUrl of fileItem, made once and then reused', async () => {
    const item = await t.get(`/api/v1/file/fileItem/${plan.id}`, cast.studentMember.session);
    const { url, pdfUrl } = item.json().data;
    expect(url).toMatch(new RegExp(`^/api/v1/file/content/${plan.id}\\?token=`));
    expect(pdfUrl).toMatch(new RegExp(`^/api/v1/file/pdf/${plan.id}\\?token=`));

    const first = await t.get(pdfUrl);
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await pdfText(first.rawPayload)).toContain('Photosynthesis reading plan');
    expect(first.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(first.rawPayload.length),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private',
      'accept-ranges': 'bytes',
    });
    expect(parse(String(first.headers['content-disposition']))).toEqual({
      type: 'inline',
      parameters: { filename: 'Week 1 – plan.pdf' },
    });
    expect(runs()).toBe(1);

    const again = await t.get(pdfOf(plan), cast.coTeacher.session);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(runs()).toBe(1);
    const [row] = await t.app.db.select().from(files).where(eq(files.id, plan.id));
    expect(row).toMatchObject({ pdfSize: first.rawPayload.length });
    expect(await t.app.storage.exists(row!.pdfBlobKey!)).toBe(true);
  });

  it('sends parts of the PDF for a Range, as content does', async () => {
    const part = await t.app.inject({
      method: 'GET',
      url: pdfOf(plan),
      headers: { ...cast.studentMember.session.headers, range: 'bytes=0-4' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.toString('latin1')).toBe('%PDF-');
  });

  it('keeps the PDF through removing and restoring the document', async () => {
    const removed = await createFile(t.app, cast.course, cast.teacherOwner.user, {
      bytes: sampleDocx('Removed and restored'),
      name: 'kept.docx',
      contentType: DOCX,
    });
    expect((await t.get(pdfOf(removed), cast.studentMember.session)).statusCode).toBe(200);
    const before = runs();
    await t.post('/api/v1/file/remove', { fileId: removed.id }, cast.teacherOwner.session);
    expect((await t.get(pdfOf(removed), cast.studentMember.session)).json()).toEqual({
      code: 404,
      msg: 'No such file.',
    });
    const [entry] = await t.app.db
      .select()
      .from(deletedHistory)
      .where(eq(deletedHistory.entityId, removed.id));
    const restored = await t.post('/api/v1/deleted/restore', { _id: entry!.id }, cast.admin.session);
    expect(restored.statusCode).toBe(200);
    const after = await t.get(pdfOf(removed), cast.studentMember.session);
    expect(await pdfText(after.rawPayload)).toContain('Removed and restored');
    expect(runs()).toBe(before);
  });

  it('answers 422 when LibreOffice cannot read the document, keeping no PDF', async () => {
    // A Word document's type with none of its parts: nothing LibreOffice can load.
    const broken = await createFile(t.app, cast.course, cast.teacherOwner.user, {
      bytes: zipOf({ 'word/document.xml': 'not a document' }),
      name: 'broken.docx',
      contentType: DOCX,
    });
    expect((await t.get(pdfOf(broken), cast.studentMember.session)).json()).toEqual({
      code: 422,
      msg: 'This document could not be turned into a PDF: it may be damaged or protected by a password. Download it to open it on your computer.',
    });
    const [row] = await t.app.db.select().from(files).where(eq(files.id, broken.id));
    expect(row?.pdfBlobKey).toBeNull();
  });

  it('refuses an outsider, and a member asking for another course’s document, with 403', async () => {
    expect((await t.get(pdfOf(plan), cast.studentOutsider.session)).statusCode).toBe(403);
    const elsewhere = await createCourse(t.app, cast.teacherOutsider.user);
    const theirs = await createFile(t.app, elsewhere, cast.teacherOutsider.user, {
      bytes: sampleDocx('Not yours'),
      name: 'theirs.docx',
      contentType: DOCX,
    });
    expect((await t.get(pdfOf(theirs), cast.studentMember.session)).statusCode).toBe(403);
    expect((await t.get(pdfOf(plan))).json()).toEqual({ code: 401, msg: 'Please sign in to continue.' });
  });

  it('answers 404 for a PDF or a picture, which open as they are, and gives them no pdfUrl', async () => {
    const pdf = await createFile(t.app, cast.course, cast.teacherOwner.user, {
      bytes: samplePdf(),
      name: 'notes.pdf',
      contentType: 'application/pdf',
    });
    const picture = await createFile(t.app, cast.course, cast.teacherOwner.user, {
      name: 'map.png',
      contentType: 'image/png',
    });
    for (const file of [pdf, picture]) {
      expect((await t.get(pdfOf(file), cast.studentMember.session)).json()).toEqual({
        code: 404,
        msg: 'This file is not an office document: open it as it is.',
      });
      const item = await t.get(`/api/v1/file/fileItem/${file.id}`, cast.studentMember.session);
      expect(item.json().data.pdfUrl).toBeNull();
    }
  });
});

describe('a LibreOffice that hangs', () => {
  // Writes its process id where the test can read it, then sleeps far past the timeout.
  const hung = executableScript((folder) => `echo $$ > "${folder}/pid"\nexec sleep 60`);
  const t = testFileApp({ env: { SOFFICE_PATH: hung.path, OFFICE_TIMEOUT_SECONDS: '0.5' } });
  afterAll(() => hung.remove());
  let cast: Cast;

  beforeAll(async () => {
    cast = await courseCast(t.app);
  });

  it('is stopped after the timeout, and the reader told so with 504', async () => {
    const file = await createFile(t.app, cast.course, cast.teacherOwner.user, {
      bytes: sampleDocx('Never converted'),
      name: 'slow.docx',
      contentType: DOCX,
    });
    const response = await t.get(pdfOf(file), cast.studentMember.session);
    expect(response.json()).toEqual({
      code: 504,
      msg: 'This document took too long to prepare for reading (over 0.5 seconds) and was stopped. Download it to open it on your computer.',
    });
    const pid = Number(readFileSync(join(hung.folder, 'pid'), 'utf8'));
    expect(() => process.kill(pid, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
    const [row] = await t.app.db.select().from(files).where(eq(files.id, file.id));
    expect(row?.pdfBlobKey).toBeNull();
  });

  it('keeps the others waiting their turn, one at a time, and refuses beyond the queue’s bound with 503', async () => {
    const converter = new OfficeConverter({
      soffice: hung.path,
      timeoutMs: 500,
      storage: t.app.storage,
      log: t.app.log,
      maxWaiting: 1,
    });
    const [one, two, three] = await Promise.all(
      ['one', 'two', 'three'].map((text) => t.app.storage.put(sampleDocx(text))),
    );
    const started = Date.now();
    const running = converter.pdfOf(one!.key, 'docx', { userId: 'ann', shown: false });
    const waiting = converter.pdfOf(two!.key, 'docx', { userId: 'ann', shown: false });
    const sameAsWaiting = converter.pdfOf(two!.key, 'docx', { userId: 'bob', shown: false });
    await expect(converter.pdfOf(three!.key, 'docx', { userId: 'carl', shown: false })).rejects.toMatchObject(
      {
        status: 503,
        message:
          'Many documents are being prepared for reading just now. Please try again in a minute, or download the file.',
      },
    );
    await expect(running).rejects.toMatchObject({ status: 504 });
    await expect(waiting).rejects.toMatchObject({ status: 504 });
    await expect(sameAsWaiting).rejects.toMatchObject({ status: 504 });
    // Two conversions, each given its whole timeout in turn, not side by side.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });
});

describe('the line of conversions (issue 32)', () => {
  // A stand-in for LibreOffice that notes which document it converts (the document's text), in turn, and makes
  // its "PDF" of the same bytes.
  const standIn = executableScript(
    (folder) => `for arg; do input="$arg"; done
while [ $# -gt 1 ]; do [ "$1" = --outdir ] && out="$2"; shift; done
mkdir -p "$out" && cp "$input" "$out/document.pdf"
cat "$input" >> "${folder}/order" && echo >> "${folder}/order"`,
  );
  const t = testFileApp({ env: { SOFFICE_PATH: standIn.path } });
  afterAll(() => standIn.remove());
  const orderLog = join(standIn.folder, 'order');
  beforeEach(() => rmSync(orderLog, { force: true }));
  const converted = () => readFileSync(orderLog, 'utf8').split('\n').filter(Boolean);
  const converterWith = (limits: { maxWaiting?: number; maxWaitingPerUser?: number } = {}) =>
    new OfficeConverter({
      soffice: standIn.path,
      timeoutMs: 10_000,
      storage: t.app.storage,
      log: t.app.log,
      ...limits,
    });
  /** Asks `converter` for a PDF of a document whose text is `text`, as `userId`. */
  const ask = async (converter: OfficeConverter, text: string, userId: string, shown = false) => {
    const { key } = await t.app.storage.put(Buffer.from(text));
    return () => converter.pdfOf(key, 'docx', { userId, shown });
  };
  /** Makes every ask, in order and at once (while the first is being converted), then waits for all of them. */
  const askAll = async (asks: Array<() => Promise<unknown>>) => Promise.all(asks.map((asked) => asked()));

  it("takes a second user's one document after at most one of the first user's ten waiting", async () => {
    const converter = converterWith({ maxWaitingPerUser: 10 });
    const ann = await Promise.all(Array.from({ length: 11 }, (_, n) => ask(converter, `ann ${n}`, 'ann')));
    await askAll([...ann, await ask(converter, 'bob 0', 'bob')]);
    expect(converted()).toEqual(['ann 0', 'bob 0', ...Array.from({ length: 10 }, (_, n) => `ann ${n + 1}`)]);
  });

  it('lets the users with documents waiting take turns, the one served longest ago first', async () => {
    const converter = converterWith();
    const asks = [];
    for (const [userId, count] of [
      ['ann', 3],
      ['bob', 3],
      ['carl', 1],
    ] as const)
      for (let n = 0; n < count; n += 1) asks.push(await ask(converter, `${userId} ${n}`, userId));
    await askAll(asks);
    expect(converted()).toEqual(['ann 0', 'bob 0', 'carl 0', 'ann 1', 'bob 1', 'ann 2', 'bob 2']);
  });

  it('puts a document shown to a class ahead of every waiting one', async () => {
    const converter = converterWith();
    await askAll([
      await ask(converter, 'ann 0', 'ann'),
      await ask(converter, 'ann 1', 'ann'),
      await ask(converter, 'bob 0', 'bob'),
      await ask(converter, 'shown slides', 'carl', true),
    ]);
    expect(converted()).toEqual(['ann 0', 'shown slides', 'bob 0', 'ann 1']);
  });

  it('moves a waiting document to the front when a class is shown it', async () => {
    const converter = converterWith();
    await askAll([
      await ask(converter, 'ann 0', 'ann'),
      await ask(converter, 'ann 1', 'ann'),
      await ask(converter, 'ann 2', 'ann'),
      await ask(converter, 'bob 0', 'bob'),
      // The teacher shows ann's last waiting document: the class's ask for it shares her conversion, now first.
      await ask(converter, 'ann 2', 'dana', true),
    ]);
    expect(converted()).toEqual(['ann 0', 'ann 2', 'bob 0', 'ann 1']);
  });

  it("refuses one user's documents beyond their share with 429, the line beyond its bound with 503, never a shown one", async () => {
    const converter = converterWith({ maxWaiting: 3, maxWaitingPerUser: 2 });
    const [ann0, ann1, ann2, ann3, bob0, carl0, shownSlides] = await Promise.all([
      ask(converter, 'ann 0', 'ann'),
      ask(converter, 'ann 1', 'ann'),
      ask(converter, 'ann 2', 'ann'),
      ask(converter, 'ann 3', 'ann'),
      ask(converter, 'bob 0', 'bob'),
      ask(converter, 'carl 0', 'carl'),
      ask(converter, 'shown slides', 'carl', true),
    ]);
    // All asked at once, while ann's first is being converted.
    const accepted = [ann0!(), ann1!(), ann2!()];
    const beyondAnnsShare = ann3!();
    accepted.push(bob0!());
    const beyondTheLine = carl0!();
    accepted.push(shownSlides!());
    await expect(beyondAnnsShare).rejects.toMatchObject({
      status: 429,
      message:
        'You already have 2 documents waiting to be prepared for reading. Please open this one again once they are ready, or download the file.',
    });
    await expect(beyondTheLine).rejects.toMatchObject({
      status: 503,
      message:
        'Many documents are being prepared for reading just now. Please try again in a minute, or download the file.',
    });
    await Promise.all(accepted);
    expect(converted()).toEqual(['ann 0', 'shown slides', 'bob 0', 'ann 1', 'ann 2']);
  });

  it('asks for a document as shown while an open sitting of a lecture shows it, and as the reader’s own after', async () => {
    const cast = await courseCast(t.app);
    const slides = await createFile(t.app, cast.course, cast.teacherOwner.user, {
      bytes: sampleDocx('Slides'),
      name: 'slides.docx',
      contentType: DOCX,
    });
    const other = await createFile(t.app, cast.course, cast.teacherOwner.user, {
      bytes: sampleDocx('Other'),
      name: 'other.docx',
      contentType: DOCX,
    });
    const lecture = await createItem(t.app, cast.course);
    const sitting = await openSitting(t.app, lecture, cast.teacherOwner.user, { shownFileId: slides.id });
    const reader = cast.studentMember.user.id;
    expect(await conversionAsk(t.app.db, slides.id, reader)).toEqual({ userId: reader, shown: true });
    expect(await conversionAsk(t.app.db, other.id, reader)).toEqual({ userId: reader, shown: false });
    await t.app.db
      .update(lectureAttendances)
      .set({ endedAt: new Date() })
      .where(eq(lectureAttendances.id, sitting.id));
    expect(await conversionAsk(t.app.db, slides.id, reader)).toEqual({ userId: reader, shown: false });
  });
});

describe('without LibreOffice', () => {
  const t = testFileApp({ env: { SOFFICE_PATH: '/nowhere/soffice' } });
  let cast: Cast;
  let plan: FileRow;

  beforeAll(async () => {
    cast = await courseCast(t.app);
    plan = await createFile(t.app, cast.course, cast.teacherOwner.user, {
      bytes: sampleDocx(),
      name: 'plan.docx',
      contentType: DOCX,
    });
  });

  it('gives a document no pdfUrl, keeping its url to download', async () => {
    const item = (await t.get(`/api/v1/file/fileItem/${plan.id}`, cast.studentMember.session)).json().data;
    expect(item.pdfUrl).toBeNull();
    expect(item.url).toMatch(new RegExp(`^/api/v1/file/content/${plan.id}\\?token=`));
  });

  it('answers 501, saying why', async () => {
    const reader = await person(t.app, { fullName: 'Nora Nooffice' });
    expect((await t.get(pdfOf(plan), reader.session)).statusCode).toBe(403);
    expect((await t.get(pdfOf(plan), cast.studentMember.session)).json()).toEqual({
      code: 501,
      msg: 'Office documents cannot be shown here: LibreOffice is not installed on the server. Download the file to open it.',
    });
  });
});
