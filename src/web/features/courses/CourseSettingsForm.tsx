import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import type { CourseSummary } from '../../../core/schemas/courses';
import { serverFieldErrors } from '../../components/forms/serverFieldErrors';
import { errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { CourseFields } from './CourseFields';
import { type CourseFormValues, courseValuesOf, validateCourse } from './courseForm';
import { useInvalidateCourse } from './courseQueries';
import { updateCourse } from './coursesApi';

/** The course's own fields (POST /api/v1/course/update). */
export function CourseSettingsForm({ course }: { course: CourseSummary }) {
  const invalidate = useInvalidateCourse();
  const form = useForm<CourseFormValues>({ initialValues: courseValuesOf(course), validate: validateCourse });
  const save = useMutation({
    mutationFn: (values: CourseFormValues) => updateCourse({ courseId: course._id, ...values }),
    onSuccess: (reply) => {
      form.resetDirty(courseValuesOf(reply.data));
      toast('The course is saved.', { tone: 'success' });
      return invalidate(course._id);
    },
    onError: (error) => form.setErrors(serverFieldErrors(error)),
  });

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="md">
        <CourseFields form={form} />
        {save.isError && (
          <Alert color="red" role="alert">
            {errorMessage(save.error)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            Save course
          </Button>
          {form.isDirty() && (
            <Button variant="default" onClick={() => form.reset()}>
              Undo changes
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
