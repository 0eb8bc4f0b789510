import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { ITEM_KIND_DEFINITIONS, type ItemKind } from '../../../core/itemKinds';
import { canMove } from '../../../core/rules/itemOrder';
import type { CourseItem } from '../../../core/schemas/courseItems';
import type { CourseSummary } from '../../../core/schemas/courses';
import { confirm } from '../../components/ConfirmDialog';
import { errorMessage } from '../../components/PageStates';
import { canFollow } from '../../components/RouteLink';
import { toast } from '../../components/toast';
import { orderFactsOf } from './courseItemsView';
import { useInvalidateCourse } from './courseQueries';
import { removeItem, reorderItems } from './coursesApi';
import { teacherEditPath } from './itemRoutes';
import { openItemFormLater } from './openItemFormLater';
import { movedIds } from './reorder';
import { TeacherItemRow } from './TeacherItemRow';

export interface KindItemsSectionProps {
  course: Pick<CourseSummary, '_id' | 'status' | 'isTemplate'>;
  kind: ItemKind;
  items: CourseItem[];
  now: number;
  /** The page's own links for an item (a coursework list links each item's assessments). */
  itemActions?: (item: CourseItem) => ReactNode;
}

/**
 * One kind's items on the teacher's course page, by start, with "Add <kind>". Items of the same start can trade
 * places; only those get the move buttons. Once a kind's edit page is built, each item leads to it too.
 */
export function KindItemsSection({ course, kind, items, now, itemActions }: KindItemsSectionProps) {
  const courseId = course._id;
  const headingId = useId();
  const invalidate = useInvalidateCourse();
  const labels = ITEM_KIND_DEFINITIONS[kind].labels;
  const onFailure = (error: unknown) => toast(errorMessage(error), { tone: 'error' });

  const reorder = useMutation({
    mutationFn: (itemIds: string[]) => reorderItems({ courseId, kind, itemIds }),
    onSettled: () => invalidate(courseId),
    onError: onFailure,
  });
  const remove = useMutation({
    mutationFn: (item: CourseItem) => removeItem(item._id),
    onSuccess: (_reply, item) => toast(`${item.title} is removed.`, { tone: 'success' }),
    onSettled: () => invalidate(courseId),
    onError: onFailure,
  });

  const editPageOf = (item: CourseItem) => {
    const path = teacherEditPath(kind, courseId, item._id);
    return canFollow(path) ? path : null;
  };
  const order = items.map(orderFactsOf);
  const move = (item: CourseItem, step: -1 | 1) => {
    const itemIds = movedIds(
      items.map((entry) => entry._id),
      item._id,
      step,
    );
    if (itemIds) reorder.mutate(itemIds);
  };
  const askRemove = async (item: CourseItem) => {
    const answer = await confirm({
      title: `Remove this ${labels.one.toLowerCase()}?`,
      message: `${item.title} will no longer be in the course. An administrator can restore it from the deleted history.`,
      confirmLabel: 'Remove',
      danger: true,
    });
    if (answer.code === 0) remove.mutate(item);
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs" mb="xs">
        <Group gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {labels.many}
          </Title>
          <Badge variant="light" circle>
            {items.length}
          </Badge>
        </Group>
        <Button size="xs" variant="light" onClick={() => openItemFormLater({ courseId, kind })}>
          Add {labels.one.toLowerCase()}
        </Button>
      </Group>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No {labels.many.toLowerCase()} yet.
        </Text>
      ) : (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item, index) => (
            <TeacherItemRow
              key={item._id}
              item={item}
              course={course}
              now={now}
              isFirst={index === 0}
              canMoveUp={canMove(order, index, -1)}
              canMoveDown={canMove(order, index, 1)}
              busy={reorder.isPending || remove.isPending}
              editPath={editPageOf(item)}
              onEdit={() => openItemFormLater({ courseId, kind, item })}
              actions={itemActions?.(item)}
              onMove={(step) => move(item, step)}
              onRemove={() => void askRemove(item)}
            />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
