import { Badge, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import { personName } from '../../../core/rules/personName';
import type { FeedbackLine } from '../../../core/schemas/coursework';
import { EmptyState, ErrorState } from '../../components/PageStates';
import { RichText } from '../../components/RichText';
import { RouteHeading } from '../../components/RouteHeading';
import { RouteButton } from '../../components/RouteLink';
import { useSession } from '../../platform/session';
import { formatDateTime } from '../courses/itemDates';
import { gradingPath } from './courseworkRoutes';
import { useFeedbackList } from './submissionsApi';

function FeedbackCard({ line }: { line: FeedbackLine }) {
  const { item } = line;
  return (
    <Card component="li" withBorder padding="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {line.who} · {item.title}
              </Text>
              <Badge variant="outline" color="dark" tt="none">
                {ITEM_KIND_DEFINITIONS[item.kind].labels.one}
              </Badge>
              <Badge variant="dot" color={line.released ? 'grape' : 'blue'} tt="none">
                {line.released ? 'Released' : 'Not released yet'}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {item.courseName} · marked {formatDateTime(line.gradedAt)} by {personName(line.gradedBy)}
            </Text>
          </Stack>
          <Group gap="sm" wrap="nowrap">
            <Text fw={700} aria-label={`Mark: ${line.mark} out of ${line.maxMark}`}>
              {line.mark} / {line.maxMark}
            </Text>
            <RouteButton
              to={gradingPath(item.kind, item.courseId, item._id, line.assessmentId)}
              variant="light"
              aria-label={`Open the work of ${line.who}: ${item.title}`}
            >
              Open
            </RouteButton>
          </Group>
        </Group>
        {line.feedback ? (
          <RichText html={line.feedback} label={`feedback to ${line.who}`} foldAt={160} />
        ) : (
          <Text size="sm" c="dimmed">
            No written feedback.
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** The marked work, or where it stands while it loads or could not be read. */
function FeedbackList() {
  const { userId } = useSession();
  const list = useFeedbackList(userId ?? '');
  if (list.isPending)
    return (
      <Stack gap="sm" maw={1000}>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} height={120} radius="md" />
        ))}
      </Stack>
    );
  if (list.isError)
    return (
      <ErrorState
        title="The feedback could not be loaded"
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  if (list.data.length === 0)
    return (
      <EmptyState title="No feedback yet">
        When you or a co-teacher mark work handed in for an assignment, project or lab, the mark and the
        feedback written on it appear here.
      </EmptyState>
    );
  return (
    <Stack component="ul" gap="sm" p={0} m={0} maw={1000} style={{ listStyle: 'none' }}>
      {list.data.map((line) => (
        <FeedbackCard key={line.assessmentId} line={line} />
      ))}
    </Stack>
  );
}

/**
 * /feedback (teacher, SPEC §2; issue 14): the work marked in the courses the teacher teaches, most recently marked
 * first, with the feedback written on it and whether the students have it yet, each leading back to its grading.
 */
export default function FeedbackPage() {
  return (
    <Stack gap="md" maw={1000}>
      <RouteHeading />
      <FeedbackList />
    </Stack>
  );
}
