import { Center, Loader, type MantineColor, Stack, Text } from '@mantine/core';
import { MESSAGES } from '../../core/constants';

export interface LoadingSpinnerProps {
  /** SPEC §2: purple (the theme's primary) or another theme colour. */
  color?: MantineColor;
  label?: string;
  /** Fill the viewport (a whole-page load) instead of the surrounding block. */
  fullPage?: boolean;
}

/** The loading state everywhere: a spinner with its text, announced politely to screen readers. */
export function LoadingSpinner({ color, label = MESSAGES.loading, fullPage = false }: LoadingSpinnerProps) {
  return (
    <Center mih={fullPage ? '100vh' : 160} role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader color={color} size="lg" type="dots" />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
