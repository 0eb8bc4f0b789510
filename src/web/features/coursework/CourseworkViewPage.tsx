import { Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { ErrorState } from '../../components/PageStates';
import { RouteAnchor } from '../../components/RouteLink';
import { useSession } from '../../platform/session';
import { coursePagePath } from '../courses/courseLinks';
import { useNow } from '../courses/useNow';
import { CourseworkBrief } from './CourseworkBrief';
import { useCourseworkItem } from './courseworkApi';
import { courseworkOfParams } from './courseworkRoutes';
import { MyWork } from './MyWork';
import { ProjectGroupPanel } from './ProjectGroupPanel';
import { groupOf } from './projectGroups';
import { ReleasedAnnotations } from './ReleasedAnnotations';
import { ReleasedMark } from './ReleasedMark';
import { useMySubmission } from './submissionsApi';

function CourseworkSkeleton() {
  return (
    <Stack gap="lg" maw={900} role="status" aria-busy="true" aria-label="Loading the page">
      <Skeleton height={36} width="60%" />
      <Skeleton height={160} />
      <Skeleton height={260} />
    </Stack>
  );
}

/**
 * /viewassignment, /viewproject and /viewlab (student, SPEC §2; issue 14): what the teacher set and how it is
 * marked, then the student's own work to write, hand in and, once released, read the mark and the teacher's
 * annotations of (issue 37). A project's work is its group's, so a student without a group joins one first (where
 * the project lets them) or waits for the teacher.
 */
export default function CourseworkViewPage() {
  const params = useParams();
  const session = useSession();
  const { kind, itemId } = courseworkOfParams(params) ?? { kind: 'assignment' as const, itemId: '' };
  const { userId } = session;
  const item = useCourseworkItem(kind, params.courseId ?? '', itemId);
  const submission = useMySubmission(kind, params.courseId ?? '', itemId, userId ?? '');
  const now = useNow();

  if (item.isPending || submission.isPending) return <CourseworkSkeleton />;
  if (item.isError || submission.isError) {
    const failed = item.isError ? item : submission;
    return (
      <ErrorState
        title="This could not be opened"
        error={failed.error}
        onRetry={() => void Promise.all([item.refetch(), submission.refetch()])}
      />
    );
  }

  const coursework = item.data;
  const mine = submission.data;
  const isProject = kind === 'project';
  const myGroup = isProject ? (mine?.group ?? groupOf(coursework.groups ?? [], userId ?? '')) : null;
  const assessment = mine?.state === 'released' ? mine.assessment : null;

  return (
    <Stack gap="lg" maw={900}>
      <RouteAnchor to={coursePagePath(session, coursework.courseId)} size="sm">
        ← Back to the course
      </RouteAnchor>
      <CourseworkBrief item={coursework} now={now} />
      {isProject && (
        <ProjectGroupPanel
          courseId={coursework.courseId}
          projectId={coursework._id}
          myGroup={myGroup}
          groups={coursework.groups ?? []}
          studentsChooseGroups={coursework.studentsChooseGroups ?? false}
          maxGroupSize={coursework.maxGroupSize ?? 0}
        />
      )}
      {assessment && <ReleasedMark assessment={assessment} rubric={coursework.rubric} />}
      {assessment && mine && <ReleasedAnnotations assessmentId={mine._id} files={mine.files} />}
      {(!isProject || myGroup) && (
        <MyWork
          key={coursework._id}
          item={coursework}
          submission={mine}
          userId={userId ?? ''}
          now={now}
          inGroup={isProject}
        />
      )}
    </Stack>
  );
}
