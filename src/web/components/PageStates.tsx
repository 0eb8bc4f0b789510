import { Alert, Button, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { ApiError } from '../api/envelope';

/** The message a person can act on, whatever was thrown. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

/** Refusals that stay refusals however often they are asked again: no retry button for them. */
const FINAL_CODES = new Set([403, 404]);

/** A failed load: what happened, and a retry when one can help. */
export function ErrorState({
  error,
  onRetry,
  title = 'This could not be loaded',
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}) {
  return (
    <Alert color="red" title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        {onRetry && !(error instanceof ApiError && FINAL_CODES.has(error.code)) && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/** Nothing to show yet, said plainly, with what will appear here. */
export function EmptyState({
  title,
  children,
  icon,
}: {
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      {icon && (
        <ThemeIcon size={48} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
      )}
      <Text fw={600}>{title}</Text>
      {children && (
        <Text size="sm" c="dimmed" maw={420}>
          {children}
        </Text>
      )}
    </Stack>
  );
}
