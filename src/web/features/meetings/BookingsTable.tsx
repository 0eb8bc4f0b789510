import { Table } from '@mantine/core';
import type { ConsultBooking } from '../../../core/schemas/meetings';
import { EmptyState } from '../../components/PageStates';
import { ScrollingTable } from '../../components/ScrollingTable';
import { formatDateTime } from '../courses/itemDates';

/** The bookings of a consult without slots, first booked first: who, about what, since when (issue 16). */
export function BookingsTable({ bookings, label }: { bookings: ConsultBooking[]; label: string }) {
  if (!bookings.length)
    return <EmptyState title="No bookings yet">Students who book this consult are listed here.</EmptyState>;
  return (
    <ScrollingTable minWidth={480} label={label}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Student</Table.Th>
            <Table.Th>Topic</Table.Th>
            <Table.Th>Booked</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bookings.map((booking) => (
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
