import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { CourseworkKind } from '../../../core/contracts/coursework';
import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import { ErrorState } from '../../components/PageStates';
import { PanelSection } from '../../components/PanelSection';
import { RouteButton } from '../../components/RouteLink';
import { useCurrentRoute } from '../../platform/currentRoute';
import { CoursePageSkeleton } from '../courses/CoursePageSkeleton';
import { ItemDetailsForm } from '../courses/ItemDetailsForm';
import { formatItemWhen } from '../courses/itemDates';
import { teacherListPath } from '../courses/itemRoutes';
import { PublishedBadge } from '../courses/PublishedBadge';
import { useCourseChannel } from '../notifications/useCourseChannel';
import { AttachmentsPanel } from './AttachmentsPanel';
import { type CourseworkItem, useCourseworkItem } from './courseworkApi';
import { assessmentListPath, courseworkKindAt, editedItemId, NOT_COURSEWORK_PAGE } from './courseworkRoutes';
import { MarkingForm } from './MarkingForm';
import { ProjectGroupsPanel } from './ProjectGroupsPanel';

function EditHeader({ kind, item }: { kind: CourseworkKind; item: CourseworkItem }) {
  const labels = ITEM_KIND_DEFINITIONS[kind].labels;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap={6}>
        <Text size="sm" c="dimmed">
          {labels.one}
        </Text>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {item.title}
        </Title>
        <Text size="sm">{formatItemWhen(item.startDate, item.endDate)}</Text>
        <Group gap={6}>
          <PublishedBadge active={item.active} />
          <Badge variant="default" tt="none">
            {item.rubric ? `Rubric, out of ${item.maxMark}` : `Out of ${item.maxMark}`}
          </Badge>
        </Group>
      </Stack>
      <Group mt="md" gap="xs">
        <RouteButton to={assessmentListPath(kind, item.courseId, item._id)}>Submissions</RouteButton>
        <Button component={Link} to={teacherListPath(kind, item.courseId)} variant="light">
          All {labels.many.toLowerCase()}
        </Button>
        <Button component={Link} to={`/editcourse/${encodeURIComponent(item.courseId)}`} variant="light">
          Back to the course
        </Button>
      </Group>
    </Paper>
  );
}

function CourseworkEditor({
  kind,
  courseId,
  itemId,
}: {
  kind: CourseworkKind;
  courseId: string;
  itemId: string;
}) {
  const query = useCourseworkItem(kind, courseId, itemId);
  useCourseChannel(courseId);
  const label = ITEM_KIND_DEFINITIONS[kind].labels.one.toLowerCase();

  if (query.isPending) return <CoursePageSkeleton sections={3} />;
  if (query.isError) {
    return (
      <ErrorState
        title={`This ${label} could not be opened`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const item = query.data;
  return (
    <Stack gap="lg" maw={1100}>
      <EditHeader kind={kind} item={item} />
      <PanelSection title="Details">
        <ItemDetailsForm item={item} reload={() => query.refetch()} />
      </PanelSection>
      <PanelSection title="Marking">
        <MarkingForm kind={kind} item={item} />
      </PanelSection>
      <PanelSection title="Files for students">
        <AttachmentsPanel kind={kind} item={item} />
      </PanelSection>
      {kind === 'project' && (
        <PanelSection title="Groups">
          <ProjectGroupsPanel item={item} refetch={query.refetch} />
        </PanelSection>
      )}
    </Stack>
  );
}

/**
 * /editassignment, /editproject and /editlab (teacher, SPEC §2, issue 14): the item's details, its marking (mark,
 * late work, rubric), the files given with it, a project's groups, and the way to its submissions.
 */
export default function CourseworkEditPage() {
  const { route, params } = useCurrentRoute();
  const kind = courseworkKindAt(route.pattern);
  if (!kind)
    return <ErrorState title="This page could not be opened" error={new Error(NOT_COURSEWORK_PAGE)} />;
  return (
    <CourseworkEditor kind={kind} courseId={params.courseId ?? ''} itemId={editedItemId(kind, params)} />
  );
}
