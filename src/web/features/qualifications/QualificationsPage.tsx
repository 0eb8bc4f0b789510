import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { CvqUnit } from '../../../core/schemas/qualifications';
import { EmptyState, ErrorState, errorMessage } from '../../components/PageStates';
import { useSession } from '../../platform/session';
import { useReferenceList } from '../reference/referenceApi';
import { useCvqStructure, useStructureWrite } from './qualificationsApi';
import { StructureImport } from './StructureImport';

/** A mutation's refusal under its form. */
function Refusal({ error }: { error: Error | null }) {
  return (
    error && (
      <Alert color="red" role="alert">
        {errorMessage(error)}
      </Alert>
    )
  );
}

function OutcomeForm({ cvqId, unitId, next }: { cvqId: string; unitId: string; next: number }) {
  const save = useStructureWrite('saveOutcome', cvqId);
  const form = useForm({ initialValues: { code: '', text: '', evidence: '' } });
  return (
    <form
      onSubmit={form.onSubmit((values) =>
        save.mutate({ unitId, ...values, position: next }, { onSuccess: () => form.reset() }),
      )}
    >
      <Stack gap="xs">
        <Group align="flex-end" grow>
          <TextInput label="Outcome code" {...form.getInputProps('code')} required maw={160} />
          <TextInput label="Outcome" {...form.getInputProps('text')} required />
        </Group>
        <Textarea label="Evidence needed" autosize minRows={1} {...form.getInputProps('evidence')} />
        <Refusal error={save.error} />
        <Group>
          <Button type="submit" size="xs" variant="light" loading={save.isPending}>
            Add outcome
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function UnitCard({ cvqId, unit, editable }: { cvqId: string; unit: CvqUnit; editable: boolean }) {
  const removeUnit = useStructureWrite('removeUnit', cvqId);
  const removeOutcome = useStructureWrite('removeOutcome', cvqId);
  const failure = removeUnit.error ?? removeOutcome.error;
  return (
    <Paper withBorder p="md" component="section" aria-label={`Unit ${unit.code}`}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={3} size="h4">
          Unit {unit.code}: {unit.title}
        </Title>
        {editable && (
          <Button
            size="xs"
            variant="subtle"
            color="red.9"
            c="red.9"
            onClick={() => removeUnit.mutate({ unitId: unit._id })}
            aria-label={`Remove unit ${unit.code}`}
          >
            Remove
          </Button>
        )}
      </Group>
      {unit.outcomes.length === 0 ? (
        <Text size="sm" c="gray.7">
          No learning outcomes yet.
        </Text>
      ) : (
        <Stack component="ul" gap={4} p={0} my="xs" style={{ listStyle: 'none' }}>
          {unit.outcomes.map((o) => (
            <Group component="li" key={o._id} justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text size="sm">
                  <strong>{o.code}</strong> {o.text}
                </Text>
                {o.evidence && (
                  <Text size="xs" c="gray.7">
                    Evidence: {o.evidence}
                  </Text>
                )}
              </div>
              {editable && (
                <ActionIcon
                  variant="subtle"
                  color="red.9"
                  c="red.9"
                  aria-label={`Remove outcome ${o.code}`}
                  onClick={() => removeOutcome.mutate({ outcomeId: o._id })}
                >
                  ×
                </ActionIcon>
              )}
            </Group>
          ))}
        </Stack>
      )}
      {failure && (
        <Alert color="red" role="alert" my="xs">
          {errorMessage(failure)}
        </Alert>
      )}
      {editable && <OutcomeForm cvqId={cvqId} unitId={unit._id} next={unit.outcomes.length} />}
    </Paper>
  );
}

function UnitForm({ cvqId, next }: { cvqId: string; next: number }) {
  const save = useStructureWrite('saveUnit', cvqId);
  const form = useForm({ initialValues: { code: '', title: '' } });
  return (
    <form
      onSubmit={form.onSubmit((values) =>
        save.mutate({ cvqId, ...values, position: next }, { onSuccess: () => form.reset() }),
      )}
    >
      <Stack gap="xs">
        <Group align="flex-end">
          <TextInput label="Unit code" {...form.getInputProps('code')} required w={140} />
          <TextInput
            label="Unit title"
            {...form.getInputProps('title')}
            required
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button type="submit" loading={save.isPending}>
            Add unit
          </Button>
        </Group>
        <Refusal error={save.error} />
      </Stack>
    </form>
  );
}

function Structure({ cvqId, editable }: { cvqId: string; editable: boolean }) {
  const structure = useCvqStructure(cvqId);
  if (structure.isPending) return <Skeleton height={160} aria-label="Loading the units" />;
  if (structure.isError)
    return <ErrorState error={structure.error} onRetry={() => void structure.refetch()} />;
  const { units } = structure.data;
  const list = (
    <Stack gap="md">
      {units.length === 0 && (
        <EmptyState title="No units yet">
          {editable
            ? 'Add the units of this qualification and their learning outcomes, or import them from a CSV file.'
            : 'The teachers have not set out the units of this qualification yet.'}
        </EmptyState>
      )}
      {units.map((unit) => (
        <UnitCard key={unit._id} cvqId={cvqId} unit={unit} editable={editable} />
      ))}
      {editable && <UnitForm cvqId={cvqId} next={units.length} />}
    </Stack>
  );
  if (!editable) return list;
  return (
    <Tabs defaultValue="units" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="units">Units and outcomes</Tabs.Tab>
        <Tabs.Tab value="import">Import from CSV</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="units" pt="md">
        {list}
      </Tabs.Panel>
      <Tabs.Panel value="import" pt="md">
        <StructureImport cvqId={cvqId} />
      </Tabs.Panel>
    </Tabs>
  );
}

/**
 * SPEC §2 /vocationalqualifications (issue 35): the qualifications (the CVQ reference list) and, for the one
 * chosen, its units with their learning outcomes and the evidence each needs. Teachers and administrators
 * maintain them, by hand or from a CSV file; students read them.
 */
export default function QualificationsPage() {
  const { role } = useSession();
  const list = useReferenceList('cvq');
  const [chosen, setChosen] = useState<string | null>(null);
  const cvqId = chosen ?? list.data?.[0]?._id ?? null;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Vocational qualifications
      </Title>
      {list.isPending ? (
        <Skeleton height={36} maw={420} aria-label="Loading the qualifications" />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState title="No qualifications yet">
          An administrator adds qualifications to the CVQ list on the admin dashboard.
        </EmptyState>
      ) : (
        <>
          <Select
            label="Qualification"
            maw={420}
            allowDeselect={false}
            searchable
            value={cvqId}
            onChange={setChosen}
            data={list.data.map((c) => ({ value: c._id, label: `${c.code} · ${c.title}` }))}
          />
          {cvqId && <Structure key={cvqId} cvqId={cvqId} editable={role === 'teacher'} />}
        </>
      )}
    </Stack>
  );
}
