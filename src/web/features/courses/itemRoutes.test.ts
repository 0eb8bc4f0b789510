import { describe, expect, it } from 'vitest';
import { ITEM_KIND_DEFINITIONS, ITEM_KINDS } from '../../../core/itemKinds';
import { appRoutes } from '../../platform/routes';
import { studentItemPath, teacherEditPath, teacherListPath } from './itemRoutes';

const STUDENT_ROUTES = ITEM_KINDS.flatMap((kind) => {
  const pattern = ITEM_KIND_DEFINITIONS[kind].routes.student;
  return pattern ? [[kind, pattern] as const] : [];
});

describe("an item's open button target (SPEC §2 student routes)", () => {
  it.each(STUDENT_ROUTES)('%s opens a route of the route table (%s)', (_kind, pattern) => {
    const entry = appRoutes.find((route) => route.pattern === pattern);
    expect(entry).toBeDefined();
    // A student (or a teacher in student view, whose role checks as student) may open it.
    expect(['student', 'none', 'signedIn', 'teacherOrStudent']).toContain(entry?.access);
  });

  it.each([
    ['lecture', '/waitlecture/c1/i9'],
    ['test', '/submitOfflineTest/c1/i9'],
    ['exam', '/submitOfflineExam/c1/i9'],
    ['discussion', '/joindiscussion/c1/i9'],
    ['assignment', '/viewassignment/c1/i9'],
    ['project', '/viewproject/c1/i9'],
    ['lab', '/viewlab/c1/i9'],
    ['consult', null],
    ['teamMeeting', null],
    ['selfLearning', null],
  ] as const)('%s → %s', (kind, expected) => {
    expect(studentItemPath(kind, 'c1', 'i9')).toBe(expected);
  });

  it('ids are written as one path segment each', () => {
    expect(studentItemPath('lab', 'a/b', 'c d')).toBe('/viewlab/a%2Fb/c%20d');
  });
});

describe("a kind's teacher pages (SPEC §2 teacher-only routes)", () => {
  it.each(ITEM_KINDS)('%s: its list and edit pages are teacher routes of the route table', (kind) => {
    const { teacherList, teacherEdit } = ITEM_KIND_DEFINITIONS[kind].routes;
    for (const pattern of [teacherList, teacherEdit])
      expect(appRoutes.find((route) => route.pattern === pattern)?.access).toBe('teacher');
  });
});

describe("a kind's teacher pages as addresses", () => {
  it.each([
    ['assignment', '/listassignment/c1', '/editassignment/c1/i9'],
    ['project', '/listproject/c1', '/editproject/c1/i9'],
    ['lab', '/listlab/c1', '/editlab/c1/i9'],
    ['lecture', '/listlecture/c1', '/editlecture/c1/i9'],
  ] as const)('%s: %s and %s', (kind, list, edit) => {
    expect(teacherListPath(kind, 'c1')).toBe(list);
    expect(teacherEditPath(kind, 'c1', 'i9')).toBe(edit);
  });

  it('ids are written as one path segment each', () => {
    expect(teacherEditPath('project', 'a/b', 'c d')).toBe('/editproject/a%2Fb/c%20d');
    expect(teacherListPath('lab', 'a/b')).toBe('/listlab/a%2Fb');
  });
});
