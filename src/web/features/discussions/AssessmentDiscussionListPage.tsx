import { Button, Stack, Table, VisuallyHidden } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { EmptyState, ErrorState } from '../../components/PageStates';
import { PanelSection } from '../../components/PanelSection';
import { CoursePageSkeleton } from '../courses/CoursePageSkeleton';
import { teacherListPath } from '../courses/itemRoutes';
import { DiscussionHeader } from './DiscussionHeader';
import { statusPath } from './discussionRoutes';
import { useDiscussion, useParticipation } from './discussionsApi';
import { ParticipationMarkRow } from './ParticipationMarkRow';

/**
 * /assessmentdiscussionlist/:courseId/:discussionId (teacher, SPEC §2, issue 16): every student of the course with
 * what they wrote, and a mark (0 to the discussion's max mark) and feedback for each, saved row by row.
 */
export default function AssessmentDiscussionListPage() {
  const { courseId = '', discussionId = '' } = useParams();
  const discussion = useDiscussion(discussionId);
  const participation = useParticipation(discussionId, null);

  if (discussion.isPending || participation.isPending) return <CoursePageSkeleton sections={2} />;
  if (discussion.isError || participation.isError) {
    const failed = discussion.isError ? discussion : participation;
    return (
      <ErrorState
        title="The assessments could not be opened"
        error={failed.error}
        onRetry={() => void failed.refetch()}
      />
    );
  }

  const item = discussion.data;
  const { students, maxMark } = participation.data;
  return (
    <Stack gap="lg" maw={1100}>
      <DiscussionHeader discussion={item}>
        <Button component={Link} to={statusPath(courseId, item._id)} variant="light">
          Status
        </Button>
        <Button component={Link} to={teacherListPath('discussion', courseId)} variant="light">
          All discussions
        </Button>
      </DiscussionHeader>
      <PanelSection title={`Marks, out of ${maxMark}`}>
        {students.length === 0 ? (
          <EmptyState title="No students yet">
            The course's students are listed here to be assessed.
          </EmptyState>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table aria-label="Assessments">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Student</Table.Th>
                  <Table.Th>Mark</Table.Th>
                  <Table.Th>Feedback</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Save</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {students.map((line) => (
                  <ParticipationMarkRow
                    key={line.student._id}
                    discussionId={item._id}
                    line={line}
                    maxMark={maxMark}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PanelSection>
    </Stack>
  );
}
