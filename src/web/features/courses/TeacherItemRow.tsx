import { Badge, Button, Flex, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  type CourseOpenFacts,
  isCourseOpenToStudents,
  isVisibleToStudents,
} from '../../../core/rules/itemVisibility';
import type { CourseItem } from '../../../core/schemas/courseItems';
import { plainText } from '../../components/plainText';
import { ItemHeading } from './ItemHeading';
import { PublishedBadge } from './PublishedBadge';
import { WorkTallyLine } from './WorkBadge';

export interface TeacherItemRowProps {
  item: CourseItem;
  course: CourseOpenFacts;
  now: number;
  isFirst: boolean;
  /** Whether it can trade places with the item above or below: only with one of the same start. */
  canMoveUp: boolean;
  canMoveDown: boolean;
  busy: boolean;
  /** Opens the dialog of the item's base fields. */
  onEdit: () => void;
  /** The kind's own edit page (marking, files, ...) once it is built. */
  editPath: string | null;
  /** More of the page's own links for the item (its assessments), beside Edit. */
  actions?: ReactNode;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

/** What students see of the item right now (SPEC §4 visibility; nothing at all in a draft or a template). */
function StudentsSeeBadge({ item, course, now }: Pick<TeacherItemRowProps, 'item' | 'course' | 'now'>) {
  if (!isCourseOpenToStudents(course)) {
    return (
      <Badge variant="outline" color="dark" tt="none">
        {course.isTemplate ? 'Hidden: the course is a template' : 'Hidden: the course is a draft'}
      </Badge>
    );
  }
  return isVisibleToStudents(item, now) ? (
    <Badge variant="dot" color="teal" tt="none">
      Students see it now
    </Badge>
  ) : (
    <Badge variant="dot" color="gray" tt="none">
      Hidden from students now
    </Badge>
  );
}

/**
 * One item in the teacher's course page: when it runs, how much work is handed in and waits for a mark (issue 37),
 * its flags, and edit, move (among equal starts) and remove.
 */
export function TeacherItemRow(props: TeacherItemRowProps) {
  const { item, isFirst, busy } = props;
  return (
    <Stack
      gap={6}
      py="sm"
      component="li"
      style={isFirst ? undefined : { borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'flex-start' }}
        gap="xs"
      >
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <ItemHeading item={item} />
          {item.tally && <WorkTallyLine tally={item.tally} />}
          {item.description && (
            <Text size="sm" c="dimmed" lineClamp={1}>
              {plainText(item.description)}
            </Text>
          )}
        </Stack>
        <Group gap={4}>
          <Button size="compact-sm" variant="subtle" onClick={props.onEdit} aria-label={`Edit ${item.title}`}>
            Edit
          </Button>
          {props.editPath && (
            <Button
              size="compact-sm"
              variant="subtle"
              component={Link}
              to={props.editPath}
              aria-label={`All settings of ${item.title}`}
            >
              All settings
            </Button>
          )}
          {props.actions}
          {props.canMoveUp && (
            <Button
              size="compact-sm"
              variant="subtle"
              disabled={busy}
              onClick={() => props.onMove(-1)}
              aria-label={`Move ${item.title} up`}
            >
              Up
            </Button>
          )}
          {props.canMoveDown && (
            <Button
              size="compact-sm"
              variant="subtle"
              disabled={busy}
              onClick={() => props.onMove(1)}
              aria-label={`Move ${item.title} down`}
            >
              Down
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="subtle"
            color="red.9"
            // Mantine caps a subtle button's text at shade 6 (3.3:1 on white); c keeps the readable shade.
            c="red.9"
            disabled={busy}
            onClick={props.onRemove}
            aria-label={`Remove ${item.title}`}
          >
            Remove
          </Button>
        </Group>
      </Flex>
      <Group gap={6}>
        <PublishedBadge active={item.active} />
        {item.manual && (
          <Badge variant="light" tt="none">
            Manual
          </Badge>
        )}
        <StudentsSeeBadge item={item} course={props.course} now={props.now} />
      </Group>
    </Stack>
  );
}
