import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { FormActions } from '../../components/forms/FormActions';
import { serverFieldErrors } from '../../components/forms/serverFieldErrors';
import { toast } from '../../components/toast';
import { CourseFields } from './CourseFields';
import { type CourseFormValues, newCourseValues, validateCourse } from './courseForm';
import { useInvalidateCourse } from './courseQueries';
import { createCourse } from './coursesApi';

/** A new, empty course (POST /api/v1/course/create); the caller opens it once created. */
export function NewCourseForm({
  onCreated,
  onCancel,
}: {
  onCreated: (courseId: string) => void;
  onCancel: () => void;
}) {
  const invalidate = useInvalidateCourse();
  const form = useForm<CourseFormValues>({ initialValues: newCourseValues(), validate: validateCourse });
  const create = useMutation({
    mutationFn: createCourse,
    onSuccess: (reply) => {
      void invalidate();
      toast(`${reply.data.name} is created.`, { tone: 'success' });
      onCreated(reply.data._id);
    },
    onError: (error) => form.setErrors(serverFieldErrors(error)),
  });

  return (
    <form onSubmit={form.onSubmit((values) => create.mutate(values))} noValidate>
      <Stack gap="md">
        <CourseFields form={form} />
        <FormActions
          error={create.error}
          pending={create.isPending}
          submitLabel="Create course"
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
