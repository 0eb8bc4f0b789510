import { Badge, Group, Text } from '@mantine/core';
import { cellValue } from '../../../core/rules/gradeCell';
import type { GradeCell } from '../../../core/schemas/gradebook';

/**
 * A cell as the page shows it: the mark (or the word for its state, as the export writes it), late and missing
 * marked by badges, and for those who teach a mark students do not see yet.
 */
export function GradeCellView({ cell, asTeacher }: { cell: GradeCell; asTeacher: boolean }) {
  const value = cellValue(cell);
  return (
    <Group gap={4} wrap="nowrap">
      {cell.mark !== null ? (
        <Text size="sm" fw={600}>
          {cell.mark}
        </Text>
      ) : cell.state === 'missed' ? (
        <Badge size="sm" color="red.2" autoContrast tt="none">
          Missing
        </Badge>
      ) : (
        <Text size="sm" c="dimmed">
          {value === '' ? '–' : value}
        </Text>
      )}
      {cell.late && (
        <Badge size="xs" color="orange.3" autoContrast tt="none">
          Late
        </Badge>
      )}
      {asTeacher && cell.mark !== null && !cell.released && (
        <Text size="xs" c="dimmed">
          not released
        </Text>
      )}
    </Group>
  );
}
