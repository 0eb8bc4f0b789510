import { Button, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { buttonState } from '../../../core/rules/buttonState';
import type { CourseItem } from '../../../core/schemas/courseItems';
import { studentItemPath } from './itemRoutes';

/**
 * SPEC §4 button state of an item for a student: 'Wait' (disabled) before the start, 'Expired' (disabled) after
 * the end (a discussion's end plus its duration), else the kind's open label leading to its student page.
 */
export function ItemOpenButton({ item, now }: { item: CourseItem; now: number }) {
  const state = buttonState(item, now);
  const name = `${state.text}: ${item.title}`;
  if (!state.enabled) {
    return (
      <Button size="sm" variant="default" disabled aria-label={name}>
        {state.text}
      </Button>
    );
  }
  const path = studentItemPath(item.kind, item.courseId, item._id);
  if (!path) {
    // Kept focusable (not `disabled`) so keyboard users reach the tooltip that says why it does nothing.
    return (
      <Tooltip label="Opens in a later release" withArrow events={{ hover: true, focus: true, touch: true }}>
        <Button
          size="sm"
          variant="default"
          data-disabled
          aria-disabled="true"
          aria-label={`${name} (opens in a later release)`}
          onClick={(event) => event.preventDefault()}
        >
          {state.text}
        </Button>
      </Tooltip>
    );
  }
  return (
    <Button size="sm" component={Link} to={path} aria-label={name}>
      {state.text}
    </Button>
  );
}
