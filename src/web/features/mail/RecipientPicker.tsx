import { type ComboboxItemGroup, MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { personName } from '../../../core/rules/personName';
import type { MailAddress } from '../../../core/schemas/mail';
import { addressOf, addressValue } from './compose';
import { useMailRecipients } from './mailApi';

/**
 * Who a message goes to (issue 34): people, whole courses and a course's teachers, found by the recipient search
 * (only those the writer may write to). `names` remembers the labels of what was picked, so that a pick stays
 * named after the search moves on.
 */
export function RecipientPicker({
  label,
  value,
  onChange,
  names,
  onNamed,
  error,
  autoFocus,
}: {
  label: string;
  value: MailAddress[];
  onChange: (addresses: MailAddress[]) => void;
  names: Record<string, string>;
  onNamed: (named: Record<string, string>) => void;
  error?: string;
  autoFocus?: boolean;
}) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const choices = useMailRecipients(q);
  const people = (choices.data?.people ?? []).map((p) => ({
    value: addressValue({ kind: 'user', id: p._id }),
    label: `${personName(p)} (${p.role})`,
  }));
  const courses = (choices.data?.courses ?? []).flatMap((c) => [
    { value: addressValue({ kind: 'course', id: c._id }), label: `Course: ${c.name} (everyone)` },
    { value: addressValue({ kind: 'courseTeachers', id: c._id }), label: `Teachers of ${c.name}` },
  ]);
  const offered = new Set([...people, ...courses].map((o) => o.value));
  const picked = value
    .map(addressValue)
    .filter((v) => !offered.has(v))
    .map((v) => ({ value: v, label: names[v] ?? 'Recipient' }));
  const data: ComboboxItemGroup[] = [
    { group: 'People', items: people },
    { group: 'Courses', items: courses },
    ...(picked.length ? [{ group: 'Chosen', items: picked }] : []),
  ].filter((group) => group.items.length > 0);

  return (
    <MultiSelect
      label={label}
      placeholder={value.length ? undefined : 'Search people and courses'}
      data={data}
      value={value.map(addressValue)}
      onChange={(values) => {
        const labels = Object.fromEntries(
          [...people, ...courses].filter((o) => values.includes(o.value)).map((o) => [o.value, o.label]),
        );
        onNamed(labels);
        onChange(values.map(addressOf));
        setSearch('');
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={choices.isFetching ? 'Searching…' : 'Nobody you can write to by that name'}
      error={error}
      hidePickedOptions
      clearable
      data-autofocus={autoFocus || undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
