import { Select, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '../../components/PageStates';
import { useSession } from '../../platform/session';
import { askedCourse } from './askedCourse';
import { useMyCourses } from './courseQueries';

export interface Picked {
  courseId: string;
  courseName: string;
  /** The course select, for the report to lay out beside its own buttons. */
  picker: ReactNode;
}

/**
 * A teacher's report on one of their courses, picked in a select. The course lives in the address (?courseId=), so
 * a course's page opens the report on itself and a reload keeps it; a course the teacher does not teach falls back
 * to their first. Shows where the course list stands until a course is picked.
 */
export function PickedCourse({
  noCourses,
  children,
}: {
  /** What the report will show once the teacher teaches a course. */
  noCourses: string;
  children: (picked: Picked) => ReactNode;
}) {
  const { userId } = useSession();
  const courses = useMyCourses(userId ?? '');
  const [search, setSearch] = useSearchParams();
  const asked = search.get('courseId');
  const pick = (value: string | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('courseId', value);
        return next;
      },
      { replace: true },
    );

  if (courses.isPending) return <Skeleton h={200} />;
  if (courses.isError)
    return (
      <ErrorState
        title="Your courses could not be read"
        error={courses.error}
        onRetry={() => courses.refetch()}
      />
    );
  const course = askedCourse(courses.data, asked);
  if (!course) return <EmptyState title="No courses yet">{noCourses}</EmptyState>;
  const picker = (
    <Select
      label="Course"
      data={courses.data.map((mine) => ({ value: mine._id, label: mine.name }))}
      value={course._id}
      onChange={pick}
      allowDeselect={false}
      w={{ base: '100%', sm: 360 }}
    />
  );
  return children({ courseId: course._id, courseName: course.name, picker });
}
