import { Alert, Button, Stack } from '@mantine/core';
import { lazy, Suspense, useDeferredValue } from 'react';
import { Link, useParams } from 'react-router';
import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds/index';
import { CalendarIcon } from '../../components/icons';
import { EmptyState, ErrorState } from '../../components/PageStates';
import { PanelSection } from '../../components/PanelSection';
import { useSession } from '../../platform/session';
import { CourseHeader } from '../courses/CourseHeader';
import { CoursePageSkeleton } from '../courses/CoursePageSkeleton';
import { itemsByKind } from '../courses/courseItemsView';
import { courseChatPath, courseGradebookPath, courseStatisticsPath } from '../courses/courseLinks';
import { useCourseView } from '../courses/courseQueries';
import { useNow } from '../courses/useNow';
import { FileListSkeleton } from '../files/FileListSkeleton';
import { useCourseChannel } from '../notifications/useCourseChannel';
import { StudentItemRow } from './StudentItemRow';

// The course's files close the page: their panel and its reads come after the items are drawn, not in the same
// tasks (issue 13).
const CourseFilesPanel = lazy(() =>
  import('../files/CourseFilesPanel').then((module) => ({ default: module.CourseFilesPanel })),
);

/**
 * /viewcourse/{courseId} (student; a teacher in student view too, SPEC §2): per kind, the items students may see
 * now, each with its SPEC §4 button. The page always asks for the student's reply, so a teacher in student view
 * gets exactly what the course's students get. Times are worked out again every 30 s, so 'Wait' opens without a
 * reload.
 */
export default function ViewCoursePage() {
  const { courseId = '' } = useParams();
  const { userId, studentView } = useSession();
  const view = useCourseView(courseId, userId ?? '', 'student');
  const now = useNow();
  useCourseChannel(courseId, view.data?.items);

  // Drawn at a lower priority once the read answered, so React splits the work into short tasks (issue 13).
  const drawn = useDeferredValue(!view.isPending);
  if (!drawn || view.isPending) return <CoursePageSkeleton />;
  if (view.isError) {
    return (
      <ErrorState
        // In student view the one refusal is a course its students do not see (a draft or a template).
        title={studentView ? 'Students do not see this course' : 'This course could not be opened'}
        error={view.error}
        onRetry={() => void view.refetch()}
      />
    );
  }

  const course = view.data;
  const groups = itemsByKind(course.items).filter((group) => group.items.length > 0);

  return (
    <Stack gap="lg" maw={1100}>
      <CourseHeader
        course={course}
        actions={
          <>
            <Button component={Link} to={courseChatPath(course._id)} variant="light">
              Chat
            </Button>
            <Button component={Link} to={courseStatisticsPath(course._id)} variant="light">
              My statistics
            </Button>
            {!studentView && (
              <Button component={Link} to={courseGradebookPath(course._id)} variant="light">
                My marks
              </Button>
            )}
          </>
        }
      />
      {studentView && (
        <Alert color="purple" title="Student view">
          You see this course as its students do now. Switch back to the teacher view from your user menu to
          edit it.
        </Alert>
      )}
      {groups.length === 0 ? (
        <PanelSection title="Course content">
          <EmptyState title="Nothing to open yet" icon={<CalendarIcon />}>
            Lectures, tests and tasks appear here once your teacher publishes them.
          </EmptyState>
        </PanelSection>
      ) : (
        groups.map(({ kind, items }) => (
          <PanelSection key={kind} title={ITEM_KIND_DEFINITIONS[kind].labels.many}>
            <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
              {items.map((item, index) => (
                <StudentItemRow key={item._id} item={item} now={now} isFirst={index === 0} />
              ))}
            </Stack>
          </PanelSection>
        ))
      )}
      <PanelSection title="Course files">
        <Suspense fallback={<FileListSkeleton />}>
          <CourseFilesPanel courseId={course._id} canManage={false} />
        </Suspense>
      </PanelSection>
    </Stack>
  );
}
