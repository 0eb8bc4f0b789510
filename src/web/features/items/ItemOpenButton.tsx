import { Button } from '@mantine/core';
import { buttonState } from '../../../core/rules/buttonState';
import type { CourseItem } from '../../../core/schemas/courseItems';
import { RouteButton } from '../../components/RouteLink';
import { studentItemPath } from '../courses/itemRoutes';
import { ConsultStudentActions, TeamMeetingStudentActions } from '../meetings/MeetingStudentActions';

/**
 * SPEC §4 button state of an item for a student: 'Wait' (disabled) before the start, 'Expired' (disabled) after
 * the end (a discussion's end plus its duration), else the kind's open label leading to its student page, or
 * saying why it does not while that page is not built yet.
 */
export function ItemOpenButton({ item, now }: { item: CourseItem; now: number }) {
  if (item.kind === 'consult') return <ConsultStudentActions item={item} now={now} />;
  if (item.kind === 'teamMeeting') return <TeamMeetingStudentActions item={item} now={now} />;
  const state = buttonState(item, now);
  const name = `${state.text}: ${item.title}`;
  if (!state.enabled) {
    return (
      <Button size="sm" variant="default" disabled aria-label={name}>
        {state.text}
      </Button>
    );
  }
  return (
    <RouteButton size="sm" to={studentItemPath(item.kind, item.courseId, item._id)} aria-label={name}>
      {state.text}
    </RouteButton>
  );
}
