import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table that may be wider than the screen, scrolled sideways in its own box. When nothing in the table takes the
 * keyboard, the box does (named, as a region), so that a keyboard user can scroll it with the arrow keys.
 */
export function ScrollingTable({
  minWidth,
  label,
  children,
}: {
  minWidth: number;
  label: string;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={label}>
      {children}
    </Table.ScrollContainer>
  );
}
