import { Paper, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A bordered page section whose heading names it for screen readers; one padding and heading size everywhere. */
export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" mb="md" id={headingId}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
