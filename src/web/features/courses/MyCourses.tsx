import { Button, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { DashboardIcon } from '../../components/icons';
import { EmptyState, ErrorState } from '../../components/PageStates';
import { useSession } from '../../platform/session';
import { CourseCard } from './CourseCard';
import { coursePagePath } from './courseLinks';
import { useMyCourses } from './courseQueries';

const GRID = { base: 1, xs: 2, lg: 3 };

/** The course cards while they load: three cards of the final size. */
export function CardsSkeleton() {
  return (
    <SimpleGrid cols={GRID} spacing="md" role="status" aria-busy="true" aria-label="Loading your courses">
      {[0, 1, 2].map((key) => (
        <Stack key={key} gap="xs">
          <Skeleton height={120} />
          <Skeleton height={16} width="70%" />
          <Skeleton height={12} width="50%" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** The dashboard's course cards; a teacher (not in student view) also creates courses here. */
export function MyCourses({ userId }: { userId: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const courses = useMyCourses(userId);
  const teaching = session.role === 'teacher';
  // The dialog's forms (date pickers, validation) load on the click, not with the dashboard (issue 13).
  const create = () =>
    void import('./openCreateCourse').then(({ openCreateCourse }) =>
      openCreateCourse({
        userId,
        onCreated: (courseId) => void navigate(`/editcourse/${encodeURIComponent(courseId)}`),
      }),
    );

  return (
    <Stack gap="md">
      {teaching && (
        <Group justify="flex-end">
          <Button onClick={create}>Create course</Button>
        </Group>
      )}
      {courses.isPending ? (
        <CardsSkeleton />
      ) : courses.isError ? (
        <ErrorState error={courses.error} onRetry={() => void courses.refetch()} />
      ) : courses.data.length === 0 ? (
        <EmptyState
          title={teaching ? 'You have no courses yet' : 'You are not enrolled in any course yet'}
          icon={<DashboardIcon />}
        >
          {teaching
            ? 'Create your first course, or start one from a template; then add lectures, tests and students.'
            : 'When a teacher adds you to a course, it appears here with what is on today.'}
        </EmptyState>
      ) : (
        <SimpleGrid cols={GRID} spacing="md">
          {courses.data.map((course) => (
            <CourseCard key={course._id} course={course} to={coursePagePath(session, course._id)} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
