import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A readable column of prose for the site's information pages. */
export function TextPage({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{title}</Title>
      {lead && (
        <Text size="lg" c="dimmed">
          {lead}
        </Text>
      )}
      {children}
    </Stack>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6} component="section">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
