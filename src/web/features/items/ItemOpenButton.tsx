import { Button } from '@mantine/core';
import { buttonState } from '../../../core/rules/buttonState';
import { ownEndDate } from '../../../core/rules/courseworkDeadline';
import { workAction } from '../../../core/rules/workAction';
import type { CourseItem } from '../../../core/schemas/courseItems';
import { RouteButton } from '../../components/RouteLink';
import { workTargetPath } from '../assessments/workTarget';
import { ConsultStudentActions, TeamMeetingStudentActions } from '../meetings/MeetingStudentActions';
import { BeginUnitButton } from '../selflearning/BeginUnitButton';

/**
 * SPEC §4 button state of an item for a student: 'Wait' (disabled) before the start, 'Expired' (disabled) after
 * the end (a discussion's end plus its duration; the student's own deadline when an extension moved it), else the kind's open label leading to its student page, or
 * saying why it does not while that page is not built yet; a self-learning unit's begins the student's place in it. It follows the student's own work (issue 37): "Continue"
 * work under way, "Open" work handed in, "View result" once the mark is released, never "Start" again.
 */
export function ItemOpenButton({ item, now }: { item: CourseItem; now: number }) {
  if (item.kind === 'consult') return <ConsultStudentActions item={item} now={now} />;
  if (item.kind === 'teamMeeting') return <TeamMeetingStudentActions item={item} now={now} />;
  const action = workAction(buttonState({ ...item, endDate: ownEndDate(item) }, now), item.work);
  const name = `${action.text}: ${item.title}`;
  if (!action.enabled) {
    return (
      <Button size="sm" variant="default" disabled aria-label={name}>
        {action.text}
      </Button>
    );
  }
  if (item.kind === 'selfLearning') return <BeginUnitButton item={item} text={action.text} />;
  return (
    <RouteButton
      size="sm"
      to={workTargetPath(item.kind, item.courseId, item._id, action.to)}
      aria-label={name}
    >
      {action.text}
    </RouteButton>
  );
}
