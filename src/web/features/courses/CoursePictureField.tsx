import { Box, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import type { CourseSummary } from '../../../core/schemas/courses';
import { confirm } from '../../components/ConfirmDialog';
import { errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { CourseImage } from './CourseImage';
import { COURSE_PICTURE_MAX_SIDE, coursePictureDataUrl } from './coursePicture';
import { useInvalidateCourse } from './courseQueries';
import { setCourseImage } from './coursesApi';

const PICTURE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/** Picks a picture, scales it in the browser (at most 1024 px, JPEG) and sends it; or removes it. */
export function CoursePictureField({ course }: { course: CourseSummary }) {
  const invalidate = useInvalidateCourse();
  // Lets the same file be chosen again after a failure.
  const resetPicker = useRef<() => void>(null);
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const outcome = await coursePictureDataUrl(file);
      if (outcome.kind === 'tooLarge') throw new Error('This picture is too large. Choose a smaller one.');
      if (outcome.kind === 'unreadable') throw new Error('This file could not be read as a picture.');
      return setCourseImage(course._id, outcome.src);
    },
    onSuccess: () => toast('The course picture is saved.', { tone: 'success' }),
    onSettled: () => {
      resetPicker.current?.();
      return invalidate(course._id);
    },
    onError: (error) => toast(errorMessage(error), { tone: 'error' }),
  });
  const remove = useMutation({
    mutationFn: () => setCourseImage(course._id, ''),
    onSuccess: () => toast('The course picture is removed.', { tone: 'success' }),
    onSettled: () => invalidate(course._id),
    onError: (error) => toast(errorMessage(error), { tone: 'error' }),
  });
  const askRemove = async () => {
    const answer = await confirm({
      title: 'Remove the course picture?',
      message: 'The course card will show the course initials instead.',
      confirmLabel: 'Remove picture',
      danger: true,
    });
    if (answer.code === 0) remove.mutate();
  };
  const busy = upload.isPending || remove.isPending;

  return (
    <Stack gap="sm">
      <Box maw={360}>
        <CourseImage course={course} height={160} radius="md" />
      </Box>
      <Text size="sm" c="dimmed">
        A JPEG, PNG, WebP or GIF picture. It is scaled to {COURSE_PICTURE_MAX_SIDE} px on its longest side
        before it is sent.
      </Text>
      <Group gap="xs">
        <FileButton
          onChange={(file) => file && upload.mutate(file)}
          accept={PICTURE_TYPES}
          resetRef={resetPicker}
        >
          {(props) => (
            <Button {...props} variant="light" loading={upload.isPending} disabled={busy}>
              {course.image ? 'Change picture' : 'Choose a picture'}
            </Button>
          )}
        </FileButton>
        {course.image && (
          <Button
            variant="subtle"
            color="red.9"
            // Mantine caps a subtle button's text at shade 6 (3.3:1 on white); c keeps the readable shade.
            c="red.9"
            onClick={() => void askRemove()}
            loading={remove.isPending}
            disabled={busy}
          >
            Remove picture
          </Button>
        )}
      </Group>
    </Stack>
  );
}
