import { autoMark } from '../../../core/rules/questionMarking';
import { attemptOrder } from '../../../core/rules/questionOrder';
import type { Question, QuestionForStudent } from '../../../core/schemas/assessments';
import type { SlModuleRow } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { presentQuestionForStudent } from '../assessments/presenter';

/**
 * A module's test (issue 39) runs on the assessment engine's questions and marking rule (core/rules/questionMarking.ts),
 * marked the moment the student answers: so it holds only questions the engine marks by itself, never a brief
 * answer, which waits for a teacher nobody here asks.
 */

/** Refuses a brief-answer question, naming it, before it is saved into a module's test. */
export function assertMarkedAlone(questions: readonly Question[]) {
  const index = questions.findIndex((question) => question.type === 'brief');
  if (index >= 0)
    throw badRequest(
      `Question ${index + 1} is a brief answer: a module's test is marked the moment the student answers, and nobody marks a brief answer there. Make it another type, or put it in a test of the course.`,
      { questions: 'A module test cannot hold brief-answer questions.' },
    );
}

const rowOf = (module: SlModuleRow, question: Question, position: number) => ({
  ...question,
  id: question._id,
  itemId: module.itemId,
  position,
});

/**
 * The questions as a student sees them: no key; the choices (and a matching question's matches, which would give
 * the key away in the teacher's order) shuffled, the same way each time for the same student.
 */
export function questionsForStudent(module: SlModuleRow, userId: string): QuestionForStudent[] {
  const rows = module.questions.map((question, i) => rowOf(module, question, i));
  const order = attemptOrder(`${module.id}:${userId}`, rows, {
    shuffleQuestions: false,
    shuffleChoices: true,
  });
  return rows.map((row) => presentQuestionForStudent(row, order));
}

export interface TestMarks {
  marks: Array<{ questionId: string; mark: number; outOf: number }>;
  percent: number;
}

/** The answers marked question by question; the percent of the test's marks they earn (0 for a test worth 0). */
export function markTest(questions: readonly Question[], answers: Record<string, string>): TestMarks {
  const marks = questions.map((question) => ({
    questionId: question._id,
    mark: autoMark(question, answers[question._id]) ?? 0,
    outOf: question.marks,
  }));
  const outOf = marks.reduce((sum, line) => sum + line.outOf, 0);
  const earned = marks.reduce((sum, line) => sum + line.mark, 0);
  return { marks, percent: outOf > 0 ? Math.round((earned / outOf) * 10000) / 100 : 0 };
}
