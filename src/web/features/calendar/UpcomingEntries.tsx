import { Button } from '@mantine/core';
import { Link } from 'react-router';
import type { CalendarEntry } from '../../../core/schemas/calendar';
import { ClockIcon } from '../../components/icons';
import { EmptyState } from '../../components/PageStates';
import { EntryLine, EntryList } from './EntryLine';
import { entryButtonState, UPCOMING_DAYS, upcomingEntries } from './panelEntries';

/** SPEC §4 button of an entry: 'Wait' before the start (disabled), the kind's open label while it runs. */
function EntryButton({ entry, now }: { entry: CalendarEntry; now: number }) {
  const state = entryButtonState(entry, now);
  const label = `${state.text}: ${entry.name}`;
  if (!state.enabled) {
    return (
      <Button size="xs" variant="default" disabled aria-label={label} style={{ flexShrink: 0 }}>
        {state.text}
      </Button>
    );
  }
  return (
    <Button size="xs" component={Link} to={entry.link} aria-label={label} style={{ flexShrink: 0 }}>
      {state.text}
    </Button>
  );
}

/** What is open now or opens within the next 14 days, each with its button state and course link. */
export function UpcomingEntries({ entries, now }: { entries: readonly CalendarEntry[]; now: number }) {
  const upcoming = upcomingEntries(entries, now);
  if (!upcoming.length) {
    return (
      <EmptyState title={`Nothing in the next ${UPCOMING_DAYS} days`} icon={<ClockIcon />}>
        Lectures, tests, tasks and meetings of your courses appear here as their dates come near.
      </EmptyState>
    );
  }
  return (
    <EntryList label={`Items of the next ${UPCOMING_DAYS} days`}>
      {upcoming.map((entry) => (
        <EntryLine key={entry._id} entry={entry} now={now} action={<EntryButton entry={entry} now={now} />} />
      ))}
    </EntryList>
  );
}
