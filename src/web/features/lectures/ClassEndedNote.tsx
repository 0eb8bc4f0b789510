import { Text } from '@mantine/core';
import { formatDateTime, formatItemWhen } from '../courses/itemDates';

/**
 * What a person is told once a class has ended (issue 37), on the wait page and in the class alike: when it ended,
 * and the item's scheduled time when that is still to come (a class held early).
 */
export function ClassEndedNote({
  endedAt,
  item,
}: {
  endedAt: string | null;
  item: { startDate: string; endDate: string };
}) {
  const laterSchedule = endedAt !== null && new Date(item.startDate).getTime() > new Date(endedAt).getTime();
  return (
    <>
      {endedAt && <Text size="sm">It ended on {formatDateTime(endedAt)}.</Text>}
      {laterSchedule && (
        <Text size="sm">
          It is still on the timetable for {formatItemWhen(item.startDate, item.endDate)}.
        </Text>
      )}
    </>
  );
}
