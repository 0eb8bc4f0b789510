import { Button } from '@mantine/core';
import { kindOfCategory } from '../../../core/itemKinds';
import { workAction } from '../../../core/rules/workAction';
import type { CalendarEntry } from '../../../core/schemas/calendar';
import { RouteButton } from '../../components/RouteLink';
import { workTargetPath } from '../assessments/workTarget';
import { entryButtonPath, entryButtonState } from './panelEntries';

/**
 * SPEC §4 button of an entry: 'Wait' before the start (disabled), 'Expired' after, the kind's open label between;
 * following the student's own work (issue 37): "Continue", "Open" once handed in, "View result" once released.
 */
export function EntryButton({ entry, now }: { entry: CalendarEntry; now: number }) {
  const action = workAction(entryButtonState(entry, now), entry.work);
  const label = `${action.text}: ${entry.name}`;
  if (!action.enabled) {
    return (
      <Button size="xs" variant="default" disabled aria-label={label} style={{ flexShrink: 0 }}>
        {action.text}
      </Button>
    );
  }
  const to =
    action.to === 'result'
      ? workTargetPath(kindOfCategory(entry.category), entry.courseId, entry._id, 'result')
      : entryButtonPath(entry);
  return (
    <RouteButton size="xs" to={to} aria-label={label} style={{ flexShrink: 0 }}>
      {action.text}
    </RouteButton>
  );
}
