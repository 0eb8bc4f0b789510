import { Table, Text } from '@mantine/core';
import type { ConsultBooking, ConsultSlot } from '../../../core/schemas/meetings';
import { ScrollingTable } from '../../components/ScrollingTable';
import { formatTimeOfDay } from '../courses/itemDates';

/** '10:20 AM – 10:40 AM' in the viewer's time. */
export const slotTimes = (slot: Pick<ConsultSlot, 'startAt' | 'endAt'>) =>
  `${formatTimeOfDay(slot.startAt)} – ${formatTimeOfDay(slot.endAt)}`;

/**
 * A consult's schedule for those who teach it (issue 37): slot by slot, the students booked in each with their
 * topics, and the slots nobody booked shown as free.
 */
export function SlotSchedule({
  slots,
  bookings,
  label,
}: {
  slots: ConsultSlot[];
  bookings: ConsultBooking[];
  label: string;
}) {
  const bySlot = new Map<string, ConsultBooking[]>();
  for (const booking of bookings)
    bySlot.set(booking.slotStart ?? '', [...(bySlot.get(booking.slotStart ?? '') ?? []), booking]);
  return (
    <ScrollingTable minWidth={480} label={label}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Slot</Table.Th>
            <Table.Th>Student</Table.Th>
            <Table.Th>Topic</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {slots.flatMap((slot) => {
            const booked = bySlot.get(slot.startAt) ?? [];
            if (!booked.length)
              return [
                <Table.Tr key={slot.startAt}>
                  <Table.Td>{slotTimes(slot)}</Table.Td>
                  <Table.Td colSpan={2}>
                    <Text size="sm" c="dimmed">
                      Free
                    </Text>
                  </Table.Td>
                </Table.Tr>,
              ];
            return booked.map((booking) => (
              <Table.Tr key={`${slot.startAt}-${booking._id}`}>
                <Table.Td>{slotTimes(slot)}</Table.Td>
                <Table.Td>{booking.name}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{booking.topic || '—'}</Table.Td>
              </Table.Tr>
            ));
          })}
        </Table.Tbody>
      </Table>
    </ScrollingTable>
  );
}
