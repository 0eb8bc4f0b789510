import { Badge, Text } from '@mantine/core';
import type { WorkStatus, WorkTally } from '../../../core/schemas/workStatus';
import { workStatusText, workTallyText } from './workText';

// The words carry the state; the colour only repeats them. Shade 9 keeps outline text above 4.5:1 on white (blue,
// teal, red), and a released mark is white on teal.9 (5:1). Orange.9 is 4.3:1, so late work keeps its orange edge
// with dark words (`c`).
const LOOK: Record<WorkStatus['state'], { color: string; variant: 'outline' | 'filled'; c?: string }> = {
  notStarted: { color: 'dark', variant: 'outline' },
  inProgress: { color: 'blue.9', variant: 'outline' },
  handedIn: { color: 'teal.9', variant: 'outline' },
  late: { color: 'orange.9', variant: 'outline', c: 'dark.7' },
  marked: { color: 'teal.9', variant: 'filled' },
  missed: { color: 'red.9', variant: 'outline' },
  notReady: { color: 'gray.8', variant: 'outline' },
};

/** The student's state on an item, as a badge with words (issue 37). */
export function WorkBadge({ work }: { work: WorkStatus }) {
  return (
    <Badge {...LOOK[work.state]} tt="none" style={{ flexShrink: 0 }}>
      {workStatusText(work)}
    </Badge>
  );
}

/** A teacher's line on an item's work: how much is handed in and waits for a mark (issue 37). */
export function WorkTallyLine({ tally }: { tally: WorkTally }) {
  return (
    <Text size="sm" fw={500}>
      {workTallyText(tally)}
    </Text>
  );
}
