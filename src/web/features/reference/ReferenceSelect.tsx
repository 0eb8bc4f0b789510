import { Select } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ReferenceEntryOf } from '../../../core/schemas/reference';
import { errorMessage } from '../../components/PageStates';
import { useReferenceList } from './referenceApi';

type Kind = 'courseCode' | 'institution' | 'sector';

const removedLabel: Record<Kind, string> = {
  courseCode: 'Removed course code',
  institution: 'Removed institution',
  sector: 'Removed sector',
};

const optionLabel: { [K in Kind]: (entry: ReferenceEntryOf<K>) => string } = {
  courseCode: (entry) => (entry.title ? `${entry.code} · ${entry.title}` : entry.code),
  institution: (entry) => (entry.city ? `${entry.name}, ${entry.city}` : entry.name),
  sector: (entry) => entry.name,
};

export interface ReferenceSelectProps<K extends Kind> {
  kind: K;
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: ReactNode;
}

/**
 * A searchable select over one reference list (SPEC §2 page data: courseCodeList, institutionList, sectorList).
 * A value whose entry was removed since keeps showing, as removed, until another is chosen.
 */
export function ReferenceSelect<K extends Kind>({
  kind,
  label,
  value,
  onChange,
  error,
}: ReferenceSelectProps<K>) {
  const list = useReferenceList(kind);
  const toLabel: (entry: ReferenceEntryOf<K>) => string = optionLabel[kind];
  const data = (list.data ?? []).map((entry) => ({ value: entry._id, label: toLabel(entry) }));
  if (value && list.data && !data.some((option) => option.value === value))
    data.push({ value, label: removedLabel[kind] });
  return (
    <Select
      label={label}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      nothingFoundMessage="Nothing matches"
      placeholder={list.isPending ? 'Loading…' : 'None'}
      description={list.isError ? `The list could not be loaded: ${errorMessage(list.error)}` : undefined}
      error={error}
      size="md"
    />
  );
}
