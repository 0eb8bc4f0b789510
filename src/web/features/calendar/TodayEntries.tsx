import { Stack, Text } from '@mantine/core';
import { formatLongDate } from '../../../core/rules/dateFormat';
import { todayList } from '../../../core/rules/todayList';
import type { CalendarEntry } from '../../../core/schemas/calendar';
import { EntryButton } from './EntryButton';
import { EntryLine, EntryList } from './EntryLine';

/**
 * SPEC §4 today's list: items starting today, and assignments, discussions, projects and labs while today lies
 * between their dates, each with its SPEC §4 button. An empty day shows just today's date ('MMM DD, YYYY').
 */
export function TodayEntries({ entries, now }: { entries: readonly CalendarEntry[]; now: number }) {
  const today = todayList(entries, now);
  return (
    <Stack gap="sm">
      <Text fw={600} component="p" m={0}>
        {formatLongDate(now)}
      </Text>
      {today.length > 0 && (
        <EntryList label="Today's items">
          {today.map((entry) => (
            <EntryLine
              key={entry._id}
              entry={entry}
              now={now}
              action={<EntryButton entry={entry} now={now} />}
            />
          ))}
        </EntryList>
      )}
    </Stack>
  );
}
