import { Alert, Group, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { formatDateTime } from '../courses/itemDates';
import {
  type ClockAnchor,
  type ClockStage,
  clockStage,
  formatClock,
  remainingMs,
  spokenClock,
  stageWarning,
} from './sittingClock';

/** How often the clock is read again: twice a second, so a second is never skipped on screen. */
const TICK_MS = 500;

const STAGE_COLOUR: Record<ClockStage, string | undefined> = {
  calm: undefined,
  fiveMinutes: 'orange.9',
  oneMinute: 'red.8',
  over: 'red.8',
};

/** The time left now, read again every tick. */
function useRemaining(anchor: ClockAnchor): number {
  const [left, setLeft] = useState(() => remainingMs(anchor, performance.now()));
  useEffect(() => {
    const read = () => setLeft(remainingMs(anchor, performance.now()));
    read();
    const timer = setInterval(read, TICK_MS);
    return () => clearInterval(timer);
  }, [anchor]);
  return left;
}

/**
 * The sitting's clock (issue 15), from the server's deadline. Live: the time left in minutes and seconds, turning
 * orange at 5 minutes and red at 1, with a warning said once at each. Offline: when the window closes. Either way
 * the page hears of each change of stage, so it stops taking answers at zero.
 */
export function SittingClock({
  anchor,
  countdown,
  onStage,
}: {
  anchor: ClockAnchor;
  /** False offline: the end of the window is shown instead of a countdown. */
  countdown: boolean;
  onStage: (stage: ClockStage) => void;
}) {
  const left = useRemaining(anchor);
  const stage = clockStage(left);
  const onStageRef = useRef(onStage);
  onStageRef.current = onStage;
  useEffect(() => onStageRef.current(stage), [stage]);

  if (!countdown)
    return (
      <Text size="sm" fw={500} c={stage === 'over' ? 'red.8' : undefined}>
        {stage === 'over' ? 'The window has closed' : `Hand in by ${formatDateTime(anchor.deadlineAt)}`}
      </Text>
    );
  const warning = stageWarning(stage);
  return (
    <>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" c="dimmed" component="span">
          Time left
        </Text>
        <Text
          role="timer"
          aria-label={spokenClock(left)}
          fz="xl"
          fw={700}
          ff="monospace"
          c={STAGE_COLOUR[stage]}
          component="span"
        >
          {formatClock(left)}
        </Text>
      </Group>
      {warning && (
        <Alert color={stage === 'fiveMinutes' ? 'orange' : 'red'} role="alert" p="xs" w="100%">
          {warning}
        </Alert>
      )}
    </>
  );
}
