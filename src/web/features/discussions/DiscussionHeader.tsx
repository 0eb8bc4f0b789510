import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { countOf } from '../courses/courseVisuals';
import { formatItemWhen } from '../courses/itemDates';
import { PublishedBadge } from '../courses/PublishedBadge';
import type { DiscussionItem } from './discussionsApi';

/** A discussion's title, times and state on top of each of its pages, with the page's own buttons. */
export function DiscussionHeader({
  discussion,
  showPublished = true,
  children,
}: {
  discussion: DiscussionItem;
  showPublished?: boolean;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap={6}>
        <Text size="sm" c="dimmed">
          Discussion
        </Text>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {discussion.title}
        </Title>
        <Text size="sm">{formatItemWhen(discussion.startDate, discussion.endDate)}</Text>
        <Group gap={6}>
          {discussion.openAttendance && (
            <Badge color="teal.9" variant="filled" tt="none">
              Live now
            </Badge>
          )}
          <Badge variant="default" tt="none">
            {countOf(discussion.commentCount, 'comment')}
          </Badge>
          {showPublished && <PublishedBadge active={discussion.active} />}
        </Group>
      </Stack>
      {children && (
        <Group mt="md" gap="xs">
          {children}
        </Group>
      )}
    </Paper>
  );
}
