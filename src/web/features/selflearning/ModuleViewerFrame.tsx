import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ModuleSummary, ProgressLine } from '../../../core/schemas/selfLearning';
import { unitViewPath } from './selfLearningPaths';
import { STANDING_BADGES } from './standingBadges';

/**
 * The frame of a module's viewer (issue 39): the module's title, whether it is complete, what completes it and how
 * far the student is (`status`), and the way back to the unit; the viewer itself below.
 */
export function ModuleViewerFrame({
  place,
  module,
  line,
  status,
  children,
}: {
  place: { courseId: string; selflearningId: string };
  module: ModuleSummary;
  line: ProgressLine;
  status: ReactNode;
  children: ReactNode;
}) {
  const complete = line.state === 'complete';
  const badge = complete ? STANDING_BADGES.complete : STANDING_BADGES.started;
  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {module.title}
          </Title>
          <Group gap="xs">
            <Badge color={badge.color} variant={badge.variant} data-testid="module-state">
              {badge.text}
            </Badge>
          </Group>
        </Stack>
        <Button
          component={Link}
          to={unitViewPath(place.courseId, place.selflearningId, line.statusId)}
          variant={complete ? 'filled' : 'light'}
        >
          Back to the unit
        </Button>
      </Group>
      <Text size="sm" aria-live="polite" component="div">
        {status}
      </Text>
      {children}
    </Stack>
  );
}
