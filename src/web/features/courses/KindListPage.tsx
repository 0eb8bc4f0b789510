import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ItemKind } from '../../../core/itemKinds';
import type { CourseItem } from '../../../core/schemas/courseItems';
import { ErrorState } from '../../components/PageStates';
import { useSession } from '../../platform/session';
import { useCourseChannel } from '../notifications/useCourseChannel';
import { CourseHeader } from './CourseHeader';
import { CoursePageSkeleton } from './CoursePageSkeleton';
import { itemsByKind } from './courseItemsView';
import { useCourseView } from './courseQueries';
import { KindItemsSection } from './KindItemsSection';
import { useNow } from './useNow';

/**
 * The teacher's list of one kind of item in a course (/listlecture, /listassignment, /listdiscussion,
 * /listconsults ...): each item with its edit page and the page's own actions, and "Add …" (the course page's item
 * form); `headerActions` go beside "Back to the course", and `before` between the header and the list.
 */
export function KindListPage({
  courseId,
  kind,
  itemActions,
  headerActions,
  before,
}: {
  courseId: string;
  kind: ItemKind;
  itemActions: (item: CourseItem) => ReactNode;
  headerActions?: ReactNode;
  before?: ReactNode;
}) {
  const { userId } = useSession();
  const view = useCourseView(courseId, userId ?? '');
  const now = useNow();
  useCourseChannel(courseId, view.data?.items);

  if (view.isPending) return <CoursePageSkeleton sections={1} />;
  if (view.isError) {
    return (
      <ErrorState
        title="This course could not be opened"
        error={view.error}
        onRetry={() => void view.refetch()}
      />
    );
  }
  const course = view.data;
  const items = itemsByKind(course.items).find((entry) => entry.kind === kind)?.items ?? [];
  return (
    <Stack gap="lg" maw={1100}>
      <CourseHeader
        course={course}
        actions={
          <Group gap="xs">
            {headerActions}
            <Button component={Link} to={`/editcourse/${encodeURIComponent(course._id)}`} variant="light">
              Back to the course
            </Button>
          </Group>
        }
      />
      {before}
      <KindItemsSection course={course} kind={kind} items={items} now={now} itemActions={itemActions} />
    </Stack>
  );
}
