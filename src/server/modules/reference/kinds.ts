import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ReferenceKind } from '../../../core/constants';
import type {
  REFERENCE_CREATE_BODIES,
  REFERENCE_UPDATE_BODIES,
  ReferenceEntryByKind,
} from '../../../core/schemas/reference';
import { courseCodes, cvqs, employers, institutions, sectors } from '../../db/schema';

export type ReferenceTable =
  | typeof sectors
  | typeof employers
  | typeof cvqs
  | typeof institutions
  | typeof courseCodes;
export type ReferenceRow = ReferenceTable['$inferSelect'];

/** Everything the generic service and routes need to know about one kind of reference entry. */
export interface ReferenceDescriptor<K extends ReferenceKind = ReferenceKind> {
  kind: K;
  /** What a person calls one entry, in messages ('sector', 'CVQ entry'). */
  label: string;
  table: ReferenceTable;
  /** The field unique among live entries, ignoring case (the table's `uniqueLive` index). */
  uniqueField: 'name' | 'code';
  /** List order (compared ignoring case): by name, or by code then title. */
  orderBy: PgColumn[];
  /** Whether entries carry a `sectorId` that must name a live sector. */
  hasSector: boolean;
  present(row: ReferenceRow): ReferenceEntryByKind[K];
  /** The name written to the deleted history. */
  displayName(row: ReferenceRow): string;
}

/** True when a kind's core create and update bodies carry only columns of the table (checked at compile time). */
type BodiesFitTable<
  K extends ReferenceKind,
  T extends ReferenceTable,
  Create = z.output<(typeof REFERENCE_CREATE_BODIES)[K]>,
  Update = Omit<z.output<(typeof REFERENCE_UPDATE_BODIES)[K]>, '_id'>,
> = [Create, Update, keyof Create | keyof Update] extends [
  T['$inferInsert'],
  Partial<T['$inferInsert']>,
  keyof T['$inferInsert'],
]
  ? true
  : false;

/**
 * Builds a descriptor from one table's own row type. It refuses a table whose columns the kind's bodies do not
 * fit, so the service may insert and update with a validated body as it is.
 */
function defineKind<K extends ReferenceKind, T extends ReferenceTable>(
  descriptor: {
    kind: K;
    table: T;
    present(row: T['$inferSelect']): ReferenceEntryByKind[K];
    displayName(row: T['$inferSelect']): string;
  } & Omit<ReferenceDescriptor<K>, 'kind' | 'table' | 'present' | 'displayName'> &
    (BodiesFitTable<K, T> extends true ? unknown : { bodiesDoNotFitTheTable: never }),
): ReferenceDescriptor<K> {
  return descriptor as ReferenceDescriptor<K>;
}

const codeAndTitle = (row: { code: string; title: string }) => `${row.code} ${row.title}`;

export const REFERENCE_DESCRIPTORS: { [K in ReferenceKind]: ReferenceDescriptor<K> } = {
  sector: defineKind({
    kind: 'sector',
    label: 'sector',
    table: sectors,
    uniqueField: 'name',
    orderBy: [sectors.name],
    hasSector: false,
    present: (row) => ({ _id: row.id, name: row.name, code: row.code, description: row.description }),
    displayName: (row) => row.name,
  }),
  employer: defineKind({
    kind: 'employer',
    label: 'employer',
    table: employers,
    uniqueField: 'name',
    orderBy: [employers.name],
    hasSector: true,
    present: (row) => ({
      _id: row.id,
      name: row.name,
      sectorId: row.sectorId,
      contactName: row.contactName,
      email: row.email,
      phone: row.phone,
    }),
    displayName: (row) => row.name,
  }),
  cvq: defineKind({
    kind: 'cvq',
    label: 'CVQ entry',
    table: cvqs,
    uniqueField: 'code',
    orderBy: [cvqs.code, cvqs.title],
    hasSector: true,
    present: (row) => ({
      _id: row.id,
      code: row.code,
      title: row.title,
      level: row.level,
      sectorId: row.sectorId,
    }),
    displayName: codeAndTitle,
  }),
  institution: defineKind({
    kind: 'institution',
    label: 'institution',
    table: institutions,
    uniqueField: 'name',
    orderBy: [institutions.name],
    hasSector: false,
    present: (row) => ({ _id: row.id, name: row.name, country: row.country, city: row.city }),
    displayName: (row) => row.name,
  }),
  courseCode: defineKind({
    kind: 'courseCode',
    label: 'course code',
    table: courseCodes,
    uniqueField: 'code',
    orderBy: [courseCodes.code, courseCodes.title],
    hasSector: true,
    present: (row) => ({ _id: row.id, code: row.code, title: row.title, sectorId: row.sectorId }),
    displayName: codeAndTitle,
  }),
};
