import { Button, Stack, Tabs } from '@mantine/core';
import { lazy, Suspense, useDeferredValue } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { ErrorState } from '../../components/PageStates';
import { PanelSection } from '../../components/PanelSection';
import { useSession } from '../../platform/session';
import { CourseHeader } from '../courses/CourseHeader';
import { CourseMembersSummary } from '../courses/CourseMembersSummary';
import { CoursePageSkeleton } from '../courses/CoursePageSkeleton';
import { itemsByKind } from '../courses/courseItemsView';
import { courseChatPath, courseGradebookPath, courseStatisticsPath } from '../courses/courseLinks';
import { useCourseDetail, useCourseView } from '../courses/courseQueries';
import { KindItemsSection } from '../courses/KindItemsSection';
import { RemoveCourseButton } from '../courses/RemoveCourseButton';
import { useNow } from '../courses/useNow';
import { useCourseChannel } from '../notifications/useCourseChannel';

// The settings tab (date pickers, validation, the picture's checks) loads when it opens, not with the course's
// content (issue 13).
const CourseSettingsForm = lazy(() =>
  import('../courses/CourseSettingsForm').then((module) => ({ default: module.CourseSettingsForm })),
);
const CoursePictureField = lazy(() =>
  import('../courses/CoursePictureField').then((module) => ({ default: module.CoursePictureField })),
);

// The files tab brings the upload pieces (the drop zone, the tus client) only when it opens.
const CourseFilesPanel = lazy(() =>
  import('../files/CourseFilesPanel').then((module) => ({ default: module.CourseFilesPanel })),
);

const TABS = ['content', 'settings', 'files', 'members'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/**
 * /editcourse/{courseId} (teacher, SPEC §2): the course's items by kind, its settings and picture, its members.
 * The open tab is kept in the address (?tab=) so a reload or the back button returns to it.
 */
export default function EditCoursePage() {
  const { courseId = '' } = useParams();
  const { userId } = useSession();
  const [search, setSearch] = useSearchParams();
  const detail = useCourseDetail(courseId);
  const view = useCourseView(courseId, userId ?? '');
  const now = useNow();
  useCourseChannel(courseId, view.data?.items);

  // Drawn at a lower priority once the reads answered, so React splits the work into short tasks (issue 13).
  const drawn = useDeferredValue(!detail.isPending && !view.isPending);
  if (!drawn || detail.isPending || view.isPending) return <CoursePageSkeleton />;
  if (detail.isError || view.isError) {
    const failed = detail.isError ? detail : view;
    return (
      <ErrorState
        title="This course could not be opened"
        error={failed.error}
        onRetry={() => void Promise.all([detail.refetch(), view.refetch()])}
      />
    );
  }

  const course = detail.data;
  const requested = search.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'content';
  const openTab = (value: string | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && value !== 'content') next.set('tab', value);
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg" maw={1100}>
      <CourseHeader
        course={course}
        actions={
          <>
            <Button component={Link} to={courseChatPath(course._id)} variant="light">
              Chat
            </Button>
            <Button component={Link} to={courseGradebookPath(course._id)} variant="light">
              Gradebook
            </Button>
            <Button component={Link} to={courseStatisticsPath(course._id)} variant="light">
              Statistics
            </Button>
            {course.myRole === 'owner' && <RemoveCourseButton course={course} />}
          </>
        }
      />
      <Tabs value={tab} onChange={openTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="content">Content</Tabs.Tab>
          <Tabs.Tab value="settings">Settings</Tabs.Tab>
          <Tabs.Tab value="files">Files</Tabs.Tab>
          <Tabs.Tab value="members">Members</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="content" pt="lg">
          <Stack gap="md">
            {itemsByKind(view.data.items).map(({ kind, items }) => (
              <KindItemsSection key={kind} course={course} kind={kind} items={items} now={now} />
            ))}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="settings" pt="lg">
          <Suspense fallback={<LoadingSpinner />}>
            <Stack gap="md">
              <PanelSection title="Picture">
                <CoursePictureField course={course} />
              </PanelSection>
              <PanelSection title="Course details">
                <CourseSettingsForm key={course._id} course={course} />
              </PanelSection>
            </Stack>
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="files" pt="lg">
          <Suspense fallback={<LoadingSpinner />}>
            <PanelSection title="Course files">
              <CourseFilesPanel courseId={course._id} canManage />
            </PanelSection>
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="members" pt="lg">
          <PanelSection title="Members">
            <CourseMembersSummary course={course} />
          </PanelSection>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
