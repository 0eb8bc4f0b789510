import { Button, Group, Pagination, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { countOf } from '../../../core/rules/countOf';
import { EmptyState, ErrorState, errorMessage } from '../../components/PageStates';
import { RouteHeading } from '../../components/RouteHeading';
import { saveBlob } from '../../components/saveBlob';
import { toast } from '../../components/toast';
import { useSession } from '../../platform/session';
import { studentTrackingPath } from '../courses/courseLinks';
import { useCourseDetail } from '../courses/courseQueries';
import { useCourseChannel } from '../notifications/useCourseChannel';
import { GradebookTable, type Sorting } from './GradebookTable';
import {
  BOOK_PAGE_SIZE,
  bookPage,
  exportBook,
  FIRST_SORTING,
  useCourseBook,
  useStudentRow,
} from './gradebookApi';

// The weights' dialog, its number inputs and checks load when a teacher opens it, not with the book (issue 40).
const WeightsDialog = lazy(() =>
  import('./WeightsDialog').then((module) => ({ default: module.WeightsDialog })),
);

function ExportButtons({ courseId, groupId }: { courseId: string; groupId?: string }) {
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const run = async (format: 'csv' | 'xlsx') => {
    setBusy(format);
    try {
      const file = await exportBook(courseId, format, groupId);
      saveBlob(file.blob, file.fileName ?? `gradebook.${format}`);
      toast('The gradebook is downloaded, with the figures this page shows.', { tone: 'success' });
    } catch (error) {
      toast(errorMessage(error), { tone: 'error' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs">
      <Button variant="light" loading={busy === 'xlsx'} onClick={() => void run('xlsx')}>
        Export as Excel (XLSX)
      </Button>
      <Button variant="light" loading={busy === 'csv'} onClick={() => void run('csv')}>
        Export as CSV
      </Button>
    </Group>
  );
}

/** Those who teach: every student, a page at a time, sorted and filtered, marks changed from their cells. */
function TeacherBook({ courseId }: { courseId: string }) {
  const [sorting, setSorting] = useState<Sorting>(FIRST_SORTING);
  const [groupId, setGroupId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [weightsOpen, weights] = useDisclosure(false);
  const book = useCourseBook(courseId, bookPage(sorting, groupId, page), true);

  if (book.isPending) return <Skeleton h={320} />;
  if (book.isError)
    return (
      <ErrorState title="The gradebook could not be read" error={book.error} onRetry={() => book.refetch()} />
    );
  const { data, total } = book.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Select
          label="Group"
          placeholder="Every student"
          data={data.groups.map((group) => ({ value: group._id, label: `${group.project}: ${group.name}` }))}
          value={groupId}
          onChange={(value) => {
            setGroupId(value);
            setPage(1);
          }}
          clearable
          disabled={!data.groups.length}
          w={{ base: '100%', sm: 300 }}
        />
        <Group gap="xs">
          <Button variant="default" onClick={weights.open} disabled={!data.columns.length}>
            Weights
          </Button>
          <ExportButtons courseId={courseId} groupId={groupId ?? undefined} />
        </Group>
      </Group>
      {!data.columns.length ? (
        <EmptyState title="Nothing marked yet">
          Tests, exams, assignments, projects, labs and discussions of this course appear here, with their
          marks.
        </EmptyState>
      ) : !data.rows.length ? (
        <EmptyState title="No students">
          {groupId ? 'This group has no students.' : 'The course has no students yet.'}
        </EmptyState>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {countOf(total, 'student')}
            {book.isPlaceholderData ? ', updating…' : ''}
          </Text>
          <GradebookTable
            courseId={courseId}
            book={data}
            asTeacher
            sorting={sorting}
            onSort={(next) => {
              setSorting(next);
              setPage(1);
            }}
          />
          {total > BOOK_PAGE_SIZE && (
            <Pagination
              total={Math.ceil(total / BOOK_PAGE_SIZE)}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            />
          )}
        </>
      )}
      {weightsOpen && (
        <Suspense fallback={null}>
          <WeightsDialog
            courseId={courseId}
            columns={data.columns}
            weights={data.weights}
            opened={weightsOpen}
            onClose={weights.close}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/** A student: their own row, with the marks released to them. */
function OwnRow({ courseId, userId }: { courseId: string; userId: string }) {
  const row = useStudentRow(courseId, userId, true);
  if (row.isPending) return <Skeleton h={160} />;
  if (row.isError)
    return (
      <ErrorState title="Your marks could not be read" error={row.error} onRetry={() => row.refetch()} />
    );
  if (!row.data.data.columns.length)
    return (
      <EmptyState title="Nothing marked yet">Your marks in this course appear here once given.</EmptyState>
    );
  return <GradebookTable courseId={courseId} book={row.data.data} asTeacher={false} />;
}

/**
 * /gradebook/:courseId (issue 35; beyond SPEC §2, docs/spec-deviations.md): a course's gradebook. Those who teach
 * see every student against every marked item and change marks through each item's own calls; a student sees their
 * own row. Any mark of the course given anywhere shows at once: the page listens on the course's channel.
 */
export default function GradebookPage() {
  const { courseId = '' } = useParams();
  const { role, userId } = useSession();
  const course = useCourseDetail(courseId);
  useCourseChannel(courseId);
  const asTeacher = role === 'teacher';
  return (
    <Stack gap="lg">
      <RouteHeading />
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4">
          {course.data?.name ?? ' '}
        </Title>
        {asTeacher && (
          <Button component={Link} to={studentTrackingPath(courseId)} variant="subtle">
            Student tracking
          </Button>
        )}
      </Group>
      {asTeacher ? <TeacherBook courseId={courseId} /> : <OwnRow courseId={courseId} userId={userId ?? ''} />}
    </Stack>
  );
}
