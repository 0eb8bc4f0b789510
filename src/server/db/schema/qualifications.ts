import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { files } from './files';
import { cvqs } from './reference';
import { users } from './users';

/**
 * Issue 35, vocational qualifications: a qualification (a `cvqs` reference entry) is made of units of competence,
 * each proved through learning outcomes that say the evidence they need.
 */
export const cvqUnits = pgTable(
  'cvq_units',
  {
    id: id(),
    cvqId: text('cvq_id')
      .notNull()
      .references(() => cvqs.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cvq_units_code_key').on(t.cvqId, t.code)],
);

export const cvqOutcomes = pgTable(
  'cvq_outcomes',
  {
    id: id(),
    unitId: text('unit_id')
      .notNull()
      .references(() => cvqUnits.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    text: text('text').notNull(),
    /** The evidence the outcome needs, in words for the student. */
    evidence: text('evidence').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cvq_outcomes_code_key').on(t.unitId, t.code)],
);

/** A student's portfolio towards one qualification; certified once every unit is achieved. */
export const portfolios = pgTable(
  'portfolios',
  {
    id: id(),
    studentId: text('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cvqId: text('cvq_id')
      .notNull()
      .references(() => cvqs.id, { onDelete: 'cascade' }),
    openedBy: text('opened_by').references(() => users.id, { onDelete: 'set null' }),
    certifiedAt: timestamp('certified_at', { withTimezone: true }),
    certifiedBy: text('certified_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('portfolios_student_cvq_key').on(t.studentId, t.cvqId),
    index('portfolios_cvq_idx').on(t.cvqId),
    index('portfolios_opened_by_idx').on(t.openedBy),
    index('portfolios_certified_by_idx').on(t.certifiedBy),
  ],
);

export const EVIDENCE_KINDS = ['text', 'file', 'work'] as const;
export const WORK_KINDS = ['submission', 'attempt'] as const;

/**
 * One piece of evidence for a unit: a text the student wrote, a file they uploaded (purpose portfolioEvidence), or
 * a link to their own graded work (a submission of an assignment or project, an attempt at a test).
 */
export const portfolioEvidence = pgTable(
  'portfolio_evidence',
  {
    id: id(),
    portfolioId: text('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    unitId: text('unit_id')
      .notNull()
      .references(() => cvqUnits.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: EVIDENCE_KINDS }).notNull(),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    fileId: text('file_id').references(() => files.id, { onDelete: 'cascade' }),
    workKind: text('work_kind', { enum: WORK_KINDS }),
    workId: text('work_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('portfolio_evidence_portfolio_idx').on(t.portfolioId, t.unitId),
    index('portfolio_evidence_unit_idx').on(t.unitId),
    index('portfolio_evidence_file_idx').on(t.fileId),
  ],
);

export const VERDICTS = ['met', 'notYetMet'] as const;

/** Every assessment of an outcome is kept (who, when, what): the latest is the outcome's verdict. */
export const outcomeAssessments = pgTable(
  'outcome_assessments',
  {
    id: id(),
    portfolioId: text('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    outcomeId: text('outcome_id')
      .notNull()
      .references(() => cvqOutcomes.id, { onDelete: 'cascade' }),
    verdict: text('verdict', { enum: VERDICTS }).notNull(),
    feedback: text('feedback').notNull().default(''),
    assessorId: text('assessor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outcome_assessments_portfolio_idx').on(t.portfolioId, t.outcomeId, t.createdAt),
    index('outcome_assessments_outcome_idx').on(t.outcomeId),
    index('outcome_assessments_assessor_idx').on(t.assessorId),
  ],
);

/** A student's personal description (SPEC §2 /personalDescription/{userName}): one per student. */
export const personalDescriptions = pgTable('personal_descriptions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  text: text('text').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CvqUnitRow = typeof cvqUnits.$inferSelect;
export type CvqOutcomeRow = typeof cvqOutcomes.$inferSelect;
export type PortfolioRow = typeof portfolios.$inferSelect;
