import { Badge, Button, Flex, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AssessmentListLine as Line } from '../../../core/schemas/assessments';
import { RouteButton } from '../../components/RouteLink';
import { ItemHeading } from '../courses/ItemHeading';
import { teacherEditPath } from '../courses/itemRoutes';
import { answerListPath, liveSittingPath } from './assessmentRoutes';
import { sizeText, workText } from './assessmentText';

/**
 * One test or exam in its teacher's list: when it runs and its time limit, live or offline, its questions and
 * marks, the work handed in and still to mark; then its edit page, its answers and, for a live one, its sitting.
 */
export function AssessmentListLine({
  line,
  courseId,
  isFirst,
}: {
  line: Line;
  courseId: string;
  isFirst: boolean;
}) {
  return (
    <Stack
      component="li"
      gap={6}
      py="sm"
      style={isFirst ? undefined : { borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'flex-start' }}
        gap="xs"
      >
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <ItemHeading item={line} />
          <Text size="sm" c="dimmed">
            {sizeText(line)} · {workText(line)}
          </Text>
        </Stack>
        <Group gap={4}>
          <Button
            component={Link}
            to={teacherEditPath(line.kind, courseId, line._id)}
            size="compact-sm"
            variant="subtle"
            aria-label={`Edit ${line.title}`}
          >
            Edit
          </Button>
          <RouteButton
            to={answerListPath(line.kind, courseId, line._id)}
            size="compact-sm"
            variant="subtle"
            aria-label={`Answers to ${line.title}`}
          >
            Answers
          </RouteButton>
          {line.mode === 'live' && (
            <RouteButton
              to={liveSittingPath(line.kind, courseId, line._id)}
              size="compact-sm"
              variant="subtle"
              aria-label={`Open the sitting of ${line.title}`}
            >
              Open the sitting
            </RouteButton>
          )}
        </Group>
      </Flex>
      <Group gap={6}>
        <Badge variant="light" tt="none">
          {line.mode === 'live' ? 'Live' : 'Offline'}
        </Badge>
        {line.startedLive && (
          <Badge variant="dot" color="teal" tt="none">
            Sitting open
          </Badge>
        )}
      </Group>
    </Stack>
  );
}
