import { describe, expect, it } from 'vitest';
import {
  CALENDAR_CATEGORIES,
  CONTROL_PANEL_LISTS,
  calendarCategory,
  ITEM_KIND_DEFINITIONS,
  ITEM_KINDS,
  kindOfCategory,
  kindWithArticle,
  LIVE_KINDS,
} from '.';
import { ITEM_KIND_CONTENT } from './content';

/** SPEC §7 "Data GETs": `/api/v1/{typeId}/getCurrent/{refId}` and each kind's own calls (teammeeting, selflearning). */
const SPEC_7_TYPE_IDS = {
  lecture: 'lecture',
  project: 'project',
  assignment: 'assignment',
  lab: 'lab',
  test: 'test',
  exam: 'exam',
  consult: 'consult',
  teamMeeting: 'teammeeting',
  discussion: 'discussion',
  selfLearning: 'selflearning',
};

/** SPEC §3 "Calendar entry": "Categories: lecture, project, assignment, lab, test, exam, consult, TeamMeeting, discussion." */
const SPEC_3_CATEGORIES = [
  'lecture',
  'project',
  'assignment',
  'lab',
  'test',
  'exam',
  'consult',
  'TeamMeeting',
  'discussion',
];

/** SPEC §3 "Course in the control-panel list": these arrays, plus consults and team meetings of our own. */
const SPEC_3_PANEL_LISTS = ['lectures', 'projects', 'assignments', 'labs', 'tests', 'exams', 'discussions'];

const unique = (values: readonly unknown[]) => new Set(values).size === values.length;

describe('the course item kinds (DESIGN §2: each defined once in core)', () => {
  it('every kind has exactly one definition, and nothing else has one', () => {
    expect(Object.keys(ITEM_KIND_DEFINITIONS)).toEqual([...ITEM_KINDS]);
    expect(ITEM_KINDS).toHaveLength(10);
  });

  it.each(ITEM_KINDS)('%s states every fact', (kind) => {
    const definition = ITEM_KIND_DEFINITIONS[kind];
    expect(definition.typeId).toMatch(/^[a-z]+$/);
    expect(definition.labels.one).not.toBe('');
    expect(definition.labels.many).not.toBe('');
    expect(typeof definition.hasDuration).toBe('boolean');
    expect(['published', 'scheduled']).toContain(definition.visibility);
    expect(['Join', 'Open', 'Start']).toContain(definition.openLabel);
    expect(['hour', 'week']).toContain(definition.newItemSpan);
    expect(definition.routes.teacherList).toMatch(/^\/\w+\/:courseId$/);
    expect(definition.routes.teacherEdit).toMatch(/^\/\w+\/:courseId\/:\w+$/);
    if (definition.routes.student) expect(definition.routes.student).toMatch(/^\/\w+\/:courseId\/:\w+$/);
  });

  it('type ids are spelled as SPEC §7 paths spell them, one per kind', () => {
    expect(Object.fromEntries(ITEM_KINDS.map((kind) => [kind, ITEM_KIND_DEFINITIONS[kind].typeId]))).toEqual(
      SPEC_7_TYPE_IDS,
    );
    expect(unique(ITEM_KINDS.map((kind) => ITEM_KIND_DEFINITIONS[kind].typeId))).toBe(true);
  });

  it('the calendar categories are SPEC §3’s, one per kind; self-learning is not on the calendar', () => {
    expect(CALENDAR_CATEGORIES).toEqual(SPEC_3_CATEGORIES);
    expect(ITEM_KINDS.filter((kind) => calendarCategory(kind) === null)).toEqual(['selfLearning']);
    for (const category of CALENDAR_CATEGORIES)
      expect(calendarCategory(kindOfCategory(category))).toBe(category);
  });

  it('each category has its own list in a control-panel course, SPEC §3’s among them', () => {
    const lists = Object.values(CONTROL_PANEL_LISTS);
    expect(unique(lists)).toBe(true);
    expect(lists).toHaveLength(CALENDAR_CATEGORIES.length);
    expect(lists).toEqual(expect.arrayContaining(SPEC_3_PANEL_LISTS));
  });

  it('no two kinds share a page', () => {
    const patterns = ITEM_KINDS.flatMap((kind) => Object.values(ITEM_KIND_DEFINITIONS[kind].routes));
    expect(unique(patterns.filter((pattern) => pattern !== null))).toBe(true);
  });

  it('a kind that meets live carries its room and open sitting (issue 16), assignments, projects and labs their marking and files (issue 14), tests and exams their settings and size, never a question (issue 15), self-learning units their order and modules (issue 39)', () => {
    const withContent = ITEM_KINDS.filter((kind) => !ITEM_KIND_CONTENT[kind].safeParse({}).success);
    expect(withContent).toEqual(ITEM_KINDS);
    expect(Object.keys(ITEM_KIND_CONTENT.selfLearning.shape)).toEqual(['sequential', 'modules']);
    expect(Object.keys(ITEM_KIND_CONTENT.lecture.shape)).toEqual([
      'room',
      'openAttendance',
      'lastAttendance',
    ]);
    for (const kind of LIVE_KINDS)
      expect(Object.keys(ITEM_KIND_CONTENT[kind].shape)).toEqual(
        expect.arrayContaining(['room', 'openAttendance', 'lastAttendance']),
      );
    expect(LIVE_KINDS).toEqual(['lecture', 'consult', 'teamMeeting', 'discussion']);
    expect(Object.keys(ITEM_KIND_CONTENT.consult.shape)).toEqual(
      expect.arrayContaining(['capacity', 'bookedCount', 'myBooking', 'bookings']),
    );
    expect(Object.keys(ITEM_KIND_CONTENT.teamMeeting.shape)).toEqual(expect.arrayContaining(['members']));
    expect(Object.keys(ITEM_KIND_CONTENT.discussion.shape)).toEqual(
      expect.arrayContaining(['maxMark', 'commentCount']),
    );
    for (const kind of ['project', 'assignment', 'lab'] as const)
      expect(Object.keys(ITEM_KIND_CONTENT[kind].shape)).toEqual(
        expect.arrayContaining(['maxMark', 'latePolicy', 'rubric', 'attachments']),
      );
    for (const kind of ['test', 'exam'] as const) {
      const fields = Object.keys(ITEM_KIND_CONTENT[kind].shape);
      expect(fields).toEqual(
        expect.arrayContaining(['mode', 'attemptsAllowed', 'questionCount', 'totalMarks']),
      );
      expect(fields).not.toContain('questions');
    }
  });

  // Issue 37: "The most a assignment can get"; forms name a kind after its article.
  it.each([
    ['lecture', 'a lecture'],
    ['project', 'a project'],
    ['assignment', 'an assignment'],
    ['lab', 'a lab'],
    ['test', 'a test'],
    ['exam', 'an exam'],
    ['consult', 'a consult'],
    ['teamMeeting', 'a team meeting'],
    ['discussion', 'a discussion'],
    ['selfLearning', 'a self-learning unit'],
  ] as const)('%s reads %j after its article', (kind, text) => {
    expect(kindWithArticle(kind)).toBe(text);
  });
});
