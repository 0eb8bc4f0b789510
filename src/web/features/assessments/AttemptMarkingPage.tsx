import { Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import type { AssessmentKind } from '../../../core/itemKinds';
import { ErrorState } from '../../components/PageStates';
import { AssessmentHeader } from './AssessmentHeader';
import { AssessmentItemGate, NoSuchAssessment } from './AssessmentItemGate';
import { AttemptMarkingForm } from './AttemptMarkingForm';
import { answerListPath, markedItemOfParams } from './assessmentRoutes';
import { type AssessmentItem, useAttemptDetail } from './assessmentsApi';

function Attempt({
  kind,
  item,
  attemptId,
}: {
  kind: AssessmentKind;
  item: AssessmentItem;
  attemptId: string;
}) {
  const detail = useAttemptDetail(kind, item.courseId, item._id, attemptId);
  if (detail.isPending)
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the attempt">
        <Skeleton height={28} width="40%" />
        <Skeleton height={220} />
        <Skeleton height={220} />
      </Stack>
    );
  if (detail.isError)
    return (
      <ErrorState
        title="This attempt could not be opened"
        error={detail.error}
        onRetry={() => void detail.refetch()}
      />
    );
  if (detail.data.attempt.itemId !== item._id) return <NoSuchAssessment />;
  // Keyed by the attempt: "Save and next" starts the next attempt's marks afresh.
  return <AttemptMarkingForm key={attemptId} kind={kind} item={item} detail={detail.data} />;
}

/**
 * /TestAssessment/{courseId}/{testId}/{assessmentTestId} and /ExamAssessment/{courseId}/{examId}/{assessmentExamId}
 * (teacher, SPEC §2; issue 15): one attempt, marked question by question.
 */
export default function AttemptMarkingPage() {
  const params = useParams();
  const marked = markedItemOfParams(params);
  if (!marked?.attemptId || !params.courseId) return <NoSuchAssessment />;
  const { kind, itemId, attemptId } = marked;
  return (
    <AssessmentItemGate
      kind={kind}
      courseId={params.courseId}
      itemId={itemId}
      loadingLabel="Loading the attempt"
    >
      {(item) => (
        <Stack gap="lg" maw={960}>
          <AssessmentHeader
            kind={kind}
            item={item}
            back={{ to: answerListPath(kind, item.courseId, item._id), label: 'All the attempts' }}
          />
          <Attempt kind={kind} item={item} attemptId={attemptId} />
        </Stack>
      )}
    </AssessmentItemGate>
  );
}
