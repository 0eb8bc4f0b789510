import { Badge, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import type { MyMarkLine } from '../../../core/schemas/coursework';
import { EmptyState, ErrorState } from '../../components/PageStates';
import { RouteHeading } from '../../components/RouteHeading';
import { RouteButton } from '../../components/RouteLink';
import { useSession } from '../../platform/session';
import { formatDateTime } from '../courses/itemDates';
import { studentItemPath } from '../courses/itemRoutes';
import { studentStateLook } from './submissionState';
import { useMyMarks } from './submissionsApi';

function MarkCard({ line }: { line: MyMarkLine }) {
  const { item } = line;
  const { state, late } = line;
  const look = studentStateLook(state === 'notStarted' ? null : { state, late });
  const page = studentItemPath(item.kind, item.courseId, item._id);
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
            <Badge variant="dot" color={look.color} tt="none">
              {look.label}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {item.courseName} · due {formatDateTime(item.endDate)}
          </Text>
        </Stack>
        <Group gap="sm" wrap="nowrap">
          {line.mark !== null && (
            <Text fw={700} size="lg" aria-label={`Mark: ${line.mark} out of ${line.maxMark}`}>
              {line.mark} / {line.maxMark}
            </Text>
          )}
          {page && (
            <RouteButton to={page} variant="light" aria-label={`Open ${item.title}`}>
              Open
            </RouteButton>
          )}
        </Group>
      </Group>
    </Card>
  );
}

/** The student's marks, or where they stand while they load or could not be read. */
function MyMarksList() {
  const { userId } = useSession();
  const marks = useMyMarks(userId ?? '');
  if (marks.isPending)
    return (
      <Stack gap="sm" maw={1000}>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} height={80} radius="md" />
        ))}
      </Stack>
    );
  if (marks.isError)
    return (
      <ErrorState
        title="Your marks could not be loaded"
        error={marks.error}
        onRetry={() => void marks.refetch()}
      />
    );
  if (marks.data.length === 0)
    return (
      <EmptyState title="No assignments yet">
        The assignments, projects and labs of your courses appear here, with your marks once your teachers
        release them.
      </EmptyState>
    );
  return (
    <Stack component="ul" gap="sm" p={0} m={0} maw={1000} style={{ listStyle: 'none' }}>
      {marks.data.map((line) => (
        <MarkCard key={line.item._id} line={line} />
      ))}
    </Stack>
  );
}

/**
 * /evaluate_student (student, SPEC §2; issue 14): the student's own work in every assignment, project and lab they
 * see, latest deadline first: where it stands, and the mark once the teacher releases it.
 */
export default function MyMarksPage() {
  return (
    <Stack gap="md" maw={1000}>
      <RouteHeading />
      <MyMarksList />
    </Stack>
  );
}
