import { Alert, Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

const isFullscreen = () => typeof document !== 'undefined' && document.fullscreenElement !== null;

/** Asks for full screen; a refusal (no user gesture, a browser without it) leaves the page as it is. */
export const enterFullscreen = () =>
  document.documentElement.requestFullscreen?.().catch(() => {}) ?? Promise.resolve();

/**
 * A proctored sitting (/proctor_s) outside full screen: the student is told the proctor sees it and offered to go
 * back in, which takes a tap or a key (browsers enter full screen only on a person's gesture).
 */
export function FullscreenPrompt() {
  const [full, setFull] = useState(isFullscreen);
  useEffect(() => {
    const onChange = () => setFull(isFullscreen());
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  if (full) return null;
  return (
    <Alert color="orange" title="This test is proctored">
      <Group justify="space-between" gap="sm">
        <Text size="sm">Stay in full screen until you hand in: your proctor sees when you leave it.</Text>
        {/* White on the darkest orange is 4.3:1, under WCAG AA: the button is drawn plain on the orange alert. */}
        <Button size="xs" variant="default" onClick={() => void enterFullscreen()}>
          Return to full screen
        </Button>
      </Group>
    </Alert>
  );
}
