import '@mantine/dates/styles.css';
import { Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { DATE_FORMAT_LONG } from '../../../core/constants';
import { COURSE_STATUSES, type CourseStatus } from '../../../core/schemas/courses';
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
  label,
}: {
  form: UseFormReturnType<CourseFormValues>;
  field: 'startDate' | 'endDate';
  label: string;
}) {
  const input = form.getInputProps(field);
  return (
    <DateInput
      label={label}
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
      <TextInput label="Course name" required {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ReferenceSelect
          kind="courseCode"
          label="Course code"
          value={values.courseCodeId}
          onChange={(value) => form.setFieldValue('courseCodeId', value)}
          error={form.errors.courseCodeId}
        />
        <Select
          label="Status"
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
          label="Institution"
          value={values.institutionId}
          onChange={(value) => form.setFieldValue('institutionId', value)}
          error={form.errors.institutionId}
        />
        <ReferenceSelect
          kind="sector"
          label="Sector"
          value={values.sectorId}
          onChange={(value) => form.setFieldValue('sectorId', value)}
          error={form.errors.sectorId}
        />
        <DayField form={form} field="startDate" label="Starts on" />
        <DayField form={form} field="endDate" label="Ends on" />
      </SimpleGrid>
      <Textarea
        label="Description"
        autosize
        minRows={3}
        maxRows={10}
        {...form.getInputProps('description')}
      />
      <Switch
        label="Template"
        description="Teachers can start new courses from this one; its items are copied to the new course."
        {...form.getInputProps('isTemplate', { type: 'checkbox' })}
      />
    </Stack>
  );
}
