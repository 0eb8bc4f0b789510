import { Badge, Text } from '@mantine/core';
import classes from './LiveBadge.module.css';
import type { LiveState } from './useSittingFeed';

const LIVE_LOOK: Record<LiveState['state'], { label: string; color: string }> = {
  joining: { label: 'Connecting…', color: 'gray' },
  live: { label: 'Live', color: 'teal' },
  reconnecting: { label: 'Reconnecting…', color: 'orange' },
  refused: { label: 'Not live', color: 'red' },
};

const WIDEST_LABEL = Object.values(LIVE_LOOK)
  .map((look) => look.label)
  .reduce((widest, label) => (label.length > widest.length ? label : widest));

/**
 * Whether a teacher's page follows the sitting as it happens, said as a status. The badge keeps the width of its
 * widest label (issue 40: "Connecting…" to "Live" re-wrapped the answer list's buttons and moved the list 48 px).
 */
export function LiveBadge({ live }: { live: LiveState }) {
  const look = LIVE_LOOK[live.state];
  return (
    <Text component="span" role="status" size="sm">
      <Badge variant="dot" color={look.color} tt="none" size="lg">
        <span className={classes.label} data-widest={WIDEST_LABEL}>
          <span>{look.label}</span>
        </span>
      </Badge>
    </Text>
  );
}
