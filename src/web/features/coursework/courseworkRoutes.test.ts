import { describe, expect, it } from 'vitest';
import { COURSEWORK_KINDS } from '../../../core/contracts/coursework';
import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import { appRoutes, leadsToBuiltPage } from '../../platform/routes';
import {
  assessmentListPath,
  courseworkKindAt,
  courseworkOfParams,
  editedItemId,
  gradingPath,
} from './courseworkRoutes';

// SPEC §2 teacher-only routes of assignments, projects and labs (issue 14).

describe('the coursework pages', () => {
  it.each([
    ['/listassignment/:courseId', 'assignment'],
    ['/editassignment/:courseId/:assignmentId', 'assignment'],
    ['/listproject/:courseId', 'project'],
    ['/editproject/:courseId/:projectId', 'project'],
    ['/listlab/:courseId', 'lab'],
    ['/editlab/:courseId/:labId', 'lab'],
    ['/listlecture/:courseId', null],
    ['/viewassignment/:courseId/:assignmentId', null],
  ] as const)('%s serves %s', (pattern, kind) => {
    expect(courseworkKindAt(pattern)).toBe(kind);
  });

  it.each([
    ['assignment', { courseId: 'c1', assignmentId: 'a1' }, 'a1'],
    ['project', { courseId: 'c1', projectId: 'p1' }, 'p1'],
    ['lab', { courseId: 'c1', labId: 'l1' }, 'l1'],
    ['lab', { courseId: 'c1' }, ''],
  ] as const)('the edited %s is read from its own parameter', (kind, params, id) => {
    expect(editedItemId(kind, params)).toBe(id);
  });

  it('every coursework kind has its teacher list and edit pages built', () => {
    for (const kind of COURSEWORK_KINDS) {
      const { teacherList, teacherEdit } = ITEM_KIND_DEFINITIONS[kind].routes;
      expect(leadsToBuiltPage(teacherList.replace(':courseId', 'c1'))).toBe(true);
      expect(leadsToBuiltPage(teacherEdit.replace(':courseId', 'c1').replace(/:\w+$/, 'i1'))).toBe(true);
    }
  });
});

describe('the assessment lists', () => {
  it.each(COURSEWORK_KINDS)('%s: its pattern is a teacher route of the route table', (kind) => {
    expect(
      appRoutes.find((route) => route.pattern === ITEM_KIND_DEFINITIONS[kind].routes.assessmentList)?.access,
    ).toBe('teacher');
  });

  it.each([
    ['assignment', '/assessmentassignmentlist/c%201/a%2F1'],
    ['project', '/assessmentprojectlist/c%201/a%2F1'],
    ['lab', '/labassessmentlist/c%201/a%2F1'],
  ] as const)('%s → %s', (kind, path) => {
    expect(assessmentListPath(kind, 'c 1', 'a/1')).toBe(path);
  });
});

// SPEC §2: the student and assessment routes of assignments, projects and labs name their item parameter by kind.
describe('courseworkOfParams', () => {
  it.each([
    [
      { courseId: 'c', assignmentId: 'a' },
      { kind: 'assignment', itemId: 'a' },
    ],
    [
      { courseId: 'c', projectId: 'p' },
      { kind: 'project', itemId: 'p' },
    ],
    [
      { courseId: 'c', labId: 'l' },
      { kind: 'lab', itemId: 'l' },
    ],
    [{ courseId: 'c' }, null],
  ])('%j → %j', (params, expected) => {
    expect(courseworkOfParams(params)).toEqual(expected);
  });
});

// SPEC §2: a project's work is graded at /assessmentproject/{assessmentId}; an assignment's or a lab's in its list.
describe('gradingPath', () => {
  it.each([
    ['project', '/assessmentproject/s%201'],
    ['assignment', '/assessmentassignmentlist/c1/i1?assessment=s%201'],
    ['lab', '/labassessmentlist/c1/i1?assessment=s%201'],
  ] as const)('%s → %s', (kind, path) => {
    expect(gradingPath(kind, 'c1', 'i1', 's 1')).toBe(path);
  });
});
