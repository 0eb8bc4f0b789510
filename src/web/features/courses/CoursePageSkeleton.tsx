import { Group, Paper, Skeleton, Stack } from '@mantine/core';

const SECTION_KEYS = ['first', 'second', 'third'] as const;

/** The shape of a course page while it loads: the header, then up to three sections. */
export function CoursePageSkeleton({ sections = 3 }: { sections?: 1 | 2 | 3 }) {
  return (
    <Stack gap="lg" maw={1100} role="status" aria-busy="true" aria-label="Loading the course">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Group align="flex-start" wrap="nowrap">
          <Skeleton height={80} width={120} visibleFrom="xs" />
          <Stack gap="xs" style={{ flex: 1 }}>
            <Skeleton height={28} width="60%" />
            <Skeleton height={16} width="30%" />
            <Skeleton height={14} width="45%" />
          </Stack>
        </Group>
      </Paper>
      {SECTION_KEYS.slice(0, sections).map((key) => (
        <Paper key={key} withBorder p={{ base: 'md', sm: 'lg' }}>
          <Skeleton height={20} width="25%" mb="md" />
          <Skeleton height={14} width="90%" mb="xs" />
          <Skeleton height={14} width="70%" />
        </Paper>
      ))}
    </Stack>
  );
}
