import { Button, Group, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { MEETINGS } from '../../../core/constants';
import { ErrorState, errorMessage } from '../../components/PageStates';
import { PanelSection } from '../../components/PanelSection';
import { toast } from '../../components/toast';
import { CoursePageSkeleton } from '../courses/CoursePageSkeleton';
import { useCourseChannel } from '../notifications/useCourseChannel';
import { BookingsTable } from './BookingsTable';
import { bookingCount } from './bookingCount';
import { MeetingEditFrame } from './MeetingEditFrame';
import { type ConsultItem, useConsult, useSaveConsultSettings } from './meetingsApi';
import { SlotSchedule } from './SlotSchedule';

/**
 * The consult's limits: a capacity, or (issue 37) slots of a length with places each, which run back to back from
 * its start; a last slot that would run past the end is left out.
 */
function SettingsForm({ consult }: { consult: ConsultItem }) {
  const [inSlots, setInSlots] = useState(consult.slotMinutes !== null);
  const [capacityValue, setCapacity] = useState<number | string>(consult.capacity ?? '');
  const [minutes, setMinutes] = useState<number | string>(consult.slotMinutes ?? 20);
  const [places, setPlaces] = useState<number | string>(consult.slotPlaces ?? 1);
  const save = useSaveConsultSettings(consult.courseId, consult._id);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const settings = inSlots
          ? { capacity: null, slots: { minutes: Number(minutes), places: Number(places) } }
          : { capacity: capacityValue === '' ? null : Number(capacityValue), slots: null };
        save.mutate(settings, {
          onSuccess: () => toast('The consult settings are saved.', { tone: 'success' }),
          onError: (error) => toast(errorMessage(error), { tone: 'error' }),
        });
      }}
    >
      <Stack gap="sm">
        <Switch
          label="Divide into time slots"
          description="Students book one slot each; the room lets them in around their slot."
          checked={inSlots}
          onChange={(event) => setInSlots(event.currentTarget.checked)}
        />
        <Group align="flex-end" gap="sm" wrap="wrap">
          {inSlots ? (
            <>
              <NumberInput
                label="Slot length (minutes)"
                min={MEETINGS.slotMinutesMin}
                max={MEETINGS.slotMinutesMax}
                allowDecimal={false}
                allowNegative={false}
                value={minutes}
                onChange={setMinutes}
                maw={200}
              />
              <NumberInput
                label="Places per slot"
                min={1}
                max={MEETINGS.slotPlacesMax}
                allowDecimal={false}
                allowNegative={false}
                value={places}
                onChange={setPlaces}
                maw={200}
              />
            </>
          ) : (
            <NumberInput
              label="Capacity"
              description="How many students may book it; leave empty for no limit."
              min={1}
              max={MEETINGS.consultCapacityMax}
              allowDecimal={false}
              allowNegative={false}
              value={capacityValue}
              onChange={setCapacity}
              maw={260}
            />
          )}
          <Button type="submit" loading={save.isPending}>
            Save settings
          </Button>
        </Group>
        {inSlots ? (
          <Text size="sm" c="dimmed">
            Slots run back to back from the consult&apos;s start; a last slot that would run past its end is
            left out.
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          {bookingCount(consult)}
        </Text>
      </Stack>
    </form>
  );
}

/**
 * /editconsult/:courseId/:consultId (teacher, SPEC §2, issue 16): the consult's fields, its capacity or slots, and its
 * bookings: slot by slot for a consult in slots (issue 37).
 */
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
      <PanelSection title="Settings">
        <SettingsForm
          key={`${consult.capacity}-${consult.slotMinutes}-${consult.slotPlaces}`}
          consult={consult}
        />
      </PanelSection>
      {consult.slots.length ? (
        <PanelSection title="Schedule">
          <SlotSchedule slots={consult.slots} bookings={consult.bookings} label="The consult's schedule" />
        </PanelSection>
      ) : (
        <PanelSection title="Bookings">
          <BookingsTable bookings={consult.bookings} label="Table of the bookings" />
        </PanelSection>
      )}
    </MeetingEditFrame>
  );
}
