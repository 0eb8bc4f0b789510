import { Skeleton, Stack } from '@mantine/core';

/** The statistics pages while their figures load: the shape of the cards to come. */
export function StatisticsSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the statistics">
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} height={220} radius="md" />
      ))}
    </Stack>
  );
}
