import { z } from 'zod';
import { REFERENCE_KINDS, type ReferenceKind } from '../constants';
import { REFERENCE_FIELDS as F, type FieldSpec } from './fields';

/** SPEC §7 reference lists. Each kind's entry as the GET calls send it. */
export const referenceKindSchema = z.enum(REFERENCE_KINDS);

export const sectorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  code: z.string(),
  description: z.string(),
});
export const employerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  sectorId: z.string().nullable(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
});
export const cvqSchema = z.object({
  _id: z.string(),
  code: z.string(),
  title: z.string(),
  level: z.string(),
  sectorId: z.string().nullable(),
});
export const institutionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  country: z.string(),
  city: z.string(),
});
export const courseCodeSchema = z.object({
  _id: z.string(),
  code: z.string(),
  title: z.string(),
  sectorId: z.string().nullable(),
});

export type Sector = z.infer<typeof sectorSchema>;
export type Employer = z.infer<typeof employerSchema>;
export type Cvq = z.infer<typeof cvqSchema>;
export type Institution = z.infer<typeof institutionSchema>;
export type CourseCode = z.infer<typeof courseCodeSchema>;

/** The SPEC §7 GET path of each list. */
export const REFERENCE_LIST_PATHS: Record<ReferenceKind, string> = {
  sector: '/api/v1/sector/getAll',
  employer: '/api/v1/employer/employerList',
  cvq: '/api/v1/CVQ/getAll',
  institution: '/api/v1/institution/getAll',
  courseCode: '/api/v1/coursecode/getAll',
};

/** The entry type of each kind, so that code generic over the kind stays typed. */
export interface ReferenceEntryByKind {
  sector: Sector;
  employer: Employer;
  cvq: Cvq;
  institution: Institution;
  courseCode: CourseCode;
}
export type ReferenceEntry = ReferenceEntryByKind[ReferenceKind];
/** A kind's entry as its schema reads it: the entry type of its list call's reply, for code generic over the kind. */
export type ReferenceEntryOf<K extends ReferenceKind> = z.output<(typeof REFERENCE_ENTRY_SCHEMAS)[K]>;

export const REFERENCE_ENTRY_SCHEMAS = {
  sector: sectorSchema,
  employer: employerSchema,
  cvq: cvqSchema,
  institution: institutionSchema,
  courseCode: courseCodeSchema,
} as const satisfies Record<ReferenceKind, z.ZodType>;

/** The path segment of each kind's admin writes, spelled as in its SPEC §7 GET path. */
export const REFERENCE_WRITE_AREAS: Record<ReferenceKind, string> = {
  sector: 'sector',
  employer: 'employer',
  cvq: 'CVQ',
  institution: 'institution',
  courseCode: 'coursecode',
};
export type ReferenceWriteVerb = 'create' | 'update' | 'remove';
export const referenceWritePath = (kind: ReferenceKind, verb: ReferenceWriteVerb) =>
  `/api/v1/${REFERENCE_WRITE_AREAS[kind]}/${verb}`;

// Write payloads. Optional fields left out of a create take their empty default; left out of an update, they
// keep their value (so no zod defaults here: a default would blank a field an update did not mention).
const id = z.string().min(1).max(64);
type TextSpec = FieldSpec & { max: number };
const required = (spec: TextSpec, message: string) =>
  z.string().trim().min(1, message).max(spec.max).meta({ title: spec.label });
const text = (spec: TextSpec) => z.string().trim().max(spec.max).meta({ title: spec.label });
const email = (spec: TextSpec) =>
  text(spec).refine(
    (value) => value === '' || z.email().safeParse(value).success,
    `${spec.label}: enter an address like name@school.org, or leave it empty.`,
  );
const phone = (spec: TextSpec) =>
  text(spec).regex(/^[+()0-9 .-]*$/, `${spec.label}: use digits, spaces and + ( ) . - only.`);
/** null (or '') means no sector; a given id must name a live sector. */
const sectorRef = z
  .union([id, z.literal('')])
  .nullable()
  .transform((value) => value || null)
  .meta({ title: F.sectorId.label });

const sectorFields = z.object({
  name: required(F.sector.name, 'Enter the sector name.'),
  code: text(F.sector.code).optional(),
  description: text(F.sector.description).optional(),
});
const employerFields = z.object({
  name: required(F.employer.name, 'Enter the employer name.'),
  sectorId: sectorRef.optional(),
  contactName: text(F.employer.contactName).optional(),
  email: email(F.employer.email).optional(),
  phone: phone(F.employer.phone).optional(),
});
const cvqFields = z.object({
  code: required(F.cvq.code, 'Enter the CVQ code.'),
  title: required(F.cvq.title, 'Enter the CVQ title.'),
  level: text(F.cvq.level).optional(),
  sectorId: sectorRef.optional(),
});
const institutionFields = z.object({
  name: required(F.institution.name, 'Enter the institution name.'),
  country: text(F.institution.country).optional(),
  city: text(F.institution.city).optional(),
});
const courseCodeFields = z.object({
  code: required(F.courseCode.code, 'Enter the course code.'),
  title: required(F.courseCode.title, 'Enter the course title.'),
  sectorId: sectorRef.optional(),
});

/** POST /api/v1/<area>/create bodies. */
export const REFERENCE_CREATE_BODIES = {
  sector: sectorFields,
  employer: employerFields,
  cvq: cvqFields,
  institution: institutionFields,
  courseCode: courseCodeFields,
} as const;

const withId = <T extends z.ZodRawShape>(fields: z.ZodObject<T>) => fields.partial().extend({ _id: id });
/** POST /api/v1/<area>/update bodies: `_id` and the fields to change. */
export const REFERENCE_UPDATE_BODIES = {
  sector: withId(sectorFields),
  employer: withId(employerFields),
  cvq: withId(cvqFields),
  institution: withId(institutionFields),
  courseCode: withId(courseCodeFields),
} as const;

export type ReferenceCreateBody<K extends ReferenceKind> = z.input<(typeof REFERENCE_CREATE_BODIES)[K]>;
export type ReferenceUpdateBody<K extends ReferenceKind> = z.input<(typeof REFERENCE_UPDATE_BODIES)[K]>;

/** POST /api/v1/<area>/remove. */
export const removeReferenceBody = z.object({ _id: id });
