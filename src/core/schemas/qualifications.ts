import { z } from 'zod';
import { CVQ_CODE_MAX, CVQ_IMPORT_MAX_CHARS, CVQ_TEXT_MAX, CVQ_TITLE_MAX } from '../rules/cvqStructureImport';
import { importOutcomeSchema, importReportOf } from './importReport';
import { okReply } from './reply';

/** Issue 35: qualifications (CVQ) with their units and outcomes, students' portfolios, assessment, certification. */

const id = z.string().trim().min(1).max(64);
const code = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label}: give a code.`)
    .max(CVQ_CODE_MAX, `${label}: at most ${CVQ_CODE_MAX} characters.`)
    .meta({ title: label });
const words = (label: string, max: number, required: boolean) =>
  z
    .string()
    .trim()
    .min(required ? 1 : 0, `${label}: write something.`)
    .max(max, `${label}: at most ${max.toLocaleString('en')} characters.`)
    .meta({ title: label });

export const VERDICT_LABELS = { met: 'Met', notYetMet: 'Not yet met' } as const;
export const verdictSchema = z.enum(['met', 'notYetMet']);

export const cvqParams = z.object({ cvqId: id });
export const portfolioParams = z.object({ portfolioId: id });
export const userIdParams = z.object({ userId: id });
export const userNameParams = z.object({ userName: z.string().trim().min(1).max(64) });
export const courseParams = z.object({ courseId: id });

/** A learning outcome: what the student shows, and the evidence it needs. */
export const outcomeSchema = z.object({
  _id: z.string(),
  code: z.string(),
  text: z.string(),
  evidence: z.string(),
  position: z.number().int(),
});
export const unitSchema = z.object({
  _id: z.string(),
  code: z.string(),
  title: z.string(),
  position: z.number().int(),
  outcomes: z.array(outcomeSchema),
});
export type CvqUnit = z.infer<typeof unitSchema>;
export const cvqHeadSchema = z.object({
  _id: z.string(),
  code: z.string(),
  title: z.string(),
  level: z.string(),
});
export const structureSchema = z.object({ cvq: cvqHeadSchema, units: z.array(unitSchema) });
export type CvqStructure = z.infer<typeof structureSchema>;
export const structureReply = okReply({ data: structureSchema });

export const saveUnitBody = z.object({
  cvqId: id,
  /** The unit this saves over; a new unit without one. */
  unitId: id.optional(),
  code: code('Unit code'),
  title: words('Unit title', CVQ_TITLE_MAX, true),
  position: z.number().int().min(0).max(10_000).default(0),
});
export const unitIdBody = z.object({ unitId: id });
export const saveOutcomeBody = z.object({
  unitId: id,
  outcomeId: id.optional(),
  code: code('Outcome code'),
  text: words('Outcome', CVQ_TEXT_MAX, true),
  evidence: words('Evidence needed', CVQ_TEXT_MAX, false).default(''),
  position: z.number().int().min(0).max(10_000).default(0),
});
export const outcomeIdBody = z.object({ outcomeId: id });
export const savedReply = okReply({ data: z.object({ _id: z.string() }) });

export const structureImportBody = z.object({
  cvqId: id,
  csv: z.string().min(1, 'The file is empty.').meta({ title: 'CSV file' }),
});
export const CVQ_IMPORT_BODY_LIMIT = CVQ_IMPORT_MAX_CHARS * 4 + 1024;
export const structureImportRowSchema = z.object({
  line: z.number().int(),
  unitCode: z.string(),
  unitTitle: z.string(),
  outcomeCode: z.string(),
  outcomeText: z.string(),
  evidence: z.string(),
  outcome: importOutcomeSchema,
  newUnit: z.boolean(),
  reason: z.string().optional(),
});
export const structureImportReportSchema = importReportOf(structureImportRowSchema);
export type StructureImportReport = z.infer<typeof structureImportReportSchema>;
export const structureImportReply = okReply({ data: structureImportReportSchema });

const person = z.object({ _id: z.string(), username: z.string(), fullName: z.string() });
export type PortfolioPerson = z.infer<typeof person>;

export const progressSchema = z.object({
  unitsAchieved: z.number().int(),
  unitsTotal: z.number().int(),
  outcomesMet: z.number().int(),
  outcomesTotal: z.number().int(),
  complete: z.boolean(),
});
export const certificationSchema = z
  .object({ at: z.string(), by: person.nullable() })
  .nullable()
  .meta({ title: 'Certification: when, and by which teacher' });

/** A portfolio as lists show it: whose, which qualification, how far, certified or not. */
export const portfolioLineSchema = z.object({
  _id: z.string(),
  student: person,
  cvq: cvqHeadSchema,
  progress: progressSchema,
  evidenceCount: z.number().int(),
  certification: certificationSchema,
  createdAt: z.string(),
});
export type PortfolioLine = z.infer<typeof portfolioLineSchema>;
export const portfolioListReply = okReply({ data: z.array(portfolioLineSchema) });

/** POST /api/v1/portfolio/open: a student's portfolio towards a qualification (theirs, or a student they teach). */
export const openPortfolioBody = z.object({ studentId: id, cvqId: id });

export const evidenceSchema = z.object({
  _id: z.string(),
  unitId: z.string(),
  kind: z.enum(['text', 'file', 'work']),
  title: z.string(),
  text: z.string(),
  file: z.object({ _id: z.string(), name: z.string(), contentType: z.string(), size: z.number() }).nullable(),
  work: z
    .object({
      kind: z.enum(['submission', 'attempt']),
      _id: z.string(),
      itemTitle: z.string(),
      itemKind: z.string(),
      courseName: z.string(),
      mark: z.string(),
    })
    .nullable(),
  createdAt: z.string(),
});
export type Evidence = z.infer<typeof evidenceSchema>;

export const assessmentSchema = z.object({
  _id: z.string(),
  outcomeId: z.string(),
  verdict: verdictSchema,
  feedback: z.string(),
  assessor: person.nullable(),
  createdAt: z.string(),
});
export type OutcomeAssessmentEntry = z.infer<typeof assessmentSchema>;

/** GET /api/v1/portfolio/CVQDetails/{portfolioId}: the qualification's units with where the student stands. */
export const cvqDetailsSchema = z.object({
  portfolioId: z.string(),
  cvq: cvqHeadSchema,
  units: z.array(
    unitSchema.extend({
      achieved: z.boolean(),
      outcomes: z.array(outcomeSchema.extend({ verdict: verdictSchema.nullable() })),
    }),
  ),
  progress: progressSchema,
});
export type CvqDetails = z.infer<typeof cvqDetailsSchema>;
export const cvqDetailsReply = okReply({ data: cvqDetailsSchema });

/** GET /api/v1/portfolio/details/{portfolioId}: the portfolio, its evidence and every assessment (history). */
export const portfolioDetailsSchema = portfolioLineSchema.extend({
  evidence: z.array(evidenceSchema),
  assessments: z.array(assessmentSchema),
  /** What the caller may do: add evidence (the student), assess and certify (a teacher of theirs). */
  canKeep: z.boolean(),
  canAssess: z.boolean(),
});
export type PortfolioDetails = z.infer<typeof portfolioDetailsSchema>;
export const portfolioDetailsReply = okReply({ data: portfolioDetailsSchema });

/** POST /api/v1/portfolio/addEvidence: one of a text, a file the student uploaded, or their own graded work. */
export const addEvidenceBody = z.discriminatedUnion(
  'kind',
  [
    z.object({
      portfolioId: id,
      unitId: id,
      kind: z.literal('text'),
      title: words('Title', CVQ_TITLE_MAX, true),
      text: words('Text', 20_000, true),
    }),
    z.object({
      portfolioId: id,
      unitId: id,
      kind: z.literal('file'),
      title: words('Title', CVQ_TITLE_MAX, false).default(''),
      fileId: id,
    }),
    z.object({
      portfolioId: id,
      unitId: id,
      kind: z.literal('work'),
      title: words('Title', CVQ_TITLE_MAX, false).default(''),
      workKind: z.enum(['submission', 'attempt']),
      workId: id,
    }),
  ],
  { error: (issue) => (issue.code === 'invalid_union' ? 'Kind: one of "text", "file", "work".' : undefined) },
);
export type AddEvidence = z.output<typeof addEvidenceBody>;
export const evidenceIdBody = z.object({ portfolioId: id, evidenceId: id });

/** The student's own graded work they may link as evidence. */
export const gradedWorkSchema = z.object({
  kind: z.enum(['submission', 'attempt']),
  _id: z.string(),
  itemTitle: z.string(),
  itemKind: z.string(),
  courseName: z.string(),
  mark: z.string(),
});
export type GradedWork = z.infer<typeof gradedWorkSchema>;
export const gradedWorkReply = okReply({ data: z.array(gradedWorkSchema) });

export const assessOutcomeBody = z.object({
  portfolioId: id,
  outcomeId: id,
  verdict: verdictSchema,
  feedback: words('Feedback', 5000, false).default(''),
});
export const certifyBody = z.object({ portfolioId: id });

/** The `portfolio` event pushed to the student's user room after an assessment or certification commits. */
export interface PortfolioChangedEvent {
  portfolioId: string;
}

export const personalDescriptionSchema = z.object({
  user: person,
  text: z.string(),
  updatedAt: z.string().nullable(),
  canEdit: z.boolean(),
});
export const personalDescriptionReply = okReply({ data: personalDescriptionSchema });
export const savePersonalDescriptionBody = z.object({ text: words('Personal description', 10_000, false) });

/** GET /api/v1/portfolio/summary/{courseId}: portfolio completion of each of a course's students. */
export const summaryRowSchema = z.object({
  student: person,
  portfolios: z.array(
    z.object({
      _id: z.string(),
      cvq: cvqHeadSchema,
      progress: progressSchema,
      evidenceCount: z.number().int(),
      certified: z.boolean(),
    }),
  ),
});
export type SummaryRow = z.infer<typeof summaryRowSchema>;
export const summaryReply = okReply({ data: z.array(summaryRowSchema) });
