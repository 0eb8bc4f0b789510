import { Badge, Text } from '@mantine/core';
import type { LiveState } from './useSittingFeed';

const LIVE_LOOK: Record<LiveState['state'], { label: string; color: string }> = {
  joining: { label: 'Connecting…', color: 'gray' },
  live: { label: 'Live', color: 'teal' },
  reconnecting: { label: 'Reconnecting…', color: 'orange' },
  refused: { label: 'Not live', color: 'red' },
};

/** Whether a teacher's page follows the sitting as it happens, said as a status. */
export function LiveBadge({ live }: { live: LiveState }) {
  const look = LIVE_LOOK[live.state];
  return (
    <Text component="span" role="status" size="sm">
      <Badge variant="dot" color={look.color} tt="none" size="lg">
        {look.label}
      </Badge>
    </Text>
  );
}
