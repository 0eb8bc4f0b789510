import type { APIRequestContext } from '@playwright/test';
import { ASSESSMENT_CALLS } from '../../src/core/contracts/assessments';
import type { AssessmentKind } from '../../src/core/itemKinds';
import type { SittingMode } from '../../src/core/schemas/assessments';
import { readMailFolder } from '../../src/server/mail/mailFolder';
import { sampleDocx, sampleMp4, samplePdf } from '../../src/server/test/sampleFiles';
import { HOUR, MINUTE, scheduleCourse } from './courses';
import { addCourseFile } from './files';
import { apiSignIn, demoPerson, expectOk, type Person } from './people';
import { NETWORK_QUESTIONS } from './questions';

/** The demo school's people the sweep signs in as, one per role. */
export interface SweepPeople {
  teacher: Person;
  admin: Person;
  student: Person;
  classmate: Person;
}

/** One test or exam with the sweep's student's attempt in it. */
interface Sitting {
  itemId: string;
  attemptId: string;
}

/** Every id the sweep fills route params with: content of one course made for it, full of work. */
export interface SweepContent {
  people: SweepPeople;
  courseId: string;
  /** A lecture whose class is running, and its sitting. */
  lecture: { itemId: string; attendanceId: string };
  /** A lecture later today, not started: its waiting page waits (a running one sends the teacher into it). */
  upcomingLectureId: string;
  /** A discussion whose sitting is open, with a comment of the teacher and the student's reply. */
  discussion: { itemId: string; attendanceId: string };
  /** Per kind: live and running with the student's attempt under way; offline and under way; handed in and marked. */
  sittings: Record<AssessmentKind, Record<'live' | 'offline' | 'marked', Sitting>>;
  /** Coursework with the student's work handed in (the project's marked and released). */
  coursework: Record<'assignment' | 'project' | 'lab', { itemId: string; submissionId: string }>;
  consultId: string;
  teamMeetingId: string;
  selfLearningId: string;
  /** The unit's modules (open in any order), the student's status in it and a progress line in each module. */
  selfLearning: {
    statusId: string;
    video: { fileId: string; name: string };
    modules: Record<'video' | 'pdf' | 'document' | 'test', { moduleId: string; progressId: string }>;
  };
  pdf: { fileId: string; name: string };
  /** A text file, which the file page shows itself (a PDF or an office document goes on to its viewer). */
  text: { fileId: string; name: string };
  document: { fileId: string; name: string };
  chatListId: string;
  /** The token of a password-reset link mailed to the classmate, still unspent. */
  passwordToken: string;
  /** The student's portfolio (the demo school's), with evidence, an assessment and a personal description. */
  portfolioId: string;
}

/** The networking test's questions without the one of two right answers: a question of each type of SPEC §3. */
const QUESTIONS = NETWORK_QUESTIONS.slice(0, 3);

/** The API as one person, signed in once. */
async function apiAs(request: APIRequestContext, person: Person) {
  const { headers } = await apiSignIn(request, person.username, person.password);
  return async <T = unknown>(path: string, data: object, what: string) =>
    expectOk<T>(await request.post(path, { headers, data }), `${person.username}: ${what}`);
}

type Poster = Awaited<ReturnType<typeof apiAs>>;

/**
 * The self-learning unit's modules, one of each kind a teacher writes, open in any order, with the student begun and
 * a progress line in each (issue 39).
 */
async function unitWithProgress(
  teacher: Poster,
  student: Poster,
  selflearningId: string,
  files: Record<'video' | 'pdf' | 'document', string>,
): Promise<Omit<SweepContent['selfLearning'], 'video'>> {
  await teacher(
    '/api/v1/selflearning/saveUnit',
    { selflearningId, sequential: false },
    'open modules in any order',
  );
  const add = async (title: string, kind: 'video' | 'document' | 'test', fileId?: string) =>
    (
      await teacher<{ data: { _id: string } }>(
        '/api/v1/selflearning/saveModule',
        { selflearningId, title, kind, fileId },
        `add the module ${title}`,
      )
    ).data._id;
  const moduleIds = {
    video: await add('Addressing talk', 'video', files.video),
    pdf: await add('Subnetting notes', 'document', files.pdf),
    document: await add('Lab handout', 'document', files.document),
    test: await add('Addressing check', 'test'),
  };
  await teacher(
    '/api/v1/selflearning/saveModuleQuestions',
    { moduleId: moduleIds.test, questions: QUESTIONS.filter((question) => question.type !== 'brief') },
    "write the module test's questions",
  );
  const status = await student<{ data: { _id: string } }>(
    '/api/v1/selflearning/begin',
    { selflearningId },
    'begin the unit',
  );
  const open = async (moduleId: string) => ({
    moduleId,
    progressId: (
      await student<{ data: { _id: string } }>(
        '/api/v1/selflearning/openModule',
        { statusId: status.data._id, moduleId },
        'open a module',
      )
    ).data._id,
  });
  return {
    statusId: status.data._id,
    modules: {
      video: await open(moduleIds.video),
      pdf: await open(moduleIds.pdf),
      document: await open(moduleIds.document),
      test: await open(moduleIds.test),
    },
  };
}

/** A test or exam with questions, and the student's attempt: under way, or handed in, marked and released. */
async function sittingWithAttempt(
  teacher: Poster,
  student: Poster,
  kind: AssessmentKind,
  itemId: string,
  mode: SittingMode,
  marked: boolean,
): Promise<Sitting> {
  const calls = ASSESSMENT_CALLS[kind];
  await teacher(
    calls.saveSettings.path,
    {
      itemId,
      mode,
      attemptsAllowed: 1,
      shuffleQuestions: false,
      shuffleChoices: false,
      allowAnswerFile: false,
    },
    `settings of ${itemId}`,
  );
  await teacher(calls.saveQuestions.path, { itemId, questions: QUESTIONS }, 'questions');
  if (mode === 'live') await teacher(calls.openLive.path, { itemId }, 'open it live');
  const started = await student<{ data: { attempt: { _id: string } } }>(
    calls.startAttempt.path,
    { itemId },
    'start an attempt',
  );
  const attemptId = started.data.attempt._id;
  await student(
    calls.saveAnswer.path,
    { attemptId, questionId: 'q-one', answer: 'Network', seq: 1 },
    'answer a question',
  );
  if (marked) {
    await student(calls.submitAttempt.path, { attemptId }, 'hand in');
    await teacher(
      calls.gradeAttempt.path,
      { attemptId, marks: [{ questionId: 'q-brief', mark: 1, feedback: 'Name the sequence numbers.' }] },
      'mark the brief answer',
    );
    await teacher(calls.release.path, { itemId }, 'release the marks');
  }
  return { itemId, attemptId };
}

/** Coursework the student has written and handed in. */
async function handedIn(student: Poster, itemId: string) {
  await student(
    '/api/v1/submission/saveAnswer',
    { itemId, answer: '<p>My work, with reasons.</p>' },
    'write',
  );
  const submitted = await student<{ data: { _id: string } }>(
    '/api/v1/submission/submit',
    { itemId },
    'hand in',
  );
  return { itemId, submissionId: submitted.data._id };
}

/** The token of the newest password-reset link mailed to `email` in the server's mail folder `mailDir`. */
async function mailedResetToken(request: APIRequestContext, mailDir: string, email: string) {
  await expectOk(await request.post('/user/forgotPassword', { data: { email } }), `reset mail to ${email}`);
  const link = (await readMailFolder(mailDir, email)).at(-1)?.text.match(/\/resetPassword\/(\S+)/)?.[1];
  if (!link) throw new Error(`no password-reset link was mailed to ${email}`);
  return decodeURIComponent(link);
}

/**
 * A course of the demo teacher (co-taught by the admin, the demo students enrolled) made through the API and filled
 * with work, so that every page the sweep opens shows real content rather than an empty state.
 */
export async function makeSweepContent(request: APIRequestContext, mailDir: string): Promise<SweepContent> {
  const people: SweepPeople = {
    teacher: await demoPerson(request, 'teacher', 'Tom Teacher', 'teacher'),
    admin: await demoPerson(request, 'admin', 'Ada Admin', 'teacher'),
    student: await demoPerson(request, 'student1', 'Sam Student', 'student'),
    classmate: await demoPerson(request, 'student2', 'Sara Student', 'student'),
  };
  const running = { startsIn: -5 * MINUTE, lasts: 2 * HOUR };
  const course = await scheduleCourse(
    request,
    people.teacher,
    [people.student, people.classmate],
    [
      { kind: 'lecture', title: 'Routing in practice', ...running },
      { kind: 'lecture', title: 'Routing tables', startsIn: 3 * HOUR, lasts: HOUR },
      { kind: 'discussion', title: 'Is IPv6 worth it?', ...running },
      { kind: 'test', title: 'Live quiz', ...running },
      { kind: 'test', title: 'Take-home quiz', ...running },
      { kind: 'test', title: 'Marked quiz', ...running },
      { kind: 'exam', title: 'Live exam', ...running },
      { kind: 'exam', title: 'Take-home exam', ...running },
      { kind: 'exam', title: 'Marked exam', ...running },
      { kind: 'assignment', title: 'Subnetting essay', ...running },
      { kind: 'project', title: 'Build a network', ...running },
      { kind: 'lab', title: 'Packet capture lab', ...running },
      { kind: 'teamMeeting', title: 'Team stand-up', startsIn: 2 * HOUR, lasts: HOUR / 2 },
      { kind: 'selfLearning', title: 'Unit 1: addresses', ...running },
    ],
    { name: `Networks sweep ${Date.now().toString(36)}` },
  );
  const { courseId } = course;
  const idOf = (title: string) => course.items.find((item) => item.title === title)!._id;
  const teacher = await apiAs(request, people.teacher);
  const student = await apiAs(request, people.student);
  await teacher(
    '/api/v1/course/addMembers',
    { courseId, role: 'teacher', identifiers: [people.admin.username] },
    'the admin co-teaches',
  );

  const consult = await teacher<{ data: { _id: string } }>(
    '/api/v1/item/create',
    {
      courseId,
      kind: 'consult',
      title: 'Office hour',
      startDate: new Date(Date.now() + HOUR).toISOString(),
      endDate: new Date(Date.now() + 2 * HOUR).toISOString(),
      duration: 60,
      active: true,
      manual: true,
    },
    'plan a consult',
  );

  const lectureId = idOf('Routing in practice');
  const lecture = await teacher<{ data: { attendanceId: string } }>(
    '/api/v1/lecture/start',
    { lectureId },
    'start the class',
  );
  // The class begins when its teacher enters the room; until then students wait.
  await teacher(
    '/api/v1/attendance/join',
    { lectureId, attendanceId: lecture.data.attendanceId },
    'enter the class',
  );
  const discussionId = idOf('Is IPv6 worth it?');
  const discussionSitting = await teacher<{ data: { attendanceId: string } }>(
    '/api/v1/lecture/start',
    { lectureId: discussionId },
    'open the discussion',
  );
  const opening = await teacher<{ data: { _id: string } }>(
    '/api/v1/comment/add',
    { discussionId, body: '<p>What would moving to IPv6 cost a school?</p>' },
    'open the thread',
  );
  await student(
    '/api/v1/comment/add',
    {
      discussionId,
      parentId: opening.data._id,
      body: '<p>New routers, mostly; the addresses are free.</p>',
      attendanceId: discussionSitting.data.attendanceId,
    },
    'reply',
  );

  const sittingsOf = async (kind: AssessmentKind, live: string, offline: string, marked: string) => ({
    live: await sittingWithAttempt(teacher, student, kind, idOf(live), 'live', false),
    offline: await sittingWithAttempt(teacher, student, kind, idOf(offline), 'offline', false),
    marked: await sittingWithAttempt(teacher, student, kind, idOf(marked), 'offline', true),
  });
  const sittings = {
    test: await sittingsOf('test', 'Live quiz', 'Take-home quiz', 'Marked quiz'),
    exam: await sittingsOf('exam', 'Live exam', 'Take-home exam', 'Marked exam'),
  };

  const projectId = idOf('Build a network');
  await teacher(
    '/api/v1/project/setGroups',
    {
      projectId,
      groups: [{ name: 'Blue team', memberIds: [people.student.userId, people.classmate.userId] }],
    },
    'group the students',
  );
  const coursework = {
    assignment: await handedIn(student, idOf('Subnetting essay')),
    project: await handedIn(student, projectId),
    lab: await handedIn(student, idOf('Packet capture lab')),
  };
  await teacher(
    '/api/v1/assessment/grade',
    { assessmentId: coursework.project.submissionId, mark: 8, feedback: '<p>A clear plan.</p>' },
    'mark the project',
  );
  await teacher('/api/v1/assessment/release', { itemId: coursework.project.itemId }, 'release the project');

  const pdf = { name: 'Subnetting notes.pdf', bytes: samplePdf() };
  const document = { name: 'Lab handout.docx', bytes: sampleDocx('Handout: page one', 'Handout: page two') };
  const pdfId = await addCourseFile(request, people.teacher, courseId, pdf);
  const text = {
    name: 'Reading list.txt',
    bytes: Buffer.from('Chapter 4: IPv4 addressing\nChapter 5: Subnetting\n'),
  };
  const textId = await addCourseFile(request, people.teacher, courseId, text);
  const documentId = await addCourseFile(request, people.teacher, courseId, document);

  const video = { name: 'Addressing talk.mp4', bytes: sampleMp4() };
  const videoId = await addCourseFile(request, people.teacher, courseId, video);
  const selfLearning = await unitWithProgress(teacher, student, idOf('Unit 1: addresses'), {
    video: videoId,
    pdf: pdfId,
    document: documentId,
  });

  const chat = await student<{ data: { _id: string } }>(
    '/api/v1/chat/createPersonal',
    { courseId, userId: people.teacher.userId },
    'a chat with the teacher',
  );
  await student('/api/v1/chat/send', { chatListId: chat.data._id, text: 'Is the lab due Friday?' }, 'ask');
  await teacher('/api/v1/chat/send', { chatListId: chat.data._id, text: 'Yes, by noon.' }, 'answer');

  // The demo school's student has a portfolio towards its ICT support qualification: give it work to show.
  const { headers: studentHeaders } = await apiSignIn(
    request,
    people.student.username,
    people.student.password,
  );
  const [portfolio] = (
    await expectOk<{ data: { _id: string }[] }>(
      await request.get(`/api/v1/portfolio/portfolioList/${people.student.userId}`, {
        headers: studentHeaders,
      }),
      "the student's portfolios",
    )
  ).data;
  const qualification = await expectOk<{ data: { units: { _id: string; outcomes: { _id: string }[] }[] } }>(
    await request.get(`/api/v1/portfolio/CVQDetails/${portfolio!._id}`, { headers: studentHeaders }),
    "the portfolio's units",
  );
  const [firstUnit] = qualification.data.units;
  await student(
    '/api/v1/portfolio/addEvidence',
    {
      portfolioId: portfolio!._id,
      unitId: firstUnit!._id,
      kind: 'text',
      title: 'Desk set-up',
      text: 'Chair, screen and cables checked.',
    },
    'add evidence',
  );
  await teacher(
    '/api/v1/portfolio/assess',
    {
      portfolioId: portfolio!._id,
      outcomeId: firstUnit!.outcomes[0]!._id,
      verdict: 'met',
      feedback: 'Well done.',
    },
    'assess an outcome',
  );
  await student(
    '/api/v1/portfolio/savePersonalDescription',
    { text: 'I fix computers for my family.' },
    'describe myself',
  );

  return {
    people,
    courseId,
    lecture: { itemId: lectureId, attendanceId: lecture.data.attendanceId },
    upcomingLectureId: idOf('Routing tables'),
    discussion: { itemId: discussionId, attendanceId: discussionSitting.data.attendanceId },
    sittings,
    coursework,
    consultId: consult.data._id,
    teamMeetingId: idOf('Team stand-up'),
    selfLearningId: idOf('Unit 1: addresses'),
    selfLearning: { ...selfLearning, video: { fileId: videoId, name: video.name } },
    pdf: { fileId: pdfId, name: pdf.name },
    text: { fileId: textId, name: text.name },
    document: { fileId: documentId, name: document.name },
    chatListId: chat.data._id,
    passwordToken: await mailedResetToken(request, mailDir, people.classmate.email),
    portfolioId: portfolio!._id,
  };
}
