import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { calendarColour } from '../../../core/rules/calendarColour';
import type { CalendarEntry } from '../../../core/schemas/calendar';
import { RouteAnchor } from '../../components/RouteLink';
import { formatItemWhen } from '../courses/itemDates';
import { WorkBadge, WorkTallyLine } from '../courses/WorkBadge';
import { categoryLabel } from './calendarEvents';

/**
 * One entry in a control-panel list: its colour, name (a link to its course page), kind, course and times, and the
 * work on it (issue 37): the student's state, or the teacher's tally.
 */
export function EntryLine({ entry, now, action }: { entry: CalendarEntry; now: number; action?: ReactNode }) {
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start" justify="space-between">
      <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
        <ColorSwatch
          color={calendarColour(entry.category, entry.endTime, now)}
          size={14}
          mt={5}
          withShadow={false}
          aria-hidden="true"
          style={{ flexShrink: 0 }}
        />
        <Stack gap={0} miw={0}>
          <RouteAnchor to={entry.link} fw={500} style={{ overflowWrap: 'anywhere' }}>
            {entry.name}
          </RouteAnchor>
          <Text size="sm" c="dimmed">
            {categoryLabel(entry.category)} · {entry.courseName}
          </Text>
          <Text size="sm" c="dimmed">
            {formatItemWhen(entry.startTime, entry.endTime)}
          </Text>
          {entry.tally && <WorkTallyLine tally={entry.tally} />}
          {entry.work && (
            <Group mt={4}>
              <WorkBadge work={entry.work} />
            </Group>
          )}
        </Stack>
      </Group>
      {action}
    </Group>
  );
}

/** A plain list of entry lines. */
export function EntryList({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Stack component="ul" aria-label={label} gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}
