import { describe, expect, it } from 'vitest';
import { appRoutes, routeOfPath } from '../../platform/routes';
import {
  answerListPath,
  assessmentIdIn,
  assessmentKindAt,
  assessmentKindOfType,
  attemptMarkingPath,
  livePath,
  liveSittingPath,
  markedItemOfParams,
  offlinePath,
  proctorPath,
  resultKindOf,
  resultPath,
  sittingPageOf,
} from './assessmentRoutes';

describe('the teacher pages of tests and exams (SPEC §2)', () => {
  it.each([
    ['/listtest/:courseId', 'test'],
    ['/edittest/:courseId/:testId', 'test'],
    ['/createLiveTest/:courseId/:testId', 'test'],
    ['/listexam/:courseId', 'exam'],
    ['/editexam/:courseId/:examId', 'exam'],
    ['/createLiveExam/:courseId/:examId', 'exam'],
    ['/listassignment/:courseId', null],
    ['/TestAnswerList/:courseId/:testId', null],
  ])('%s serves %s', (pattern, kind) => {
    expect(assessmentKindAt(pattern)).toBe(kind);
  });

  it('finds its six pages in the route table, and no other', () => {
    expect(
      appRoutes.filter((route) => assessmentKindAt(route.pattern)).map((route) => route.pattern),
    ).toEqual([
      '/listtest/:courseId',
      '/edittest/:courseId/:testId',
      '/createLiveTest/:courseId/:testId',
      '/listexam/:courseId',
      '/editexam/:courseId/:examId',
      '/createLiveExam/:courseId/:examId',
    ]);
  });

  it('reads the item id under the kind’s own parameter name', () => {
    expect(assessmentIdIn('test', { courseId: 'c1', testId: 't1' })).toBe('t1');
    expect(assessmentIdIn('exam', { courseId: 'c1', examId: 'e1' })).toBe('e1');
    expect(assessmentIdIn('exam', { courseId: 'c1', testId: 't1' })).toBe('');
  });

  it('links the answers, the live sitting and the proctor page, with the ids encoded', () => {
    expect(answerListPath('test', 'c 1', 't/1')).toBe('/TestAnswerList/c%201/t%2F1');
    expect(answerListPath('exam', 'c1', 'e1')).toBe('/ExamAnswerList/c1/e1');
    expect(liveSittingPath('test', 'c1', 't1')).toBe('/createLiveTest/c1/t1');
    expect(liveSittingPath('exam', 'c1', 'e1')).toBe('/createLiveExam/c1/e1');
    expect(proctorPath('test', 'c1', 't/1')).toBe('/proctor/c1/test/t%2F1');
    expect(proctorPath('exam', 'c1', 'e1')).toBe('/proctor/c1/exam/e1');
  });

  it.each([
    [
      proctorPath('test', 'c1', 't1', true),
      '/proctor_all/c1/test/t1',
      '/proctor_all/:courseId/:typeId/:refId',
    ],
    [proctorPath('exam', 'c1', 'e1'), '/proctor/c1/exam/e1', '/proctor/:courseId/:typeId/:refId'],
    [
      attemptMarkingPath('test', 'c1', 't1', 'a/1'),
      '/TestAssessment/c1/t1/a%2F1',
      '/TestAssessment/:courseId/:testId/:assessmentTestId',
    ],
    [
      attemptMarkingPath('exam', 'c1', 'e1', 'a1'),
      '/ExamAssessment/c1/e1/a1',
      '/ExamAssessment/:courseId/:examId/:assessmentExamId',
    ],
  ])('%s is a page of the route table', (path, expected, pattern) => {
    expect(path).toBe(expected);
    expect(routeOfPath(path)?.pattern).toBe(pattern);
  });

  it.each([
    ['test', 'test'],
    ['exam', 'exam'],
    ['lab', null],
    ['Test', null],
    [undefined, null],
  ] as const)("the proctor's typeId %s names %s", (typeId, kind) => {
    expect(assessmentKindOfType(typeId)).toBe(kind);
  });

  it.each([
    [
      { courseId: 'c', testId: 't', assessmentTestId: 'a' },
      { kind: 'test', itemId: 't', attemptId: 'a' },
    ],
    [
      { courseId: 'c', examId: 'e' },
      { kind: 'exam', itemId: 'e', attemptId: '' },
    ],
    [{ courseId: 'c' }, null],
  ])('the marking pages read %j as %j', (params, named) => {
    expect(markedItemOfParams(params)).toEqual(named);
  });
});

const patterns = new Set(appRoutes.map((route) => route.pattern.split('/')[1]));

describe('the student pages of tests and exams (SPEC §2)', () => {
  it('are addresses of the route table', () => {
    for (const path of [
      livePath('test', 'c1', 't1'),
      livePath('exam', 'c1', 'e1'),
      offlinePath('test', 'c1', 't1'),
      offlinePath('exam', 'c1', 'e1'),
      resultPath('test', 'c1', 't1'),
      resultPath('exam', 'c1', 'e1'),
    ])
      expect(patterns.has(path.split('/')[1])).toBe(true);
  });

  it('fill in the course and the item', () => {
    expect(livePath('test', 'c 1', 't1')).toBe('/answerLiveTest/c%201/t1');
    expect(offlinePath('exam', 'c1', 'e1')).toBe('/submitOfflineExam/c1/e1');
    expect(resultPath('exam', 'c1', 'e1')).toBe('/ExamAssessmentLive/c1/e1');
  });

  it.each([
    ['/answerLiveTest/c1/t1', { kind: 'test', page: 'live' }],
    ['/answerLiveExam/c1/e1', { kind: 'exam', page: 'live' }],
    ['/proctor_s/c1/t1', { kind: 'test', page: 'proctored' }],
    ['/submitOfflineTest/c1/t1', { kind: 'test', page: 'offline' }],
    ['/submitOfflineExam/c1/e1', { kind: 'exam', page: 'offline' }],
    ['/viewcourse/c1', null],
  ])('%s is %o', (path, page) => {
    expect(sittingPageOf(path)).toEqual(page);
  });

  it('tells the result pages apart', () => {
    expect(resultKindOf('/TestAssessmentLive/c1/t1')).toBe('test');
    expect(resultKindOf('/ExamAssessmentLive/c1/e1')).toBe('exam');
    expect(resultKindOf('/answerLiveTest/c1/t1')).toBeNull();
  });
});
