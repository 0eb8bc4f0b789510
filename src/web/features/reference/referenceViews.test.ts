import { describe, expect, it } from 'vitest';
import { REFERENCE_KINDS } from '../../../core/constants';
import { REFERENCE_CREATE_BODIES, REFERENCE_ENTRY_SCHEMAS } from '../../../core/schemas/reference';
import {
  entryLabel,
  REFERENCE_VIEWS,
  type ReferenceRecord,
  referenceKindOf,
  searchableText,
} from './referenceViews';

describe('reference views (the admin page of SPEC §2 page data lists)', () => {
  it.each(REFERENCE_KINDS)('%s: the form edits exactly the fields the create call takes', (kind) => {
    const view = REFERENCE_VIEWS[kind];
    expect(view.fields.map((field) => field.name).sort()).toEqual(
      Object.keys(REFERENCE_CREATE_BODIES[kind].shape).sort(),
    );
    const entryFields = Object.keys(REFERENCE_ENTRY_SCHEMAS[kind].shape);
    for (const field of [view.titleField, view.subtitleField, ...view.columns.map((c) => c.field)])
      if (field) expect(entryFields).toContain(field);
  });

  const employer: ReferenceRecord = {
    _id: 'employer-1',
    name: 'Island Power',
    sectorId: 'sector-1',
    contactName: 'Ada Byron',
    email: 'hr@islandpower.example',
    phone: '',
  };
  const sectorName = (id: string) => (id === 'sector-1' ? 'Energy' : 'Removed sector');

  it.each([
    ['island', true],
    ['ENERGY', true],
    ['byron', true],
    ['islandpower.example', true],
    ['sector-1', false],
    ['employer-1', false],
    ['plumbing', false],
  ])('a search for %j finds the employer: %s', (needle, found) => {
    expect(searchableText(employer, sectorName).includes(needle.toLowerCase())).toBe(found);
  });

  it('names an entry by its name, or by code and title', () => {
    expect(entryLabel(REFERENCE_VIEWS.employer, employer)).toBe('Island Power');
    const code = { _id: 'c', code: 'ICT101', title: 'Programming', sectorId: null };
    expect(entryLabel(REFERENCE_VIEWS.courseCode, code)).toBe('ICT101 Programming');
  });
});

describe('the reference kind an address names (/admin_dashboard?kind=)', () => {
  it.each([
    ['employer', 'employer'],
    ['courseCode', 'courseCode'],
    ['coursecode', 'sector'],
    ['nonsense', 'sector'],
    ['', 'sector'],
    [null, 'sector'],
  ])('%j opens the %s tab', (value, kind) => {
    expect(referenceKindOf(value)).toBe(kind);
  });
});
