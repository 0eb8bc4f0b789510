import { useParams } from 'react-router';
import { ErrorState } from '../../components/PageStates';
import { RouteButton } from '../../components/RouteLink';
import { useCurrentRoute } from '../../platform/currentRoute';
import { KindListPage } from '../courses/KindListPage';
import { assessmentListPath, courseworkKindAt, NOT_COURSEWORK_PAGE } from './courseworkRoutes';

/**
 * /listassignment, /listproject and /listlab (teacher, SPEC §2, issue 14): the course's items of that kind, each
 * with its edit page and its assessments, and "Add" (the course page's item form).
 */
export default function CourseworkListPage() {
  const { courseId = '' } = useParams();
  const kind = courseworkKindAt(useCurrentRoute().route.pattern);
  if (!kind)
    return <ErrorState title="This page could not be opened" error={new Error(NOT_COURSEWORK_PAGE)} />;
  return (
    <KindListPage
      courseId={courseId}
      kind={kind}
      itemActions={(item) => (
        <RouteButton
          to={assessmentListPath(kind, courseId, item._id)}
          size="compact-sm"
          variant="subtle"
          aria-label={`Submissions of ${item.title}`}
        >
          Submissions
        </RouteButton>
      )}
    />
  );
}
