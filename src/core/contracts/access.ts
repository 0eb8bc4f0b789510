/**
 * Who may make a call, as data (DESIGN §3): read by the server's policy layer before any handler runs, by the
 * route-by-actor matrix test, and by the API docs. A relation rule names the resource, the relation the caller
 * needs to it, and where the request carries its id; the server resolves it once and hands the handler the
 * resolved resource.
 */

export type Role = 'teacher' | 'student';

/** Where a request carries the id of the resource a relation rule is about (`options`: a realtime join's). */
export interface IdField {
  in: 'params' | 'query' | 'body' | 'options';
  name: string;
  /**
   * A second id in the same part, which the relation reads together with its resource: an attempt's `answer` reads
   * the question answered in the query that reads the attempt.
   */
  with?: string;
}

/**
 * The relations a caller can have to a resource. `attend`: may take part (a course's members, students only once
 * it is open to them; an item those members may see). `teach`: the course's owner or a co-teacher. `own`: the
 * course's owner. `chat` (a course): may use its chats, as a member (students once it is not a draft). `member`: a
 * member of the chat who still belongs to its course. `self`: the user themselves. `selfOnly`: the user themselves,
 * with no exception for administrators. An administrator holds every relation but the chat ones (a course's
 * `chat`, a chat's `member`), a lecture's `attend` (the live rooms of a course are for its members) and `selfOnly`.
 * A stored file (issue 14) is `read` by those who attend its course and managed (`manage`) by those who teach it;
 * a submission's file is read as its submission is. A submission (SPEC §7 assessment, issue 14) is `read` by its
 * author, the members of its project group and those who teach its course, and `grade`d by those who teach it.
 * An item that meets live is `run` (its class started) by those who teach its course, an administrator no exception:
 * the class begins when its starter enters the room, which is for the course's members (issue 37). An item is
 * `review`ed (its work looked back on) by those who may `attend` it, and by a student who has an attempt
 * at it, a test or exam, once it is hidden again: results come after the sitting's window (issue 15). A test's or
 * exam's attempt is `sit` by its own student alone, while they attend its course (its deadline, not the item's
 * window, decides how long it takes answers), `answer`ed as it is sat (with the question the call names `with` the
 * attempt's id, read in the same query), `read` by that student and those who teach the course, and `grade`d
 * (proctored, marked) by those who teach it. A lecture's sitting (`attendance`, issue 16) is attended as its lecture
 * is (an administrator no exception: the live rooms are for the course's members). A discussion's comment is
 * `edit`ed by its author alone (an administrator no exception: nobody puts words in another's mouth) and
 * `remove`d by its author or those who teach its course, each while they may read its discussion. A student's
 * portfolio (issue 35) is `read` by its student, those who teach a course the student attends and administrators,
 * `keep`t (evidence added and taken away) by its student alone, and `assess`ed by those who teach a course the
 * student attends and administrators. A user is `taught` (their portfolios and description followed) by themselves,
 * those who teach a course they are a student of, and administrators. A self-learning module (issue 39) is
 * `attend`ed and `teach`ed as its unit item is. A student's status in a unit is `read` by its student, those who
 * teach the course and administrators; a progress line is `read` as its status is, and `keep`t (reported to) by its
 * own student alone, while they attend the unit.
 */
export interface Relations {
  course: 'attend' | 'teach' | 'own' | 'chat';
  item: 'attend' | 'teach' | 'review' | 'run';
  chat: 'member';
  lecture: 'attend';
  user: 'self' | 'selfOnly' | 'taught';
  file: 'read' | 'manage';
  submission: 'read' | 'grade';
  attempt: 'sit' | 'answer' | 'read' | 'grade';
  attendance: 'attend';
  comment: 'edit' | 'remove';
  portfolio: 'read' | 'keep' | 'assess';
  slModule: 'attend' | 'teach';
  slStatus: 'read';
  slProgress: 'read' | 'keep';
}
export type Resource = keyof Relations;

interface Described {
  /** The rule in words, for the API docs. */
  describe?: string;
}

export type RelationRule = {
  [R in Resource]: {
    kind: 'relation';
    resource: R;
    relation: Relations[R];
    id: IdField;
    /** A coarse gate checked first (and answered first), as the route had before it named its relation. */
    roles?: readonly Role[];
    /** Open to a teacher still waiting for an administrator's approval (their own account only). */
    beforeApproval?: boolean;
    /** The 403 message for a caller who is not the user (`selfOnly`, whose calls word it each their own way). */
    refusal?: string;
  } & Described;
}[Resource];

export type AccessRule =
  | ({ kind: 'public' } & Described)
  /** `beforeApproval`: a teacher still waiting for approval may make it too (their own account and sign-out). */
  | ({ kind: 'signedIn'; beforeApproval?: boolean } & Described)
  | ({ kind: 'role'; roles: readonly Role[] } & Described)
  | ({ kind: 'admin' } & Described)
  | RelationRule;

export const inParams = (name: string): IdField => ({ in: 'params', name });
export const inBody = (name: string, withId?: string): IdField =>
  withId === undefined ? { in: 'body', name } : { in: 'body', name, with: withId };
export const inOptions = (name: string): IdField => ({ in: 'options', name });

type RelationOptions = Pick<RelationRule, 'roles' | 'beforeApproval' | 'describe' | 'refusal'>;

/** A relation rule on one resource, keeping its literal relation so the server can type what it resolves to. */
export type RelationOn<R extends Resource, L extends Relations[R]> = Extract<
  RelationRule,
  { resource: R }
> & {
  relation: L;
};

function relation<R extends Resource, L extends Relations[R]>(
  resource: R,
  rel: L,
  id: IdField,
  options: RelationOptions,
): RelationOn<R, L> {
  return { kind: 'relation', resource, relation: rel, id, ...options } as RelationOn<R, L>;
}

export const access = {
  public: { kind: 'public' } as const,
  signedIn: (describe?: string) => ({ kind: 'signedIn', describe }) as const,
  /** Signed in, teachers waiting for approval included: calls on the caller's own account only. */
  ownAccount: (describe?: string) => ({ kind: 'signedIn', describe, beforeApproval: true }) as const,
  teacher: (describe?: string) => ({ kind: 'role', roles: ['teacher'], describe }) as const,
  student: (describe?: string) => ({ kind: 'role', roles: ['student'], describe }) as const,
  admin: { kind: 'admin' } as const,
  course: <L extends Relations['course']>(rel: L, id: IdField, options: RelationOptions = {}) =>
    relation('course', rel, id, options),
  item: <L extends Relations['item']>(rel: L, id: IdField, options: RelationOptions = {}) =>
    relation('item', rel, id, options),
  chat: (id: IdField, options: RelationOptions = {}) => relation('chat', 'member', id, options),
  lecture: (id: IdField, options: RelationOptions = {}) => relation('lecture', 'attend', id, options),
  file: <L extends Relations['file']>(rel: L, id: IdField, options: RelationOptions = {}) =>
    relation('file', rel, id, options),
  submission: <L extends Relations['submission']>(rel: L, id: IdField, options: RelationOptions = {}) =>
    relation('submission', rel, id, options),
  attempt: <L extends Relations['attempt']>(rel: L, id: IdField, options: RelationOptions = {}) =>
    relation('attempt', rel, id, options),
  attendance: (rel: 'attend', id: IdField, options: RelationOptions = {}) =>
    relation('attendance', rel, id, options),
  comment: <L extends Relations['comment']>(rel: L, id: IdField, options: RelationOptions = {}) =>
    relation('comment', rel, id, options),
  portfolio: <L extends Relations['portfolio']>(rel: L, id: IdField, options: RelationOptions = {}) =>
    relation('portfolio', rel, id, options),
  slModule: <L extends Relations['slModule']>(rel: L, id: IdField, options: RelationOptions = {}) =>
    relation('slModule', rel, id, options),
  slStatus: (id: IdField, options: RelationOptions = {}) => relation('slStatus', 'read', id, options),
  slProgress: <L extends Relations['slProgress']>(rel: L, id: IdField, options: RelationOptions = {}) =>
    relation('slProgress', rel, id, options),
  /** The user named by `id` is the caller, a teacher of a course they are a student of, or an administrator. */
  taught: (id: IdField, options: RelationOptions = {}) => relation('user', 'taught', id, options),
  /** The user named by `id` is the caller, or the caller is an administrator. */
  self: (id: IdField, options: RelationOptions = {}) => relation('user', 'self', id, options),
  /** The user named by `id` is the caller, administrators no exception (calls that act as the caller). */
  selfOnly: (id: IdField, options: RelationOptions = {}) => relation('user', 'selfOnly', id, options),
} satisfies Record<string, AccessRule | ((...args: never[]) => AccessRule)>;

/** Whether a rule lets a teacher still waiting for approval through (only calls on their own account do). */
export function openBeforeApproval(rule: AccessRule): boolean {
  return rule.kind === 'public' || ('beforeApproval' in rule && rule.beforeApproval === true);
}
