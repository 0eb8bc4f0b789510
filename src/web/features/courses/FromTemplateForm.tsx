import '@mantine/dates/styles.css';
import { Select, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { DATE_FORMAT_LONG } from '../../../core/constants';
import { createFromTemplateBody } from '../../../core/schemas/courses';
import { COURSE_FIELDS as F } from '../../../core/schemas/fields';
import { FormActions } from '../../components/forms/FormActions';
import { serverFieldErrors } from '../../components/forms/serverFieldErrors';
import { zodValidate } from '../../components/forms/zodValidate';
import { ErrorState } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { useCourseTemplates, useInvalidateCourse } from './courseQueries';
import { createCourseFromTemplate } from './coursesApi';

interface Values {
  templateId: string | null;
  name: string;
  startDate: string;
  endDate: string;
}

/**
 * A new course from a template (POST /api/v1/course/createFromTemplate): the template's items are copied and
 * moved by the distance between the two start dates.
 */
export function FromTemplateForm({
  userId,
  onCreated,
  onCancel,
}: {
  userId: string;
  onCreated: (courseId: string) => void;
  onCancel: () => void;
}) {
  const templates = useCourseTemplates(userId, true);
  const invalidate = useInvalidateCourse();
  const form = useForm<Values>({
    initialValues: { templateId: null, name: '', startDate: dayjs().format('YYYY-MM-DD'), endDate: '' },
    validate: zodValidate(createFromTemplateBody),
  });
  const create = useMutation({
    mutationFn: (values: Values) =>
      createCourseFromTemplate({ ...values, templateId: values.templateId ?? '' }),
    onSuccess: (reply) => {
      void invalidate();
      toast(`${reply.data.name} is created from the template.`, { tone: 'success' });
      onCreated(reply.data._id);
    },
    onError: (error) => form.setErrors(serverFieldErrors(error)),
  });

  if (templates.isPending) return <Skeleton height={220} aria-label="Loading the templates" />;
  if (templates.isError)
    return <ErrorState error={templates.error} onRetry={() => void templates.refetch()} />;
  if (templates.data.length === 0) {
    return (
      <Text>
        There are no templates yet. Mark a course as a template in its settings, and it will be offered here.
      </Text>
    );
  }

  const values = form.getValues();
  const dayProps = (field: 'startDate' | 'endDate') => ({
    size: 'md' as const,
    required: true,
    valueFormat: DATE_FORMAT_LONG,
    value: values[field] || null,
    onChange: (value: string | null) => form.setFieldValue(field, value ?? ''),
    error: form.errors[field],
  });

  return (
    <form onSubmit={form.onSubmit((submitted) => create.mutate(submitted))} noValidate>
      <Stack gap="md">
        <Select
          label={F.template.label}
          required
          size="md"
          searchable
          data={templates.data.map((template) => ({
            value: template._id,
            label: template.courseCode ? `${template.name} (${template.courseCode})` : template.name,
          }))}
          value={values.templateId}
          onChange={(value) => {
            form.setFieldValue('templateId', value);
            const picked = templates.data.find((template) => template._id === value);
            if (picked && !form.getValues().name) form.setFieldValue('name', picked.name);
          }}
          error={form.errors.templateId}
          nothingFoundMessage="Nothing matches"
        />
        <TextInput
          label={F.newName.label}
          required
          maxLength={F.newName.max}
          {...form.getInputProps('name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateInput label={F.startDate.label} {...dayProps('startDate')} />
          <DateInput
            label={F.endDate.label}
            minDate={values.startDate || undefined}
            {...dayProps('endDate')}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          The template's lectures, tests and other items are copied and moved by as many days as the new
          course starts after the template.
        </Text>
        <FormActions
          error={create.error}
          pending={create.isPending}
          submitLabel="Create from template"
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
