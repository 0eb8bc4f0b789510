import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { AssessmentKind } from '../../../core/itemKinds';
import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import { formatDuration } from '../../../core/rules/duration';
import { RouteButton } from '../../components/RouteLink';
import { formatItemWhen } from '../courses/itemDates';
import { teacherListPath } from '../courses/itemRoutes';
import { PublishedBadge } from '../courses/PublishedBadge';
import { answerListPath, liveSittingPath } from './assessmentRoutes';
import type { AssessmentItem } from './assessmentsApi';
import { sizeText } from './assessmentText';

/** The head of a test's or an exam's edit page: what it is, when, how it is sat, its size, and where to go next. */
export function AssessmentEditHeader({ kind, item }: { kind: AssessmentKind; item: AssessmentItem }) {
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
        <Text size="sm">
          {formatItemWhen(item.startDate, item.endDate)}
          {item.duration !== null && ` · time limit ${formatDuration(item.duration)}`}
        </Text>
        <Group gap={6}>
          <PublishedBadge active={item.active} />
          <Badge variant="light" tt="none">
            {item.mode === 'live' ? 'Live' : 'Offline'}
          </Badge>
          <Badge variant="default" tt="none">
            {sizeText(item)}
          </Badge>
        </Group>
      </Stack>
      <Group mt="md" gap="xs">
        <RouteButton to={answerListPath(kind, item.courseId, item._id)}>Answers</RouteButton>
        {item.mode === 'live' && (
          <RouteButton to={liveSittingPath(kind, item.courseId, item._id)} variant="light">
            Open the sitting
          </RouteButton>
        )}
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
