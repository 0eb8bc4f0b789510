import { Divider, Skeleton, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { ErrorState } from '../../components/PageStates';
import { useCourseDetail } from '../courses/courseQueries';
import type { CourseworkItem } from './courseworkApi';
import { GroupRulesForm } from './GroupRulesForm';
import { GroupsEditor } from './GroupsEditor';

/**
 * "Groups" of a project (issue 14): how they are formed, then the groups themselves with the course's students to
 * put in them.
 */
export function ProjectGroupsPanel({
  item,
  refetch,
}: {
  item: CourseworkItem;
  refetch: () => Promise<unknown>;
}) {
  const course = useCourseDetail(item.courseId);
  // The editor starts again from the groups read back after a save, so new groups carry their ids.
  const [savedVersion, setSavedVersion] = useState(0);

  return (
    <Stack gap="lg">
      <GroupRulesForm item={item} />
      <Divider />
      <Title order={3} size="h5">
        The groups
      </Title>
      {course.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading the students">
          <Skeleton height={88} />
          <Skeleton height={88} />
        </Stack>
      ) : course.isError ? (
        <ErrorState
          title="The course's students could not be loaded"
          error={course.error}
          onRetry={() => void course.refetch()}
        />
      ) : (
        <GroupsEditor
          key={savedVersion}
          item={item}
          students={course.data.students}
          onSaved={() => void refetch().then(() => setSavedVersion((version) => version + 1))}
        />
      )}
    </Stack>
  );
}
