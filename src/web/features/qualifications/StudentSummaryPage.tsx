import { Anchor, Select, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { SummaryRow } from '../../../core/schemas/qualifications';
import { EmptyState, ErrorState } from '../../components/PageStates';
import { ScrollingTable } from '../../components/ScrollingTable';
import { useSession } from '../../platform/session';
import { markedCourses } from '../assessments/waitingToMark';
import { useMyCourses } from '../courses/courseQueries';
import { ProgressCell } from './PortfolioTable';
import { usePortfolioSummary } from './qualificationsApi';

function Summary({ courseId }: { courseId: string }) {
  const summary = usePortfolioSummary(courseId);
  if (summary.isPending) return <Skeleton height={160} aria-label="Loading the summary" />;
  if (summary.isError) return <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />;
  if (summary.data.length === 0)
    return <EmptyState title="No students">This course has no students yet.</EmptyState>;
  const rows = summary.data.flatMap(
    (row): { row: SummaryRow; p: SummaryRow['portfolios'][number] | null; first: boolean }[] =>
      row.portfolios.length
        ? row.portfolios.map((p, index) => ({ row, p, first: index === 0 }))
        : [{ row, p: null, first: true }],
  );
  return (
    <ScrollingTable minWidth={760} label="Portfolio completion of the course's students">
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Student</Table.Th>
            <Table.Th>Qualification</Table.Th>
            <Table.Th>Units achieved</Table.Th>
            <Table.Th>Outcomes met</Table.Th>
            <Table.Th>Evidence</Table.Th>
            <Table.Th>Certified</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ row, p, first }) => (
            <Table.Tr key={`${row.student._id}-${p?._id ?? 'none'}`}>
              <Table.Td>{first ? row.student.fullName : ''}</Table.Td>
              {p ? (
                <>
                  <Table.Td>
                    <Anchor component={Link} to={`/StudentPortfolio/${p._id}`}>
                      {p.cvq.code} · {p.cvq.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <ProgressCell progress={p.progress} />
                  </Table.Td>
                  <Table.Td>
                    {p.progress.outcomesMet} / {p.progress.outcomesTotal}
                  </Table.Td>
                  <Table.Td>{p.evidenceCount}</Table.Td>
                  <Table.Td>{p.certified ? 'Yes' : 'No'}</Table.Td>
                </>
              ) : (
                <Table.Td colSpan={5}>
                  <Text size="sm" c="gray.7">
                    No portfolio yet
                  </Text>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollingTable>
  );
}

/** SPEC §2 /student_summary (issue 35): portfolio completion across the students of a course the teacher chooses. */
export default function StudentSummaryPage() {
  const { userId } = useSession();
  const courses = useMyCourses(userId ?? '');
  const taught = markedCourses(courses.data ?? []);
  const [chosen, setChosen] = useState<string | null>(null);
  const courseId = chosen ?? taught[0]?._id ?? null;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Portfolio completion summary
      </Title>
      {courses.isPending ? (
        <Skeleton height={36} maw={420} aria-label="Loading your courses" />
      ) : courses.isError ? (
        <ErrorState error={courses.error} onRetry={() => void courses.refetch()} />
      ) : taught.length === 0 ? (
        <EmptyState title="No courses">The courses you teach appear here.</EmptyState>
      ) : (
        <>
          <Select
            label="Course"
            maw={420}
            allowDeselect={false}
            searchable
            value={courseId}
            onChange={setChosen}
            data={taught.map((c) => ({ value: c._id, label: c.name }))}
          />
          {courseId && <Summary courseId={courseId} />}
        </>
      )}
    </Stack>
  );
}
