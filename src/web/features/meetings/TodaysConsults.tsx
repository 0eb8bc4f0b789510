import { Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { ConsultSchedule } from '../../../core/schemas/meetings';
import { EmptyState, ErrorState } from '../../components/PageStates';
import { PanelSection } from '../../components/PanelSection';
import { ScrollingTable } from '../../components/ScrollingTable';
import { useSession } from '../../platform/session';
import { formatItemWhen } from '../courses/itemDates';
import { useConsultSchedule } from './meetingsApi';
import { SlotSchedule } from './SlotSchedule';

/** The bookings of a consult without slots, first booked first. */
function Bookings({ consult }: { consult: ConsultSchedule }) {
  if (!consult.bookings.length)
    return (
      <Text size="sm" c="dimmed">
        No bookings yet.
      </Text>
    );
  return (
    <ScrollingTable minWidth={360} label={`Bookings of ${consult.title}`}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Student</Table.Th>
            <Table.Th>Topic</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {consult.bookings.map((booking) => (
            <Table.Tr key={booking._id}>
              <Table.Td>{booking.name}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{booking.topic || '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollingTable>
  );
}

/**
 * "Today's consults" (issue 37, "the teacher sees the day's schedule"): the consults the signed-in teacher teaches
 * today in any of their courses, each slot by slot with the students booked and their topics (free slots shown),
 * or its bookings when it has no slots. The day is the viewer's own.
 */
export function TodaysConsults() {
  const { userId } = useSession();
  const [day] = useState(() => ({
    from: dayjs().startOf('day').toISOString(),
    to: dayjs().endOf('day').toISOString(),
  }));
  const schedule = useConsultSchedule(userId ?? '', day.from, day.to);
  return (
    <PanelSection title="Today's consults">
      {schedule.isPending ? (
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text size="sm" role="status">
            Loading today&apos;s consults…
          </Text>
        </Group>
      ) : schedule.isError ? (
        <ErrorState
          title="Today's consults could not be loaded"
          error={schedule.error}
          onRetry={() => void schedule.refetch()}
        />
      ) : schedule.data.length === 0 ? (
        <EmptyState title="No consults today">
          The consults you hold today, in any course, show here.
        </EmptyState>
      ) : (
        <Stack gap="lg">
          {schedule.data.map((consult) => (
            <Stack key={consult._id} gap="xs">
              <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
                {consult.title}
              </Title>
              <Text size="sm" c="dimmed">
                {consult.courseName} · {formatItemWhen(consult.startDate, consult.endDate)}
              </Text>
              {consult.slots.length ? (
                <SlotSchedule
                  slots={consult.slots}
                  bookings={consult.bookings}
                  label={`Schedule of ${consult.title}`}
                />
              ) : (
                <Bookings consult={consult} />
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </PanelSection>
  );
}
