import { Button, VisuallyHidden } from '@mantine/core';
import type { GradebookColumn } from '../../../core/schemas/gradebook';
import { errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { useReleaseMarks } from '../assessments/assessmentsApi';
import { useRelease } from '../coursework/submissionsApi';
import { useRefreshBook } from './gradebookApi';

type Release = { mutateAsync: () => Promise<{ data: { released: number } }>; isPending: boolean };

function ReleaseWith({
  column,
  release,
  courseId,
}: {
  column: GradebookColumn;
  release: Release;
  courseId: string;
}) {
  const refresh = useRefreshBook(courseId);
  const run = async () => {
    try {
      const { data } = await release.mutateAsync();
      toast(`${data.released} marks of ${column.title} are released to their students.`, { tone: 'success' });
      await refresh();
    } catch (error) {
      toast(errorMessage(error), { tone: 'error' });
    }
  };
  return (
    <Button size="compact-xs" variant="light" loading={release.isPending} onClick={() => void run()}>
      Release {column.unreleased}
      <VisuallyHidden> marks of {column.title}</VisuallyHidden>
    </Button>
  );
}

function ReleaseCoursework({ column, courseId }: { column: GradebookColumn; courseId: string }) {
  return <ReleaseWith column={column} courseId={courseId} release={useRelease(column._id)} />;
}

function ReleaseAttempts({
  column,
  courseId,
}: {
  column: GradebookColumn & { kind: 'test' | 'exam' };
  courseId: string;
}) {
  return (
    <ReleaseWith
      column={column}
      courseId={courseId}
      release={useReleaseMarks(column.kind, courseId, column._id)}
    />
  );
}

/** A column's marks waiting for release go out through the item's own release call, as on its marking page. */
export function ReleaseButton({ column, courseId }: { column: GradebookColumn; courseId: string }) {
  if (column.unreleased === 0 || column.kind === 'discussion') return null;
  if (column.kind === 'test' || column.kind === 'exam')
    return <ReleaseAttempts column={{ ...column, kind: column.kind }} courseId={courseId} />;
  return <ReleaseCoursework column={column} courseId={courseId} />;
}
