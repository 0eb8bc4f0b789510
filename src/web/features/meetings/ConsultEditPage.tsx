import { Button, Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { MEETINGS } from '../../../core/constants';
import { EmptyState, ErrorState, errorMessage } from '../../components/PageStates';
import { PanelSection } from '../../components/PanelSection';
import { ScrollingTable } from '../../components/ScrollingTable';
import { toast } from '../../components/toast';
import { CoursePageSkeleton } from '../courses/CoursePageSkeleton';
import { formatDateTime } from '../courses/itemDates';
import { useCourseChannel } from '../notifications/useCourseChannel';
import { bookingCount } from './bookingCount';
import { MeetingEditFrame } from './MeetingEditFrame';
import { type ConsultItem, useConsult, useSaveCapacity } from './meetingsApi';

function CapacityForm({ consult }: { consult: ConsultItem }) {
  const [value, setValue] = useState<number | string>(consult.capacity ?? '');
  const save = useSaveCapacity(consult.courseId, consult._id);
  const capacity = value === '' ? null : Number(value);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(capacity, {
          onSuccess: () => toast('The capacity is saved.', { tone: 'success' }),
          onError: (error) => toast(errorMessage(error), { tone: 'error' }),
        });
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          label="Capacity"
          description="How many students may book it; leave empty for no limit."
          min={1}
          max={MEETINGS.consultCapacityMax}
          allowDecimal={false}
          allowNegative={false}
          value={value}
          onChange={setValue}
          maw={260}
        />
        <Button type="submit" loading={save.isPending}>
          Save capacity
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mt="xs">
        {bookingCount(consult)}
      </Text>
    </form>
  );
}

function Bookings({ consult }: { consult: ConsultItem }) {
  if (!consult.bookings.length)
    return <EmptyState title="No bookings yet">Students who book this consult are listed here.</EmptyState>;
  return (
    <ScrollingTable minWidth={480} label="Table of the bookings">
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Student</Table.Th>
            <Table.Th>Topic</Table.Th>
            <Table.Th>Booked</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {consult.bookings.map((booking) => (
            <Table.Tr key={booking._id}>
              <Table.Td>{booking.name}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{booking.topic || '—'}</Table.Td>
              <Table.Td>{formatDateTime(booking.bookedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollingTable>
  );
}

/** /editconsult/:courseId/:consultId (teacher, SPEC §2, issue 16): the consult's fields, capacity and bookings. */
export default function ConsultEditPage() {
  const { courseId = '', consultId = '' } = useParams();
  const query = useConsult(courseId, consultId);
  useCourseChannel(courseId);

  if (query.isPending) return <CoursePageSkeleton sections={2} />;
  if (query.isError)
    return (
      <ErrorState
        title="This consult could not be opened"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const consult = query.data;
  return (
    <MeetingEditFrame item={consult} onSaved={() => query.refetch()}>
      <PanelSection title="Capacity">
        <CapacityForm key={String(consult.capacity)} consult={consult} />
      </PanelSection>
      <PanelSection title="Bookings">
        <Stack gap="sm">
          <Bookings consult={consult} />
        </Stack>
      </PanelSection>
    </MeetingEditFrame>
  );
}
