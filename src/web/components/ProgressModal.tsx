import { Center, Modal, RingProgress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { PROGRESS_CLOSE_DELAY_MS, PROGRESS_TICK_MS } from '../../core/constants';
import { progressAfter } from '../../core/rules/progressCount';

export interface ProgressModalProps {
  /** Showing starts the count; hiding resets it and closes the modal 500 ms later (SPEC §4). */
  opened: boolean;
  /** How many seconds the count from 0 to 100 % takes. */
  seconds: number;
  title: string;
  message?: string;
}

/** SPEC §2 progress-bar_Modal: a circular percentage that counts up in one-second steps. */
export function ProgressModal({ opened, seconds, title, message }: ProgressModalProps) {
  const [percent, setPercent] = useState(0);
  const [shown, setShown] = useState(opened);

  useEffect(() => {
    if (!opened) {
      setPercent(0);
      const timer = setTimeout(() => setShown(false), PROGRESS_CLOSE_DELAY_MS);
      return () => clearTimeout(timer);
    }
    setShown(true);
    setPercent(0);
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
      setPercent(progressAfter(ticks, seconds));
      if (ticks >= seconds) clearInterval(timer);
    }, PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [opened, seconds]);

  return (
    <Modal
      opened={shown}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      size="xs"
      title={title}
    >
      <Stack align="center" gap="sm">
        <RingProgress
          size={140}
          thickness={12}
          roundCaps
          sections={[{ value: percent, color: 'purple' }]}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={title}
          label={
            <Center>
              <Text fw={700} size="xl">
                {percent}%
              </Text>
            </Center>
          }
        />
        {message && (
          <Text size="sm" c="dimmed" ta="center">
            {message}
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
