import { isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files, manuals } from '../db/schema';
import { addManual } from '../modules/manuals/service';
import type { BlobStore } from '../storage/blobStore';
import { pdfWithText } from './textPdf';

/**
 * The demo school's manuals (issue 37: help was empty on a fresh install), as PDFs made here: the seed ships no
 * binary file, and help videos need a recording it cannot make, so the help it seeds is read, on /manuals and in
 * the app's PDF viewer. Each page is a few short lines, as the PDF maker sets them.
 */
const DEMO_MANUALS: { title: string; name: string; pages: string[][] }[] = [
  {
    title: 'Getting started',
    name: 'Getting started.pdf',
    pages: [
      ['Getting started', 'Sign in with your username and password.', 'Your dashboard lists your courses.'],
      ['Your week', 'The calendar shows every lecture, test', 'and deadline, coloured by kind.'],
      ['Help', 'The ? button in the header opens the', "page's help video, when it has one."],
    ],
  },
  {
    title: 'Teaching a course',
    name: 'Teaching a course.pdf',
    pages: [
      ['Teaching a course', 'Open a course from your dashboard and', 'add lectures, tests and assignments.'],
      ['Marking', 'Work handed in waits on the item page.', 'Release the marks when they are ready.'],
    ],
  },
  {
    title: 'Taking tests and handing in work',
    name: 'Tests and coursework.pdf',
    pages: [
      ['Tests', 'Start a test from its course when it opens.', 'Your answers are saved as you go.'],
      ['Coursework', 'Hand in your files before the deadline.', 'Your mark shows once it is released.'],
    ],
  },
];

/** Seeds the manuals, uploaded by `adminId`, unless the school has some already (a second run adds none). */
export async function seedDemoManuals(db: Db, storage: BlobStore, adminId: string): Promise<void> {
  const [existing] = await db
    .select({ id: manuals.id })
    .from(manuals)
    .where(isNull(manuals.removedAt))
    .limit(1);
  if (existing) return;
  for (const manual of DEMO_MANUALS) {
    const stored = await storage.put(pdfWithText(manual.pages));
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(files)
        .values({
          blobKey: stored.key,
          name: manual.name,
          contentType: 'application/pdf',
          size: stored.size,
          purpose: 'manual',
          uploaderId: adminId,
        })
        .returning({ id: files.id });
      await addManual(tx, row!.id, manual.title);
    });
  }
}
