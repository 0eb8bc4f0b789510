import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import type { CourseItem } from '../../../core/schemas/courseItems';
import { PanelSection } from '../../components/PanelSection';
import { ItemDetailsForm } from '../courses/ItemDetailsForm';
import { formatItemWhen } from '../courses/itemDates';
import { teacherListPath } from '../courses/itemRoutes';
import { PublishedBadge } from '../courses/PublishedBadge';
import { StartLectureButton } from '../lectures/StartLectureButton';

/**
 * The teacher's edit page of a consult or team meeting: its heading with "Start the class", the item's fields (the
 * course page's item form), then the page's own panels.
 */
export function MeetingEditFrame({
  item,
  onSaved,
  children,
}: {
  item: CourseItem;
  onSaved: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { labels } = ITEM_KIND_DEFINITIONS[item.kind];
  return (
    <Stack gap="lg" maw={1100}>
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
          </Group>
        </Stack>
        <Group mt="md" gap="xs">
          <StartLectureButton
            courseId={item.courseId}
            lectureId={item._id}
            title={item.title}
            noun={item.kind === 'consult' ? 'consult' : 'meeting'}
          />
          <Button component={Link} to={teacherListPath(item.kind, item.courseId)} variant="light">
            All {labels.many.toLowerCase()}
          </Button>
          <Button component={Link} to={`/editcourse/${encodeURIComponent(item.courseId)}`} variant="light">
            Back to the course
          </Button>
        </Group>
      </Paper>
      <PanelSection title="Details">
        <ItemDetailsForm item={item} reload={() => onSaved()} />
      </PanelSection>
      {children}
    </Stack>
  );
}
