import type { AccessRule, Resource } from '../../core/contracts/access';
import { ACTORS, type ActorName } from './cast';

/**
 * The route-by-actor access matrix (issue 11 §2): who is expected through each call's access rule, written out as
 * docs/access-matrix.md, and checked cell by cell against the running app by http/accessMatrix.test.ts.
 */

const ACTOR_LABELS: Record<ActorName, string> = {
  anonymous: 'anonymous',
  studentMember: 'student member',
  studentOutsider: 'student outsider',
  teacherOwner: 'teacher owner',
  coTeacher: 'co-teacher',
  teacherOutsider: 'teacher outsider',
  admin: 'admin',
  disabled: 'disabled',
};

interface Standing {
  role: 'teacher' | 'student';
  admin: boolean;
  /** Their place in the cast's course, which is open to students and has a chat and a lecture. */
  course: 'owner' | 'teacher' | 'student' | null;
  /** In the course's chat (its owner, co-teacher and student member are). */
  inChat: boolean;
  /** The cast's student member is the user a `self` rule names. */
  isTheStudent: boolean;
}

const STANDINGS: Record<Exclude<ActorName, 'anonymous' | 'disabled'>, Standing> = {
  studentMember: { role: 'student', admin: false, course: 'student', inChat: true, isTheStudent: true },
  studentOutsider: { role: 'student', admin: false, course: null, inChat: false, isTheStudent: false },
  teacherOwner: { role: 'teacher', admin: false, course: 'owner', inChat: true, isTheStudent: false },
  coTeacher: { role: 'teacher', admin: false, course: 'teacher', inChat: true, isTheStudent: false },
  teacherOutsider: { role: 'teacher', admin: false, course: null, inChat: false, isTheStudent: false },
  admin: { role: 'teacher', admin: true, course: null, inChat: false, isTheStudent: false },
};

const teaches = (s: Standing) => s.admin || s.course === 'owner' || s.course === 'teacher';
const attends = (s: Standing) => teaches(s) || s.course === 'student';
const RELATIONS: { [R in Resource]: Record<string, (s: Standing) => boolean> } = {
  course: {
    attend: attends,
    teach: teaches,
    own: (s) => s.admin || s.course === 'owner',
    chat: (s) => s.course !== null,
  },
  // `review` is `attend`, and a student's attempt besides: the matrix's item is a lecture students see.
  // `run` (a live class started) is `teach` without the administrators' exception: the room is for members.
  item: {
    attend: attends,
    teach: teaches,
    review: attends,
    run: (s) => s.course === 'owner' || s.course === 'teacher',
  },
  chat: { member: (s) => s.inChat },
  lecture: { attend: (s) => s.course !== null },
  user: {
    self: (s) => s.admin || s.isTheStudent,
    selfOnly: (s) => s.isTheStudent,
    taught: (s) => teaches(s) || s.isTheStudent,
  },
  file: { read: attends, manage: teaches },
  // The fixture's submission is the student member's own.
  submission: { read: (s) => teaches(s) || s.isTheStudent, grade: teaches },
  // So is the fixture's attempt at a test; only its student sits it, administrators not excepted.
  attempt: {
    sit: (s) => s.isTheStudent,
    answer: (s) => s.isTheStudent,
    read: (s) => teaches(s) || s.isTheStudent,
    grade: teaches,
  },
  // A sitting of the course's lecture is attended as the lecture is: members only, administrators not excepted.
  attendance: { attend: (s) => s.course !== null },
  // The fixture's comment is the student member's, in a discussion of the course.
  comment: { edit: (s) => s.isTheStudent, remove: (s) => teaches(s) || s.isTheStudent },
  // The fixture's portfolio is the student member's: kept by them alone, read and assessed by their teachers.
  portfolio: {
    read: (s) => teaches(s) || s.isTheStudent,
    keep: (s) => s.isTheStudent,
    assess: teaches,
  },
  // The fixture's module is in a self-learning unit students see; its status and progress line the student member's.
  slModule: { attend: attends, teach: teaches },
  slStatus: { read: (s) => teaches(s) || s.isTheStudent },
  slProgress: { read: (s) => teaches(s) || s.isTheStudent, keep: (s) => s.isTheStudent },
};

/** Whether the actor is expected through the rule (not whether the call then succeeds). */
export function expectedThrough(rule: AccessRule, actor: ActorName): boolean {
  if (rule.kind === 'public') return true;
  // Neither has a live session: anonymous sends none, and a disabled account's sessions are refused.
  if (actor === 'anonymous' || actor === 'disabled') return false;
  const standing = STANDINGS[actor];
  if (rule.kind === 'signedIn') return true;
  if (rule.kind === 'admin') return standing.admin;
  if (rule.roles && !rule.roles.includes(standing.role)) return false;
  if (rule.kind === 'role') return true;
  const relation = RELATIONS[rule.resource][rule.relation];
  if (!relation) throw new Error(`No expectation for the ${rule.resource} relation ${rule.relation}.`);
  return relation(standing);
}

export interface MatrixRow {
  /** `GET /api/v1/...` for a route, `join course` for a realtime publication. */
  call: string;
  cells: Record<ActorName, boolean>;
}

export function matrixRow(call: string, rule: AccessRule): MatrixRow {
  return {
    call,
    cells: Object.fromEntries(ACTORS.map((a) => [a, expectedThrough(rule, a)])) as MatrixRow['cells'],
  };
}

const HEADER = [
  '# Access matrix',
  '',
  'Who gets through the access rule of every HTTP route and realtime publication (issue 11 §2): ✓ through, · refused',
  '(401, 403, or 404 where a thing must not show that it exists). Made from the rules in `src/core/contracts` and',
  '`src/server/realtime` by `UPDATE_ACCESS_MATRIX=1 npx vitest run src/server/http/accessMatrix.test.ts`; the same',
  'test checks every cell against the running app and fails on a route or publication missing here.',
  '',
  'The actors stand towards one course that is open to students: its owner, a co-teacher and a student member (all',
  "three in the course's chat and its lecture), a student and a teacher outside it, an administrator who is not a",
  'member, and a student member whose account is disabled. A `self` rule names the student member; a `file` rule',
  "names a file of the course, a `submission` rule the student member's submission of an assignment, an `attempt`",
  "rule the student member's attempt at a test, an `attendance` rule an open sitting of the course's lecture, a",
  "`comment` rule the student member's comment in a discussion of the course, and a `portfolio` rule the student",
  "member's portfolio towards a qualification.",
  'The tus upload routes are signed-in routes; who may upload what is decided when an upload starts (`uploadAccess`',
  'in `src/core/contracts/files.ts`) and tested in `src/server/modules/files`, `src/server/modules/coursework` and',
  "`src/server/modules/assessments`. The `/peerjs` routes are the PeerJS signalling server's own HTTP calls (a",
  'random id, a list of peers that it refuses) and are public; its WebSocket admits only a peer id that the server',
  "issued, with that id's token (`src/server/realtime/peerSignalling.ts`, tested beside it), and relays a message",
  'only between two peers holding their place in the same class.',
  '',
  'A ✓ that a membership gives lasts as long as the membership: docs/api.md, "What a membership grants, and when it',
  'ends", says what each grants and what ends with it, and `src/server/compose/membershipEnds.test.ts` checks each',
  'membership against each holder of derived access (class places, signalling, video rooms, socket rooms).',
  '',
];

export function renderMatrix(rows: MatrixRow[]): string {
  const head = `| call | ${ACTORS.map((a) => ACTOR_LABELS[a]).join(' | ')} |`;
  const rule = `|---|${ACTORS.map(() => ':-:').join('|')}|`;
  const lines = rows.map(
    (row) => `| \`${row.call}\` | ${ACTORS.map((a) => (row.cells[a] ? '✓' : '·')).join(' | ')} |`,
  );
  return `${[...HEADER, head, rule, ...lines].join('\n')}\n`;
}
