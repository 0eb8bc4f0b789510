import { Button, Group, MultiSelect } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { STATISTICS } from '../../../core/constants';
import { useSession } from '../../platform/session';
import { useMyCourses } from '../courses/courseQueries';
import { coursesStatisticsPath } from './statisticLinks';

/** Picks other courses the teacher teaches to compare this one with, on /statistic/{courseIds}. */
export function CompareCourses({ courseId }: { courseId: string }) {
  const { userId } = useSession();
  const courses = useMyCourses(userId ?? '');
  const navigate = useNavigate();
  const [picked, setPicked] = useState<string[]>([]);
  const taught = (courses.data ?? []).filter(
    (course) => course._id !== courseId && !course.isTemplate && course.myRole !== 'student',
  );
  if (!taught.length) return null;
  return (
    <Group gap="xs" align="flex-end">
      <MultiSelect
        label="Compare with"
        placeholder="Courses"
        data={taught.map((course) => ({ value: course._id, label: course.name }))}
        value={picked}
        onChange={setPicked}
        maxValues={STATISTICS.maxCourses - 1}
        searchable
        w={{ base: '100%', sm: 280 }}
      />
      <Button
        variant="light"
        disabled={!picked.length}
        onClick={() => navigate(coursesStatisticsPath([courseId, ...picked]))}
      >
        Compare
      </Button>
    </Group>
  );
}
