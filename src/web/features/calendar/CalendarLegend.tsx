import { ColorSwatch, Group, Text } from '@mantine/core';
import { LEGEND } from './calendarEvents';

/** SPEC §4 calendar colours, named, so the colours on the calendar can be read. */
export function CalendarLegend() {
  return (
    <Group component="ul" aria-label="Colour legend" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
      {LEGEND.map((row) => (
        <Group component="li" key={row.label} gap={6} wrap="nowrap">
          <ColorSwatch color={row.colour} size={14} withShadow={false} aria-hidden="true" />
          <Text size="sm">{row.label}</Text>
        </Group>
      ))}
    </Group>
  );
}
