import { Skeleton, Stack, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../components/PageStates';
import { RouteAnchor } from '../../components/RouteLink';
import { useCourseworkItem } from './courseworkApi';
import { assessmentListPath, projectAssessmentPath } from './courseworkRoutes';
import { GradingPanel } from './GradingPanel';
import { neighbours } from './gradingLines';
import { useAssessment, useAssessmentLines } from './submissionsApi';
import { useUnsavedMark } from './useUnsavedMark';

function WorkSkeleton() {
  return (
    <Stack gap="lg" maw={900} role="status" aria-busy="true" aria-label="Loading the work">
      <Skeleton height={36} width="50%" />
      <Skeleton height={300} />
    </Stack>
  );
}

/**
 * /assessmentproject/{assessmentId} (teacher, SPEC §2; issue 14): one project group's work to grade, with the
 * previous and next group's from the project's list.
 */
export default function AssessmentPage() {
  const { assessmentId = '' } = useParams();
  const navigate = useNavigate();
  const current = useAssessment(assessmentId);
  const itemId = current.data?.itemId ?? '';
  const item = useCourseworkItem('project', current.data?.courseId ?? '', itemId, itemId !== '');
  const lines = useAssessmentLines(itemId, itemId !== '');
  const unsavedMark = useUnsavedMark();

  if (current.isPending) return <WorkSkeleton />;
  if (current.isError) {
    return (
      <ErrorState
        title="This work could not be opened"
        error={current.error}
        onRetry={() => void current.refetch()}
      />
    );
  }
  if (!current.data) {
    return (
      <ErrorState
        title="This work could not be opened"
        error={new Error('There is no work at this address.')}
      />
    );
  }
  if (item.isPending) return <WorkSkeleton />;
  if (item.isError) {
    return (
      <ErrorState
        title="The project could not be loaded"
        error={item.error}
        onRetry={() => void item.refetch()}
      />
    );
  }

  const project = item.data;
  return (
    <Stack gap="lg" maw={1400}>
      <Stack gap={4}>
        <RouteAnchor to={assessmentListPath('project', project.courseId, project._id)} size="sm">
          ← All the groups of this project
        </RouteAnchor>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {project.title}
        </Title>
      </Stack>
      <GradingPanel
        item={project}
        assessmentId={assessmentId}
        neighbours={
          lines.data
            ? {
                ...neighbours(lines.data, assessmentId),
                open: (id) => void unsavedMark.leave(() => void navigate(projectAssessmentPath(id))),
              }
            : undefined
        }
        onUnsavedChange={unsavedMark.onUnsavedChange}
      />
    </Stack>
  );
}
