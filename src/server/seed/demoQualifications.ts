import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cvqOutcomes, cvqs, cvqUnits, portfolios } from '../db/schema';

/** The demo qualification's units, each with its learning outcomes (code, text, the evidence they need). */
const DEMO_UNITS = [
  {
    code: 'U1',
    title: 'Working safely with ICT equipment',
    outcomes: [
      { code: '1.1', text: 'Sets up a workstation safely', evidence: 'A photo or a short written account' },
      { code: '1.2', text: 'Reports faults and hazards', evidence: 'A fault report you wrote' },
    ],
  },
  {
    code: 'U2',
    title: 'Supporting users',
    outcomes: [
      { code: '2.1', text: 'Logs and answers a support request', evidence: 'A ticket you handled' },
      { code: '2.2', text: 'Explains a solution to a user', evidence: 'A how-to guide you wrote' },
    ],
  },
  {
    code: 'U3',
    title: 'Installing software',
    outcomes: [{ code: '3.1', text: 'Installs and configures an application', evidence: 'Screenshots' }],
  },
] as const;

/**
 * Issue 35: the demo school's first qualification (ICT support technician) gets three units with their outcomes,
 * and the first student a portfolio towards it. Skipped when the qualification is missing or already has units,
 * so a second run adds nothing.
 */
export async function seedDemoQualifications(db: Db, people: ReadonlyMap<string, string>) {
  const [cvq] = await db
    .select({ id: cvqs.id })
    .from(cvqs)
    .where(and(eq(cvqs.code, 'CVQ-ICT-2'), isNull(cvqs.removedAt)))
    .limit(1);
  if (!cvq) return;
  const [hasUnits] = await db
    .select({ id: cvqUnits.id })
    .from(cvqUnits)
    .where(eq(cvqUnits.cvqId, cvq.id))
    .limit(1);
  if (hasUnits) return;
  await db.transaction(async (tx) => {
    for (const [position, unit] of DEMO_UNITS.entries()) {
      const [row] = await tx
        .insert(cvqUnits)
        .values({ cvqId: cvq.id, code: unit.code, title: unit.title, position })
        .returning({ id: cvqUnits.id });
      await tx
        .insert(cvqOutcomes)
        .values(unit.outcomes.map((o, index) => ({ ...o, unitId: row!.id, position: index })));
    }
    const student = people.get('student1');
    if (student)
      await tx
        .insert(portfolios)
        .values({ studentId: student, cvqId: cvq.id, openedBy: student })
        .onConflictDoNothing();
  });
}
