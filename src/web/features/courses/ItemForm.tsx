import { NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ITEM_KIND_DEFINITIONS, type ItemKind } from '../../../core/itemKinds';
import type { ItemKindDefinition } from '../../../core/itemKinds/definition';
import { formatDuration } from '../../../core/rules/duration';
import type { CourseItem } from '../../../core/schemas/courseItems';
import { ITEM_FIELDS as F } from '../../../core/schemas/fields';
import { DateTimeField } from '../../components/dates/DateTimeField';
import { FormActions } from '../../components/forms/FormActions';
import { serverFieldErrors } from '../../components/forms/serverFieldErrors';
import { RichEditor } from '../../components/richEditor/RichEditor';
import { toast } from '../../components/toast';
import { useInvalidateCourse } from './courseQueries';
import { createItem, updateItem } from './coursesApi';
import {
  createItemPayload,
  type ItemFormValues,
  itemValuesOf,
  newItemValues,
  updateItemPayload,
  validateItem,
} from './itemForm';
import { publishingGoesAhead } from './publishingCheck';
import { StudentReachField } from './StudentReachField';

export interface ItemFormProps {
  courseId: string;
  kind: ItemKind;
  /** The item to edit; none adds a new one. */
  item?: CourseItem;
  onDone: () => void;
  /** On a page, Cancel undoes the changes, and says so. */
  cancelLabel?: string;
  /** Told whenever the form comes to hold changes not saved, or stops holding them. */
  onDirtyChange?: (dirty: boolean) => void;
}

/** The base fields of a course item (POST /api/v1/item/create or update), with what each flag does. */
export function ItemForm({ courseId, kind, item, onDone, cancelLabel, onDirtyChange }: ItemFormProps) {
  const invalidate = useInvalidateCourse();
  const definition: ItemKindDefinition = ITEM_KIND_DEFINITIONS[kind];
  const label = definition.labels.one;
  const form = useForm<ItemFormValues>({
    initialValues: item ? itemValuesOf(item) : newItemValues(kind),
    validate: (values) => validateItem(kind, values),
  });
  const save = useMutation({
    mutationFn: (values: ItemFormValues) =>
      item
        ? updateItem(updateItemPayload(item, values))
        : createItem(createItemPayload(courseId, kind, values)),
    onSuccess: (reply) => {
      void invalidate(courseId);
      toast(`${reply.data.title} is ${item ? 'saved' : 'added'}.`, { tone: 'success' });
      onDone();
    },
    onError: (error) => form.setErrors(serverFieldErrors(error)),
  });
  const publishThenSave = async (submitted: ItemFormValues) => {
    if (await publishingGoesAhead(kind, item, submitted.active)) save.mutate(submitted);
  };
  const values = form.getValues();
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  // SPEC §4: who sees it is a choice of its own only for kinds seen on their schedule (tests and exams).
  const scheduled = ITEM_KIND_DEFINITIONS[kind].visibility === 'scheduled';
  const dateProps = (field: 'startDate' | 'endDate') => ({
    required: true,
    size: 'md' as const,
    value: values[field] || null,
    onChange: (value: string | null) => form.setFieldValue(field, value ?? ''),
    error: form.errors[field],
  });

  return (
    <form onSubmit={form.onSubmit((submitted) => void publishThenSave(submitted))} noValidate>
      <Stack gap="md">
        <TextInput
          label={F.title.label}
          required
          maxLength={F.title.max}
          data-autofocus
          {...form.getInputProps('title')}
        />
        <RichEditor
          label={F.description.label}
          maxLength={F.description.max}
          minHeight={100}
          value={values.description}
          onChange={(html) => form.setFieldValue('description', html)}
          error={form.errors.description}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateTimeField label={F.startDate.label} {...dateProps('startDate')} />
          <DateTimeField
            label={F.endDate.label}
            minDate={values.startDate || undefined}
            {...dateProps('endDate')}
          />
        </SimpleGrid>
        {ITEM_KIND_DEFINITIONS[kind].hasDuration && (
          <NumberInput
            label={definition.durationLabel ?? F.duration.label}
            description={
              kind === 'discussion'
                ? `Students can still join this long after the end${values.duration ? ` (${formatDuration(values.duration)})` : ''}.`
                : values.duration
                  ? formatDuration(values.duration)
                  : 'How long it lasts.'
            }
            min={F.duration.min}
            max={F.duration.max}
            step={5}
            allowDecimal={false}
            {...form.getInputProps('duration')}
          />
        )}
        {scheduled ? (
          <StudentReachField
            values={values}
            onChange={(fields) => form.setValues(fields)}
            kindLabel={label.toLowerCase()}
          />
        ) : (
          <Switch
            label="Published"
            description={`Students see the ${label.toLowerCase()} in the course; its times decide when they can open it.`}
            {...form.getInputProps('active', { type: 'checkbox' })}
          />
        )}
        <FormActions
          error={save.error}
          pending={save.isPending}
          submitLabel={item ? 'Save' : `Add ${label.toLowerCase()}`}
          onCancel={onDone}
          cancelLabel={cancelLabel}
        />
      </Stack>
    </form>
  );
}
