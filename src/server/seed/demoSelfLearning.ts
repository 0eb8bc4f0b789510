import { and, eq, isNull } from 'drizzle-orm';
import type { Question } from '../../core/schemas/assessments';
import type { Db } from '../db/client';
import { courseItems, files, slModules, slProgress, slStatuses } from '../db/schema';
import type { BlobStore } from '../storage/blobStore';
import { pdfWithText } from './textPdf';

const READING = {
  name: 'Thinking in steps.pdf',
  pages: [
    ['Thinking in steps', 'A program is a recipe: small steps,', 'each one clear, in the right order.'],
    ['Break it down', 'Split a task until each part is one', 'thing the computer already knows.'],
    ['Check each step', 'Run the program after every change,', 'so a mistake is found where it was made.'],
  ],
};

const mcq = (id: string, text: string, choices: string[], answer: string): Question => ({
  _id: id,
  type: 'mcq',
  text: `<p>${text}</p>`,
  choices,
  answer,
  weights: [],
  multiple: false,
  numbers: [],
  pairs: [],
  marks: 1,
  feedback: '',
});

const CHECK: Question[] = [
  mcq('steps-1', 'What is a program most like?', ['A recipe', 'A photograph', 'A song'], 'A recipe'),
  mcq(
    'steps-2',
    'When should you run your program?',
    ['Only at the end', 'After every change', 'Never'],
    'After every change',
  ),
  mcq(
    'steps-3',
    'A task is too big to write at once. What do you do?',
    ['Give up', 'Split it into smaller parts', 'Write it faster'],
    'Split it into smaller parts',
  ),
];

/**
 * The demo school's self-learning (issue 39): the running unit of the demo course gets a reading (a PDF made here:
 * the seed ships no binary file, and no video it could record) and a short check on it, and the first student has
 * read the reading, so a new school sees a unit half done on its student's page and on the teacher's class progress.
 * Skipped when the unit has modules already (a second run adds none).
 */
export async function seedDemoSelfLearning(
  db: Db,
  storage: BlobStore,
  people: ReadonlyMap<string, string>,
): Promise<void> {
  const [unit] = await db
    .select()
    .from(courseItems)
    .where(
      and(
        eq(courseItems.kind, 'selfLearning'),
        eq(courseItems.title, 'Unit 1: thinking in steps'),
        eq(courseItems.createdBy, people.get('teacher')!),
        isNull(courseItems.removedAt),
      ),
    )
    .limit(1);
  if (!unit) return;
  const [existing] = await db
    .select({ id: slModules.id })
    .from(slModules)
    .where(eq(slModules.itemId, unit.id))
    .limit(1);
  if (existing) return;
  const stored = await storage.put(pdfWithText(READING.pages));
  await db.transaction(async (tx) => {
    const [reading] = await tx
      .insert(files)
      .values({
        blobKey: stored.key,
        name: READING.name,
        contentType: 'application/pdf',
        size: stored.size,
        purpose: 'courseMaterial',
        courseId: unit.courseId,
        uploaderId: people.get('teacher')!,
      })
      .returning({ id: files.id });
    const [readModule] = await tx
      .insert(slModules)
      .values([
        {
          itemId: unit.id,
          position: 0,
          title: 'Read: thinking in steps',
          kind: 'document',
          fileId: reading!.id,
        },
        { itemId: unit.id, position: 1, title: 'Check: thinking in steps', kind: 'test', questions: CHECK },
      ])
      .returning({ id: slModules.id });
    const student = people.get('student1')!;
    const startedAt = new Date(unit.startAt.getTime() + 86_400_000);
    const [status] = await tx
      .insert(slStatuses)
      .values({ itemId: unit.id, userId: student, startedAt, lastActivityAt: startedAt })
      .returning({ id: slStatuses.id });
    await tx.insert(slProgress).values({
      statusId: status!.id,
      moduleId: readModule!.id,
      userId: student,
      state: 'complete',
      reachedEnd: true,
      timeSpentSeconds: 240,
      lastReportAt: startedAt,
      completedAt: startedAt,
    });
  });
}
