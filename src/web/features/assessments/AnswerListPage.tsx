import { Button, Group, Select, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { AssessmentKind } from '../../../core/itemKinds';
import { queryKeys } from '../../api/queryKeys';
import { confirm } from '../../components/ConfirmDialog';
import { EmptyState, ErrorState, errorMessage } from '../../components/PageStates';
import { PanelSection } from '../../components/PanelSection';
import { RouteButton } from '../../components/RouteLink';
import { toast } from '../../components/toast';
import { PHONE_MEDIA } from '../../platform/theme';
import { countOf, wordFor } from '../courses/courseVisuals';
import { AnswerLinesView } from './AnswerLinesView';
import { AssessmentHeader } from './AssessmentHeader';
import { AssessmentItemGate, NoSuchAssessment } from './AssessmentItemGate';
import {
  ANSWER_FILTERS,
  type AnswerFilter,
  filterAnswerLines,
  releasableCount,
  sortAnswerLines,
  waitsForMarks,
} from './answerList';
import { markedItemOfParams, proctorPath } from './assessmentRoutes';
import { type AssessmentItem, useAnswerList, useReleaseMarks } from './assessmentsApi';
import { LiveBadge } from './LiveBadge';
import { useSittingFeed } from './useSittingFeed';

const isFilter = (value: string | null): value is AnswerFilter =>
  ANSWER_FILTERS.some((choice) => choice.value === value);

function Attempts({ kind, item }: { kind: AssessmentKind; item: AssessmentItem }) {
  const lines = useAnswerList(kind, item.courseId, item._id);
  const live = useSittingFeed(item._id, queryKeys.assessmentAttempts(item.courseId, kind, item._id));
  const release = useReleaseMarks(kind, item.courseId, item._id);
  const [filter, setFilter] = useState<AnswerFilter>('all');
  const phone = useMediaQuery(PHONE_MEDIA, false, { getInitialValueInEffect: false });

  if (lines.isPending)
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the attempts">
        <Skeleton height={36} width={260} />
        <Skeleton height={200} />
      </Stack>
    );
  if (lines.isError)
    return (
      <ErrorState
        title="The attempts could not be loaded"
        error={lines.error}
        onRetry={() => void lines.refetch()}
      />
    );

  const all = sortAnswerLines(lines.data);
  const shown = filterAnswerLines(all, filter);
  const toRelease = releasableCount(all);
  const waiting = all.filter(waitsForMarks).length;

  const onRelease = async () => {
    const answer = await confirm({
      title: 'Release the marks?',
      message: `${countOf(toRelease, 'attempt is', 'attempts are')} marked in full. Their students will see their marks and feedback, and be told.${
        waiting
          ? ` ${countOf(waiting, 'attempt', 'attempts')} still to mark ${wordFor(waiting, 'waits', 'wait')} until you mark ${wordFor(waiting, 'it', 'them')} and release again.`
          : ''
      }`,
      confirmLabel: 'Release',
    });
    if (answer.code !== 0) return;
    release.mutate(undefined, {
      onSuccess: ({ data }) =>
        toast(`${countOf(data.released, 'mark was', 'marks were')} released. The students are told.`, {
          tone: 'success',
        }),
      onError: (error) => toast(errorMessage(error), { tone: 'error' }),
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Select
          label="Show"
          data={ANSWER_FILTERS.map((choice) =>
            choice.value === 'toMark' ? { ...choice, label: `${choice.label} (${waiting})` } : choice,
          )}
          value={filter}
          onChange={(value) => isFilter(value) && setFilter(value)}
          allowDeselect={false}
          maw={260}
        />
        <Group gap="sm">
          <LiveBadge live={live} />
          {item.mode === 'live' && (
            <RouteButton to={proctorPath(kind, item.courseId, item._id, true)} variant="default">
              Proctor
            </RouteButton>
          )}
          <Button onClick={() => void onRelease()} disabled={toRelease === 0} loading={release.isPending}>
            Release marks ({toRelease})
          </Button>
        </Group>
      </Group>
      {all.length === 0 ? (
        <EmptyState title={`Nobody has started the ${kind} yet`}>
          Each student's attempts appear here as they start, with their marks once handed in.
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState title="Nothing waits to be marked">
          Every brief answer handed in has its mark. Show every attempt to see them.
        </EmptyState>
      ) : (
        <AnswerLinesView
          kind={kind}
          courseId={item.courseId}
          lines={shown}
          compact={phone}
          caption={`${countOf(shown.length, 'attempt', 'attempts')} of ${all.length}`}
        />
      )}
    </Stack>
  );
}

/**
 * /TestAnswerList/{courseId}/{testId} and /ExamAnswerList/{courseId}/{examId} (teacher, SPEC §2; issue 15): every
 * attempt with where it stands and its mark, what waits to be marked, and the release of the marks given; followed
 * live, so attempts appear and are handed in as students sit.
 */
export default function AnswerListPage() {
  const params = useParams();
  const marked = markedItemOfParams(params);
  if (!marked || !params.courseId) return <NoSuchAssessment />;
  const { kind, itemId } = marked;
  return (
    <AssessmentItemGate
      kind={kind}
      courseId={params.courseId}
      itemId={itemId}
      loadingLabel="Loading the answers"
    >
      {(item) => (
        <Stack gap="lg" maw={1200}>
          <AssessmentHeader kind={kind} item={item} />
          <PanelSection title="Attempts">
            <Attempts kind={kind} item={item} />
          </PanelSection>
        </Stack>
      )}
    </AssessmentItemGate>
  );
}
