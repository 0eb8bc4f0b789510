import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AssessmentKind } from '../../../core/itemKinds';
import { ErrorState } from '../../components/PageStates';
import { RouteAnchor } from '../../components/RouteLink';
import { type AssessmentItem, useAssessmentItem } from './assessmentsApi';

/** The "no such test" state of a teacher page whose address names no test or exam of the course. */
export function NoSuchAssessment() {
  return (
    <Alert color="red" title="No such test" role="alert" maw={640}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          This address does not name a test or an exam of a course. Open it from the test's page in its
          course.
        </Text>
        <RouteAnchor to="/dashboard" size="sm">
          Go to your courses
        </RouteAnchor>
      </Stack>
    </Alert>
  );
}

function PageSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="lg" maw={1100} role="status" aria-busy="true" aria-label={label}>
      <Skeleton height={16} width={200} />
      <Skeleton height={36} width="50%" />
      <Skeleton height={240} />
    </Stack>
  );
}

/**
 * Loads the test or exam a teacher page is about (getCurrent) and draws the page once it is known to be one of
 * that kind in that course: a skeleton while it loads, the error with a retry, "no such test" for an address that
 * names something else.
 */
export function AssessmentItemGate({
  kind,
  courseId,
  itemId,
  loadingLabel,
  children,
}: {
  kind: AssessmentKind;
  courseId: string;
  itemId: string;
  loadingLabel: string;
  children: (item: AssessmentItem) => ReactNode;
}) {
  const item = useAssessmentItem(kind, courseId, itemId);
  if (item.isPending) return <PageSkeleton label={loadingLabel} />;
  if (item.isError)
    return (
      <ErrorState
        title={`The ${kind} could not be loaded`}
        error={item.error}
        onRetry={() => void item.refetch()}
      />
    );
  if (item.data.kind !== kind || item.data.courseId !== courseId) return <NoSuchAssessment />;
  return children(item.data);
}
