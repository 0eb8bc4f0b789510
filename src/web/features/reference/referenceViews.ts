import { REFERENCE_KINDS, type ReferenceKind } from '../../../core/constants';
import { REFERENCE_FIELDS as F } from '../../../core/schemas/fields';

/** Every reference entry is flat: `_id` and text fields, with `sectorId` null when no sector is set. */
export type ReferenceRecord = { _id: string } & Record<string, string | null>;

interface FieldViewBase {
  name: string;
  label: string;
  required?: boolean;
  description?: string;
}

/** A typed field, with the schema's limit in characters; or the sector picker. */
export type FieldView =
  | (FieldViewBase & { input: 'text' | 'textarea' | 'email' | 'tel'; max: number })
  | (FieldViewBase & { input: 'sector' });

/** What one kind looks like on the admin page: its names, its form fields and the columns of its table. */
export interface ReferenceView {
  kind: ReferenceKind;
  singular: string;
  /** The plural in running text ('CVQ entries'). */
  plural: string;
  /** The tab and card heading ('CVQ list'). */
  title: string;
  /** One line on the overview card. */
  summary: string;
  fields: FieldView[];
  /** The field that names an entry (unique among live entries). */
  titleField: string;
  /** The second line under the title, when the kind has one (a CVQ's or course code's title). */
  subtitleField?: string;
  /** Further columns, shown beside the title on wider screens and under it on a phone. */
  columns: { label: string; field: string }[];
}

const sectorField: FieldView = { name: 'sectorId', ...F.sectorId, input: 'sector' };
const sectorColumn = { label: 'Sector', field: 'sectorId' };

export const REFERENCE_VIEWS: Record<ReferenceKind, ReferenceView> = {
  sector: {
    kind: 'sector',
    singular: 'sector',
    plural: 'sectors',
    title: 'Sectors',
    summary: 'Areas of work that employers, CVQs and course codes belong to.',
    fields: [
      { name: 'name', ...F.sector.name, input: 'text', required: true },
      { name: 'code', ...F.sector.code, input: 'text', description: 'A short code, such as ENG' },
      { name: 'description', ...F.sector.description, input: 'textarea' },
    ],
    titleField: 'name',
    columns: [
      { label: 'Code', field: 'code' },
      { label: 'Description', field: 'description' },
    ],
  },
  employer: {
    kind: 'employer',
    singular: 'employer',
    plural: 'employers',
    title: 'Employers',
    summary: 'Workplaces that take students, with a contact person.',
    fields: [
      { name: 'name', ...F.employer.name, input: 'text', required: true },
      sectorField,
      { name: 'contactName', ...F.employer.contactName, input: 'text' },
      { name: 'email', ...F.employer.email, input: 'email' },
      { name: 'phone', ...F.employer.phone, input: 'tel' },
    ],
    titleField: 'name',
    columns: [
      sectorColumn,
      { label: 'Contact', field: 'contactName' },
      { label: 'Email', field: 'email' },
      { label: 'Phone', field: 'phone' },
    ],
  },
  cvq: {
    kind: 'cvq',
    singular: 'CVQ entry',
    plural: 'CVQ entries',
    title: 'CVQ list',
    summary: 'Vocational qualifications students can be certified in.',
    fields: [
      { name: 'code', ...F.cvq.code, input: 'text', required: true },
      { name: 'title', ...F.cvq.title, input: 'text', required: true },
      { name: 'level', ...F.cvq.level, input: 'text', description: 'For example 1, 2 or 3' },
      sectorField,
    ],
    titleField: 'code',
    subtitleField: 'title',
    columns: [{ label: 'Level', field: 'level' }, sectorColumn],
  },
  institution: {
    kind: 'institution',
    singular: 'institution',
    plural: 'institutions',
    title: 'Institutions',
    summary: 'Schools and colleges that run courses.',
    fields: [
      { name: 'name', ...F.institution.name, input: 'text', required: true },
      { name: 'city', ...F.institution.city, input: 'text' },
      { name: 'country', ...F.institution.country, input: 'text' },
    ],
    titleField: 'name',
    columns: [
      { label: 'City', field: 'city' },
      { label: 'Country', field: 'country' },
    ],
  },
  courseCode: {
    kind: 'courseCode',
    singular: 'course code',
    plural: 'course codes',
    title: 'Course codes',
    summary: 'Codes and titles courses are filed under.',
    fields: [
      { name: 'code', ...F.courseCode.code, input: 'text', required: true },
      { name: 'title', ...F.courseCode.title, input: 'text', required: true },
      sectorField,
    ],
    titleField: 'code',
    subtitleField: 'title',
    columns: [sectorColumn],
  },
};

/** The text a search box matches: every field, with a sector shown by its name. */
export function searchableText(entry: ReferenceRecord, sectorName: (sectorId: string) => string): string {
  return Object.entries(entry)
    .filter(([name]) => name !== '_id')
    .map(([name, value]) => (name === 'sectorId' && value ? sectorName(value) : (value ?? '')))
    .join(' ')
    .toLowerCase();
}

/** The display name of an entry: code and title, or the name. */
export function entryLabel(view: ReferenceView, entry: ReferenceRecord): string {
  const title = entry[view.titleField] ?? '';
  const subtitle = view.subtitleField ? entry[view.subtitleField] : '';
  return subtitle ? `${title} ${subtitle}` : title;
}

/** The kind a `?kind=` value names, or the first kind. */
export function referenceKindOf(value: string | null): ReferenceKind {
  return REFERENCE_KINDS.find((kind) => kind === value) ?? REFERENCE_KINDS[0];
}
