import { Button } from '@mantine/core';
import type { CalendarEntry } from '../../../core/schemas/calendar';
import { RouteButton } from '../../components/RouteLink';
import { entryButtonState } from './panelEntries';

/** SPEC §4 button of an entry: 'Wait' before the start (disabled), 'Expired' after, the kind's open label between. */
export function EntryButton({ entry, now }: { entry: CalendarEntry; now: number }) {
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
    <RouteButton size="xs" to={entry.link} aria-label={label} style={{ flexShrink: 0 }}>
      {state.text}
    </RouteButton>
  );
}
