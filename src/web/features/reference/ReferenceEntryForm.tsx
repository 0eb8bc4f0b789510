import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REFERENCE_CREATE_BODIES, REFERENCE_UPDATE_BODIES } from '../../../core/schemas/reference';
import { queryKeys } from '../../api/queryKeys';
import { CountedTextarea } from '../../components/forms/CountedTextarea';
import { FormActions } from '../../components/forms/FormActions';
import { serverFieldErrors } from '../../components/forms/serverFieldErrors';
import { zodErrors } from '../../components/forms/zodValidate';
import { toast } from '../../components/toast';
import { ReferenceSelect } from './ReferenceSelect';
import { createReferenceEntry, updateReferenceEntry } from './referenceApi';
import type { FieldView, ReferenceRecord, ReferenceView } from './referenceViews';

type FormValues = Record<string, string>;

const initialValues = (view: ReferenceView, entry?: ReferenceRecord): FormValues =>
  Object.fromEntries(view.fields.map((field) => [field.name, entry?.[field.name] ?? '']));

/** The sector picker of the forms whose entries belong to a sector; the form keeps '' for none. */
function SectorSelect({ field, props }: { field: FieldView; props: ReturnType<FormProps> }) {
  return (
    <ReferenceSelect
      kind="sector"
      label={field.label}
      value={typeof props.value === 'string' && props.value ? props.value : null}
      onChange={(next) => props.onChange(next ?? '')}
      error={props.error}
    />
  );
}

type FormProps = ReturnType<typeof useForm<FormValues>>['getInputProps'];

function FieldInput({
  field,
  props,
  autoFocus,
}: {
  field: FieldView;
  props: ReturnType<FormProps>;
  autoFocus: boolean;
}) {
  if (field.input === 'sector') return <SectorSelect field={field} props={props} />;
  const common = {
    label: field.label,
    description: field.description,
    required: field.required,
    'data-autofocus': autoFocus || undefined,
    ...props,
  };
  if (field.input === 'textarea')
    return <CountedTextarea autosize minRows={2} maxRows={6} maxLength={field.max} {...common} />;
  return <TextInput type={field.input} maxLength={field.max} {...common} />;
}

/** Adds or edits one entry in a modal; the core schema checks the form before the server does. */
export function ReferenceEntryForm({
  view,
  entry,
  onDone,
}: {
  view: ReferenceView;
  entry?: ReferenceRecord;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const schema = entry ? REFERENCE_UPDATE_BODIES[view.kind] : REFERENCE_CREATE_BODIES[view.kind];
  const toBody = (values: FormValues) => (entry ? { ...values, _id: entry._id } : values);
  const form = useForm<FormValues>({
    initialValues: initialValues(view, entry),
    validate: (values) => zodErrors(schema, toBody(values)),
  });
  const save = useMutation({
    mutationFn: (values: FormValues) =>
      entry
        ? updateReferenceEntry(view.kind, REFERENCE_UPDATE_BODIES[view.kind].parse(toBody(values)))
        : createReferenceEntry(view.kind, REFERENCE_CREATE_BODIES[view.kind].parse(values)),
    onSuccess: (reply) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.reference(view.kind) });
      toast(reply.msg, { tone: 'success' });
      onDone();
    },
    onError: (error) => form.setErrors(serverFieldErrors(error)),
  });

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="md">
        {view.fields.map((field, index) => (
          <FieldInput
            key={field.name}
            field={field}
            props={form.getInputProps(field.name)}
            autoFocus={index === 0}
          />
        ))}
        <FormActions
          error={save.error}
          pending={save.isPending}
          submitLabel={entry ? 'Save changes' : `Add ${view.singular}`}
          onCancel={onDone}
          submitDisabled={Boolean(entry) && !form.isDirty()}
        />
      </Stack>
    </form>
  );
}
