import { Text } from '@mantine/core';
import { formatDuration } from '../../../core/rules/duration';
import type { CourseItem } from '../../../core/schemas/courseItems';
import { formatItemWhen } from './itemDates';

/** An item's title, then when it runs and for how long, as every item list shows them. */
export function ItemHeading({
  item,
}: {
  item: Pick<CourseItem, 'title' | 'startDate' | 'endDate' | 'duration'>;
}) {
  return (
    <>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {item.title}
      </Text>
      <Text size="sm">
        {formatItemWhen(item.startDate, item.endDate)}
        {item.duration !== null && ` · ${formatDuration(item.duration)}`}
      </Text>
    </>
  );
}
