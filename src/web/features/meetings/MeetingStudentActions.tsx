import { Badge, Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { MEETINGS } from '../../../core/constants';
import { meetingIsOver } from '../../../core/rules/meetingRules';
import type { CourseItem } from '../../../core/schemas/courseItems';
import { errorMessage } from '../../components/PageStates';
import { RouteButton } from '../../components/RouteLink';
import { toast } from '../../components/toast';
import { useSession } from '../../platform/session';
import { waitLecturePath } from '../lectures/lectureRoutes';
import { ANSWER_LABELS } from './answerLabels';
import { bookingCount } from './bookingCount';
import { CancelBookingButton } from './CancelBookingButton';
import { useBookConsult, useCourseConsults, useMemberTeamMeetings, useRespond } from './meetingsApi';
import { SlotBooking } from './SlotBooking';

const failed = (error: unknown) => toast(errorMessage(error), { tone: 'error' });

function JoinButton({ item }: { item: CourseItem }) {
  return (
    <RouteButton size="sm" to={waitLecturePath(item.courseId, item._id)} aria-label={`Join: ${item.title}`}>
      Join
    </RouteButton>
  );
}

/**
 * A consult on the student's course page (issue 16): how full it is, Book (with an optional topic) or Cancel, and
 * once booked, Join (the wait page, which lets them in when the teacher starts it). A consult in slots (issue 37)
 * is booked slot by slot (SlotBooking).
 */
export function ConsultStudentActions({ item, now }: { item: CourseItem; now: number }) {
  const { userId } = useSession();
  // One read of the course's consults serves every consult row of the page.
  const consult = useCourseConsults(item.courseId, userId ?? '').data?.find((line) => line._id === item._id);
  const book = useBookConsult(item.courseId);
  const [topic, setTopic] = useState('');
  if (!consult) return null;
  const { myBooking, bookedCount, capacity } = consult;
  const over = meetingIsOver(new Date(item.endDate), new Date(now));
  if (consult.slots.length && !over) return <SlotBooking item={item} consult={consult} now={now} />;
  const full = capacity !== null && bookedCount >= capacity;
  return (
    <Group gap="xs" wrap="wrap" justify="flex-end">
      <Text size="sm" c="dimmed">
        {bookingCount(consult)}
      </Text>
      {over ? (
        <Button size="sm" variant="default" disabled aria-label={`Expired: ${item.title}`}>
          Expired
        </Button>
      ) : myBooking ? (
        <>
          <Badge variant="filled" color="teal.9" tt="none">
            Booked
          </Badge>
          <JoinButton item={item} />
          <CancelBookingButton item={item} />
        </>
      ) : full ? (
        <Badge variant="outline" color="dark" tt="none">
          Fully booked
        </Badge>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            book.mutate(
              { consultId: item._id, topic },
              { onSuccess: () => toast('You booked the consult.', { tone: 'success' }), onError: failed },
            );
          }}
        >
          <Group gap="xs" wrap="wrap">
            <TextInput
              size="sm"
              aria-label={`Topic for ${item.title} (optional)`}
              placeholder="Topic (optional)"
              maxLength={MEETINGS.topicMaxChars}
              value={topic}
              onChange={(event) => setTopic(event.currentTarget.value)}
            />
            <Button size="sm" type="submit" loading={book.isPending} aria-label={`Book: ${item.title}`}>
              Book
            </Button>
          </Group>
        </form>
      )}
    </Group>
  );
}

/** A team meeting on the student's course page (issue 16): their answer, Accept / Decline, and Join. */
export function TeamMeetingStudentActions({ item, now }: { item: CourseItem; now: number }) {
  const { userId } = useSession();
  // One read of the course's meetings this student is invited to serves every team meeting row of the page.
  const me = useMemberTeamMeetings(item.courseId, userId ?? '').data?.find(
    (meeting) => meeting._id === item._id,
  );
  const respond = useRespond(item.courseId, item._id);
  if (!me) return null;
  const over = meetingIsOver(new Date(item.endDate), new Date(now));
  const answer = (accept: 'accepted' | 'declined') => respond.mutate(accept, { onError: failed });
  return (
    <Group gap="xs" wrap="wrap" justify="flex-end">
      <Badge variant="filled" tt="none" color={ANSWER_LABELS[me.accept].color}>
        {ANSWER_LABELS[me.accept].text}
      </Badge>
      {over ? null : (
        <>
          {me.accept !== 'accepted' ? (
            <Button size="sm" variant="light" onClick={() => answer('accepted')} loading={respond.isPending}>
              Accept
            </Button>
          ) : null}
          {me.accept !== 'declined' ? (
            <Button
              size="sm"
              variant="default"
              onClick={() => answer('declined')}
              loading={respond.isPending}
            >
              Decline
            </Button>
          ) : null}
          {me.accept !== 'declined' ? <JoinButton item={item} /> : null}
        </>
      )}
    </Group>
  );
}
