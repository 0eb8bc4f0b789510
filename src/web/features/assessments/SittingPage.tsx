import { Skeleton, Stack, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { AssessmentKind } from '../../../core/itemKinds';
import {
  type OfflineSittingRedirect,
  offlineSittingRedirect,
} from '../../../core/rules/offlineSittingRedirect';
import { ApiError } from '../../api/envelope';
import { EmptyState, ErrorState } from '../../components/PageStates';
import { RouteAnchor } from '../../components/RouteLink';
import { toast } from '../../components/toast';
import { useSession } from '../../platform/session';
import { coursePagePath } from '../courses/courseLinks';
import { AttemptSitting } from './AttemptSitting';
import { livePath, offlinePath, type SittingPage as Page, sittingPageOf } from './assessmentRoutes';
import { useAssessmentForStudent, useSitting } from './assessmentsApi';
import { HandedIn } from './HandedIn';
import { SittingIntro } from './SittingIntro';

function SittingSkeleton() {
  return (
    <Stack gap="md" maw={900} role="status" aria-busy="true" aria-label="Loading the page">
      <Skeleton height={36} width="60%" />
      <Skeleton height={120} />
      <Skeleton height={240} />
    </Stack>
  );
}

/** getCurrent's refusal of an item the student may not reach (hidden, removed, not their course). */
const isUnreachable = (error: unknown) =>
  error instanceof ApiError && (error.code === 403 || error.code === 404);

/** Where a sitting page sends the student instead, once it knows the item (null: it shows the sitting). */
function redirectOf(
  page: Page,
  reached: ReturnType<typeof useAssessmentForStudent>,
): OfflineSittingRedirect | 'offlinePage' | null {
  if (page === 'offline') {
    if (reached.data)
      return offlineSittingRedirect({
        found: true,
        active: reached.data.active,
        mode: reached.data.item.mode,
      });
    return isUnreachable(reached.error) ? offlineSittingRedirect({ found: false }) : null;
  }
  return reached.data?.item.mode === 'offline' ? 'offlinePage' : null;
}

/**
 * The student's sitting of a test or an exam (issue 15; SPEC §2): /answerLiveTest and /answerLiveExam live,
 * /proctor_s proctored (full screen asked for at Start), /submitOfflineTest and /submitOfflineExam offline. Before
 * an attempt, what it is and Start; during one, the questions; after, "handed in" and, where attempts are left,
 * another Start. SPEC §2: the offline page sends a student away when the test is not active, and a test set to be
 * sat live is sat on its live page (and the other way round).
 */
export default function SittingPage() {
  const params = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const { kind, page }: { kind: AssessmentKind; page: Page } = sittingPageOf(pathname) ?? {
    kind: 'test',
    page: 'live',
  };
  const courseId = params.courseId ?? '';
  const itemId = params.testId ?? params.examId ?? '';
  const reached = useAssessmentForStudent(kind, courseId, itemId);
  const active = reached.data?.active === true;
  const sitting = useSitting(kind, courseId, itemId, active);

  // Where the focus goes when the page changes under the student's hands: to the first question once they start,
  // to "Handed in" once the attempt closes (handed in, time up, or ended by the proctor).
  const [arrival, setArrival] = useState<'question' | 'result' | null>(null);
  const attemptOpen = sitting.data?.sitting?.attempt.state === 'open';
  const wasOpen = useRef(attemptOpen);
  useEffect(() => {
    if (wasOpen.current && !attemptOpen) setArrival('result');
    wasOpen.current = attemptOpen;
  }, [attemptOpen]);

  // Decided once, on the first answer: a test closing while it is sat must not take the student off the page.
  const target = redirectOf(page, reached);
  const decided = useRef(false);
  useEffect(() => {
    if (decided.current || (!reached.data && !reached.isError)) return;
    decided.current = true;
    if (target === 'controlPanel' || target === 'courseView') {
      toast(`This ${kind} is not open now.`);
      navigate(target === 'controlPanel' ? '/control_panel_student' : coursePagePath(session, courseId), {
        replace: true,
      });
    } else if (target === 'livePage') navigate(livePath(kind, courseId, itemId), { replace: true });
    else if (target === 'offlinePage') navigate(offlinePath(kind, courseId, itemId), { replace: true });
  }, [target, reached.data, reached.isError, kind, courseId, itemId, navigate, session]);

  const back = (
    <RouteAnchor to={coursePagePath(session, courseId)} size="sm">
      ← Back to the course
    </RouteAnchor>
  );

  if (target || reached.isPending) return <SittingSkeleton />;
  if (!reached.data) {
    if (isUnreachable(reached.error))
      return (
        <Stack gap="lg" maw={900}>
          {back}
          <EmptyState title={`This ${kind} is not open to you now`}>
            It may not have started yet, or it has ended. Your course page shows when it opens.
          </EmptyState>
        </Stack>
      );
    return (
      <ErrorState
        title="This could not be opened"
        error={reached.error}
        onRetry={() => void reached.refetch()}
      />
    );
  }
  const { item } = reached.data;
  if (!active)
    return (
      <Stack gap="lg" maw={900}>
        {back}
        <EmptyState title={`${item.title} is not open now`}>
          Students can start it while it is open. Your course page shows when that is.
        </EmptyState>
      </Stack>
    );
  if (!sitting.data) {
    if (sitting.isError && !sitting.isFetching)
      return (
        <ErrorState
          title="This could not be opened"
          error={sitting.error}
          onRetry={() => void sitting.refetch()}
        />
      );
    return <SittingSkeleton />;
  }

  const mine = sitting.data.sitting;
  const refresh = () => void sitting.refetch();
  if (mine?.attempt.state === 'open')
    return (
      <AttemptSitting
        key={mine.attempt._id}
        kind={kind}
        item={item}
        sitting={mine}
        fetchedAt={sitting.dataUpdatedAt}
        page={page}
        refresh={refresh}
        takeFocus={arrival === 'question'}
      />
    );
  return (
    <Stack gap="lg" maw={900}>
      {back}
      {mine && (
        <>
          <Title order={1} size="h2">
            {item.title}
          </Title>
          <HandedIn kind={kind} courseId={courseId} sitting={mine} takeFocus={arrival === 'result'} />
        </>
      )}
      {(!mine || sitting.data.allowance.attemptsLeft > 0) && (
        <SittingIntro
          kind={kind}
          item={item}
          allowance={sitting.data.allowance}
          page={page}
          again={mine !== null}
          onStarting={() => setArrival('question')}
        />
      )}
    </Stack>
  );
}
