import { Group, Stack, Text } from '@mantine/core';
import { closesAt } from '../../../core/rules/buttonState';
import { ownEndDate } from '../../../core/rules/courseworkDeadline';
import type { CourseItem } from '../../../core/schemas/courseItems';
import { RichText } from '../../components/RichText';
import { ItemHeading } from '../courses/ItemHeading';
import { formatDateTime } from '../courses/itemDates';
import { WorkBadge } from '../courses/WorkBadge';
import { ItemOpenButton } from './ItemOpenButton';

/** About three lines of an item's description show at first; the rest unfolds. */
const DESCRIPTION_FOLD_PX = 64;

/** A hint under the button: when it opens, until when it is open, or the student's own extended deadline. */
function timingHint(item: CourseItem, now: number): string | null {
  if (now < Date.parse(item.startDate)) return `Opens ${formatDateTime(item.startDate)}`;
  if (item.extendedTo) return `Your deadline was extended to ${formatDateTime(item.extendedTo)}`;
  if (now >= closesAt({ ...item, endDate: ownEndDate(item) })) return null;
  return item.kind === 'discussion' && now >= Date.parse(item.endDate)
    ? `Open until ${formatDateTime(closesAt(item))}`
    : null;
}

/** One item on the student's course page: what and when, their state on it (issue 37), and the SPEC §4 button. */
export function StudentItemRow({ item, now, isFirst }: { item: CourseItem; now: number; isFirst: boolean }) {
  const hint = timingHint(item, now);
  return (
    <Group
      component="li"
      justify="space-between"
      align="flex-start"
      gap="sm"
      py="sm"
      style={isFirst ? undefined : { borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      {/* The item keeps 14rem beside its actions; wider actions (a meeting's answer and Join) go below it. */}
      <Stack gap={2} miw={0} style={{ flex: '1 1 14rem' }}>
        <ItemHeading item={item} />
        {item.description && (
          <RichText
            html={item.description}
            label={`the description of ${item.title}`}
            foldAt={DESCRIPTION_FOLD_PX}
            fz="sm"
          />
        )}
        {hint && (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </Stack>
      <Group gap="xs" wrap="nowrap">
        {item.work && <WorkBadge work={item.work} />}
        <ItemOpenButton item={item} now={now} />
      </Group>
    </Group>
  );
}
