import '@mantine/dates/styles.css';
import { Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { DATE_FORMAT_LONG } from '../../../core/constants';
import { COURSE_STATUSES, type CourseStatus } from '../../../core/schemas/courses';
import { COURSE_FIELDS as F } from '../../../core/schemas/fields';
import { RichEditor } from '../../components/richEditor/RichEditor';
import { ReferenceSelect } from '../reference/ReferenceSelect';
import type { CourseFormValues } from './courseForm';
import { COURSE_STATUS_LOOK } from './courseVisuals';

const statusOptions = COURSE_STATUSES.map((status) => ({
  value: status,
  label: COURSE_STATUS_LOOK[status].label,
}));

/** A day field of the course form: 'MMM DD, YYYY' on screen, 'YYYY-MM-DD' in the values. */
function DayField({
  form,
  field,
}: {
  form: UseFormReturnType<CourseFormValues>;
  field: 'startDate' | 'endDate';
}) {
  const input = form.getInputProps(field);
  return (
    <DateInput
      label={F[field].label}
      required
      size="md"
      valueFormat={DATE_FORMAT_LONG}
      value={form.getValues()[field] || null}
      onChange={(value) => form.setFieldValue(field, value ?? '')}
      onBlur={input.onBlur}
      error={input.error}
      minDate={field === 'endDate' ? form.getValues().startDate || undefined : undefined}
    />
  );
}

/** The fields of a course (create and settings share them). */
export function CourseFields({ form }: { form: UseFormReturnType<CourseFormValues> }) {
  const values = form.getValues();
  return (
    <Stack gap="md">
      <TextInput label={F.name.label} required maxLength={F.name.max} {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ReferenceSelect
          kind="courseCode"
          label={F.courseCode.label}
          value={values.courseCodeId}
          onChange={(value) => form.setFieldValue('courseCodeId', value)}
          error={form.errors.courseCodeId}
        />
        <Select
          label={F.status.label}
          size="md"
          data={statusOptions}
          allowDeselect={false}
          description="Students see the course once it is active; a draft is for its teachers only."
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={values.status}
          onChange={(value) => value && form.setFieldValue('status', value as CourseStatus)}
          error={form.errors.status}
        />
        <ReferenceSelect
          kind="institution"
          label={F.institution.label}
          value={values.institutionId}
          onChange={(value) => form.setFieldValue('institutionId', value)}
          error={form.errors.institutionId}
        />
        <ReferenceSelect
          kind="sector"
          label={F.sector.label}
          value={values.sectorId}
          onChange={(value) => form.setFieldValue('sectorId', value)}
          error={form.errors.sectorId}
        />
        <DayField form={form} field="startDate" />
        <DayField form={form} field="endDate" />
      </SimpleGrid>
      <RichEditor
        label={F.description.label}
        maxLength={F.description.max}
        minHeight={140}
        value={values.description}
        onChange={(html) => form.setFieldValue('description', html)}
        error={form.errors.description}
      />
      <Switch
        label={F.template.label}
        description="Teachers can start new courses from this one; its items are copied to the new course."
        {...form.getInputProps('isTemplate', { type: 'checkbox' })}
      />
    </Stack>
  );
}
