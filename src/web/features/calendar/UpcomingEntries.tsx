import type { CalendarEntry } from '../../../core/schemas/calendar';
import { ClockIcon } from '../../components/icons';
import { EmptyState } from '../../components/PageStates';
import { EntryButton } from './EntryButton';
import { EntryLine, EntryList } from './EntryLine';
import { UPCOMING_DAYS, upcomingEntries } from './panelEntries';

/** What is open or opens within the next 14 days beyond today's list, each with its button state. */
export function UpcomingEntries({ entries, now }: { entries: readonly CalendarEntry[]; now: number }) {
  const upcoming = upcomingEntries(entries, now);
  if (!upcoming.length) {
    return (
      <EmptyState title={`Nothing else in the next ${UPCOMING_DAYS} days`} icon={<ClockIcon />}>
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
