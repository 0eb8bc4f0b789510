import { Stack, Text } from '@mantine/core';
import type { GradingLine } from '../../../core/schemas/coursework';
import type { CourseworkItem } from './courseworkApi';
import { GradeForm } from './GradeForm';
import { lineName, ownerOf } from './gradingLines';
import { useGradeWithoutWork } from './submissionsApi';

/**
 * Issue 37: the mark of a student (a project's group) who handed nothing in, a zero or for work given on paper, with
 * a comment; it reaches them like any mark, once the marks are released.
 */
export function MissingWorkPanel({
  item,
  line,
  onDone,
}: {
  item: CourseworkItem;
  line: GradingLine;
  onDone: () => void;
}) {
  const grade = useGradeWithoutWork(item._id, ownerOf(line));
  return (
    <Stack gap="md">
      <Text size="sm">
        {lineName(line)} handed nothing in. Give a mark (a zero, or for work given on paper) and a comment:{' '}
        {line.group ? 'its members see' : 'the student sees'} them once you release the marks.
      </Text>
      <GradeForm item={item} saved={null} released={false} grade={grade} onSaved={onDone} />
    </Stack>
  );
}
