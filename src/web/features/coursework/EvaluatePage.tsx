import { Badge, Card, Group, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import type { MarkingLine } from '../../../core/schemas/coursework';
import { EmptyState, ErrorState } from '../../components/PageStates';
import { RouteHeading } from '../../components/RouteHeading';
import { RouteButton } from '../../components/RouteLink';
import { useCurrentRoute } from '../../platform/currentRoute';
import { useSession } from '../../platform/session';
import { formatDateTime } from '../courses/itemDates';
import { assessmentListPath } from './courseworkRoutes';
import { EvaluateNav } from './EvaluateNav';
import { kindOfEvaluatePage, markingLinesShown, markingSummary } from './marking';
import { useMarkingOverview } from './submissionsApi';

function MarkingCard({ line }: { line: MarkingLine }) {
  const { item } = line;
  return (
    <Card component="li" withBorder padding="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {item.title}
            </Text>
            <Badge variant="outline" color="dark" tt="none">
              {ITEM_KIND_DEFINITIONS[item.kind].labels.one}
            </Badge>
            {line.toGrade > 0 && (
              <Badge variant="dot" color="teal" tt="none">
                {line.toGrade} to grade
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {item.courseName} · due {formatDateTime(item.endDate)}
          </Text>
          <Text size="sm">{markingSummary(line)}</Text>
        </Stack>
        <RouteButton
          to={assessmentListPath(item.kind, item.courseId, item._id)}
          variant={line.toGrade > 0 ? 'filled' : 'light'}
          aria-label={`Submissions of ${item.title}`}
        >
          Submissions
        </RouteButton>
      </Group>
    </Card>
  );
}

/**
 * /evaluate, /evaluate/assignment and /evaluate/project (teacher, SPEC §2; issue 14): the assignments, projects and
 * labs of every course the teacher teaches, latest deadline first, with what waits to be graded and a way to it.
 */
export default function EvaluatePage() {
  const { route } = useCurrentRoute();
  const kind = kindOfEvaluatePage(route.pattern);
  const { userId } = useSession();
  const overview = useMarkingOverview(userId ?? '');
  const [waitingOnly, setWaitingOnly] = useState(false);

  const filters = (
    <>
      <RouteHeading />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <EvaluateNav current={route.pattern} />
        <Switch
          label="Only work waiting to be graded"
          checked={waitingOnly}
          onChange={(event) => setWaitingOnly(event.currentTarget.checked)}
        />
      </Group>
    </>
  );

  if (overview.isPending)
    return (
      <Stack gap="md" maw={1000}>
        {filters}
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} height={96} radius="md" />
        ))}
      </Stack>
    );
  if (overview.isError)
    return (
      <Stack gap="md" maw={1000}>
        {filters}
        <ErrorState
          title="Your marking could not be loaded"
          error={overview.error}
          onRetry={() => void overview.refetch()}
        />
      </Stack>
    );
  const lines = markingLinesShown(overview.data, kind, waitingOnly);
  return (
    <Stack gap="md" maw={1000}>
      {filters}
      {lines.length === 0 ? (
        <EmptyState title={waitingOnly ? 'Nothing waits to be graded' : 'No work to mark yet'}>
          {waitingOnly
            ? 'Work your students hand in appears here until you have graded it.'
            : 'The assignments, projects and labs of the courses you teach appear here, with the work handed in.'}
        </EmptyState>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {lines.map((line) => (
            <MarkingCard key={line.item._id} line={line} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
