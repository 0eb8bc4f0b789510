import '@mantine/core/styles/SimpleGrid.css';
import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import { DEFAULT_WEIGHT } from '../../../core/rules/gradebookTotal';
import {
  type GradebookColumn,
  type GradebookWeights,
  type GradedKind,
  WEIGHT_MAX,
} from '../../../core/schemas/gradebook';
import { errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { useSaveWeights } from './gradebookApi';

const weightOf = (value: number | string) => (value === '' ? DEFAULT_WEIGHT : Number(value));

function WeightField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | string;
  onChange: (v: number | string) => void;
}) {
  return (
    <NumberInput
      label={label}
      value={value}
      onChange={onChange}
      min={0}
      max={WEIGHT_MAX}
      clampBehavior="strict"
      allowNegative={false}
      decimalScale={2}
      placeholder={String(DEFAULT_WEIGHT)}
    />
  );
}

/**
 * The weights of the course total (core/rules/gradebookTotal.ts): a share per kind, and within a kind a share per
 * item; what is left empty weighs 1, and 0 leaves a kind or item out.
 */
export function WeightsDialog({
  courseId,
  columns,
  weights,
  opened,
  onClose,
}: {
  courseId: string;
  columns: GradebookColumn[];
  weights: GradebookWeights;
  opened: boolean;
  onClose: () => void;
}) {
  const kinds = [...new Set(columns.map((column) => column.kind))];
  const [kindValues, setKindValues] = useState<Partial<Record<GradedKind, number | string>>>(weights.kinds);
  const [itemValues, setItemValues] = useState<Record<string, number | string>>(weights.items);
  const save = useSaveWeights(courseId);

  const submit = () => {
    const chosen: GradebookWeights = { kinds: {}, items: {} };
    for (const kind of kinds) {
      const value = kindValues[kind];
      if (value !== undefined && value !== '') chosen.kinds[kind] = weightOf(value);
    }
    for (const column of columns) {
      const value = itemValues[column._id];
      if (value !== undefined && value !== '') chosen.items[column._id] = weightOf(value);
    }
    save.mutate(chosen, {
      onSuccess: () => {
        toast('The weights are saved: the totals follow them.', { tone: 'success' });
        onClose();
      },
      onError: (error) => toast(errorMessage(error), { tone: 'error' }),
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Weights of the course total" size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Each kind's score is the weighted mean of its items' marks in percent, and the total the weighted
            mean of the kinds. Empty weighs 1; 0 leaves it out. Work not yet due or marked does not count;
            missing work counts as 0.
          </Text>
          <Title order={2} size="h5">
            Per kind
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
            {kinds.map((kind) => (
              <WeightField
                key={kind}
                label={ITEM_KIND_DEFINITIONS[kind].labels.many}
                value={kindValues[kind] ?? ''}
                onChange={(value) => setKindValues((current) => ({ ...current, [kind]: value }))}
              />
            ))}
          </SimpleGrid>
          <Title order={2} size="h5">
            Per item, within its kind
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
            {columns.map((column) => (
              <WeightField
                key={column._id}
                label={column.title}
                value={itemValues[column._id] ?? ''}
                onChange={(value) => setItemValues((current) => ({ ...current, [column._id]: value }))}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save the weights
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
