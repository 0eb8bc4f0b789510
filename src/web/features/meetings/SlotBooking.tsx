import { Badge, Button, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { MEETINGS } from '../../../core/constants';
import { slotAdmission, slotFrom, slotHasRoom, slotIsBookable } from '../../../core/rules/consultSlots';
import type { CourseItem } from '../../../core/schemas/courseItems';
import type { ConsultLine, ConsultSlot } from '../../../core/schemas/meetings';
import { errorMessage } from '../../components/PageStates';
import { RouteButton } from '../../components/RouteLink';
import { toast } from '../../components/toast';
import { countOf } from '../courses/courseVisuals';
import { formatTimeOfDay } from '../courses/itemDates';
import { waitLecturePath } from '../lectures/lectureRoutes';
import { CancelBookingButton } from './CancelBookingButton';
import { useBookConsult } from './meetingsApi';
import { slotTimes } from './SlotSchedule';

const failed = (error: unknown) => toast(errorMessage(error), { tone: 'error' });

/** What a slot offers at `now`: its times and free places, 'full', or 'begun' (issue 37). */
function slotChoice(slot: ConsultSlot, now: Date, mine: boolean) {
  const bookable = slotIsBookable({ startAt: new Date(slot.startAt), endAt: new Date(slot.endAt) }, now);
  const free = slot.places - slot.bookedCount;
  const state = mine
    ? 'your slot'
    : !bookable
      ? 'begun'
      : slotHasRoom(slot.places, slot.bookedCount)
        ? `${countOf(free, 'place')} free`
        : 'full';
  return {
    value: slot.startAt,
    label: `${slotTimes(slot)} · ${state}`,
    disabled: mine || !bookable || !slotHasRoom(slot.places, slot.bookedCount),
  };
}

/**
 * A consult in slots on the student's course page (issue 37): each slot with its free places (full and begun slots
 * offered but not choosable), Book with a topic; once booked, their slot, Join from a few minutes before it until
 * it ends (saying when otherwise), Move to another slot, and Cancel.
 */
export function SlotBooking({ item, consult, now }: { item: CourseItem; consult: ConsultLine; now: number }) {
  const book = useBookConsult(item.courseId);
  const [topic, setTopic] = useState(consult.myBooking?.topic ?? '');
  const mine = consult.myBooking?.slotStart ?? null;
  const choices = consult.slots.map((slot) => slotChoice(slot, new Date(now), slot.startAt === mine));
  const firstFree = choices.find((choice) => !choice.disabled)?.value ?? '';
  const [picked, setPicked] = useState(firstFree);
  const chosen = choices.some((choice) => choice.value === picked && !choice.disabled) ? picked : firstFree;
  const mySlot = mine && consult.slotMinutes ? slotFrom(new Date(mine), consult.slotMinutes) : null;
  const admission = mySlot ? slotAdmission(mySlot, new Date(now)) : null;

  return (
    <Group gap="xs" wrap="wrap" justify="flex-end">
      {mySlot ? (
        <>
          <Badge variant="filled" color="teal.9" tt="none">
            Booked
          </Badge>
          <Text size="sm">Your slot: {slotTimes({ startAt: mine!, endAt: mySlot.endAt.toISOString() })}</Text>
          {admission === 'open' ? (
            <RouteButton
              size="sm"
              to={waitLecturePath(item.courseId, item._id)}
              aria-label={`Join: ${item.title}`}
            >
              Join
            </RouteButton>
          ) : (
            <Text size="sm" c="dimmed" role="status">
              {admission === 'early'
                ? `Your slot begins at ${formatTimeOfDay(mySlot.startAt)}`
                : 'Your slot has ended'}
            </Text>
          )}
          <CancelBookingButton item={item} />
        </>
      ) : null}
      {firstFree ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            book.mutate(
              { consultId: item._id, topic, slotStart: chosen },
              {
                onSuccess: () =>
                  toast(mine ? 'Your booking is moved.' : 'You booked the consult.', { tone: 'success' }),
                onError: failed,
              },
            );
          }}
        >
          <Group gap="xs" wrap="wrap" align="flex-end">
            <NativeSelect
              size="sm"
              aria-label={`Slot for ${item.title}`}
              data={choices}
              value={chosen}
              onChange={(event) => setPicked(event.currentTarget.value)}
            />
            {mine ? null : (
              <TextInput
                size="sm"
                aria-label={`Topic for ${item.title} (optional)`}
                placeholder="Topic (optional)"
                maxLength={MEETINGS.topicMaxChars}
                value={topic}
                onChange={(event) => setTopic(event.currentTarget.value)}
              />
            )}
            <Button
              size="sm"
              type="submit"
              loading={book.isPending}
              aria-label={`${mine ? 'Move my booking' : 'Book'}: ${item.title}`}
            >
              {mine ? 'Move' : 'Book'}
            </Button>
          </Group>
        </form>
      ) : mine ? null : (
        <Badge variant="outline" color="dark" tt="none">
          No free slot
        </Badge>
      )}
    </Group>
  );
}
