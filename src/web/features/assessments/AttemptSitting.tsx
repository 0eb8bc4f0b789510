import { Alert, Badge, Box, Button, Flex, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { ASSESSMENT } from '../../../core/constants';
import type { AssessmentKind } from '../../../core/itemKinds';
import type { Sitting } from '../../../core/schemas/assessments';
import { REALTIME_EVENTS } from '../../../core/schemas/realtimeNames';
import { useSocketEvent } from '../../api/useSocket';
import { confirm } from '../../components/ConfirmDialog';
import { errorMessage } from '../../components/PageStates';
import { RichText } from '../../components/RichText';
import { toast } from '../../components/toast';
import { useStickyClearance } from '../../components/useStickyClearance';
import { countOf, wordFor } from '../courses/courseVisuals';
import { AnswerFilePanel } from './AnswerFilePanel';
import type { SittingPage } from './assessmentRoutes';
import { type AssessmentItem, useSubmitAttempt } from './assessmentsApi';
import { FullscreenPrompt } from './FullscreenPrompt';
import { isProctorSignal } from './proctorEnd';
import { QuestionInput } from './QuestionInput';
import { QuestionNavigator } from './QuestionNavigator';
import { QuestionSaveText, SaveStatus } from './SaveStatus';
import { SittingClock } from './SittingClock';
import { type AnswerValues, answersOf, questionList, unansweredNumbers } from './sittingAnswers';
import { anchorClock, type ClockStage } from './sittingClock';
import { useAnswerQueue } from './useAnswerQueue';
import { useFocusReporting } from './useFocusReporting';
import { useFocusWhen } from './useFocusWhen';
import { isAboutItem } from './useSittingFeed';

/** While time is up and the server has not yet closed the attempt, it is asked again this often. */
const CLOSING_POLL_MS = 2000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * An open attempt (issue 15): one question on the screen with previous and next, every question in the navigator,
 * each change saved as it is made, the clock from the server's deadline, and Hand in. At zero the page stops taking
 * answers, lets the last writes land within the server's grace, hands in, and asks the server until it has closed
 * the attempt (it does so even when no browser is left). A live sitting reports focus for the proctor; the
 * proctor's SPEC §4 signal, a change of the student's extra time, or any refusal of a write, makes the page ask the
 * server where the attempt stands.
 */
export function AttemptSitting({
  kind,
  item,
  sitting,
  fetchedAt,
  page,
  refresh,
  takeFocus,
}: {
  kind: AssessmentKind;
  item: AssessmentItem;
  sitting: Sitting;
  /** When the sitting's reply arrived (wall time), so its serverNow is dated right. */
  fetchedAt: number;
  page: SittingPage;
  /** Reads the sitting again; the page shows the attempt handed in once the server says so. */
  refresh: () => void;
  /** Just started: the first question's heading takes the focus, so the student hears where they are. */
  takeFocus: boolean;
}) {
  const { attempt, questions } = sitting;
  const { queue, snapshot } = useAnswerQueue(kind, attempt, sitting.answers);
  const [values, setValues] = useState<AnswerValues>(() => answersOf(sitting.answers));
  const [current, setCurrent] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const timeBar = useStickyClearance('top');
  // Once time is up it stays up: a later reply of the server never reopens the page's inputs.
  const [timeUp, setTimeUp] = useState(false);
  const [handingIn, setHandingIn] = useState(false);
  const submit = useSubmitAttempt(kind, item.courseId, item._id);
  const live = page !== 'offline';
  const locked = timeUp || handingIn;
  const headingId = useId();
  useFocusWhen(headingRef, takeFocus);

  const anchor = useMemo(
    () =>
      anchorClock(
        { deadlineAt: attempt.deadlineAt, serverNow: sitting.serverNow },
        fetchedAt,
        Date.now(),
        performance.now(),
      ),
    [attempt.deadlineAt, sitting.serverNow, fetchedAt],
  );

  useFocusReporting(kind, live ? attempt._id : null);

  useSocketEvent(REALTIME_EVENTS.notification, (payload) => {
    if (isProctorSignal(payload, item.courseId)) refresh();
  });
  // The teacher changed this student's extra time: the deadline comes from the attempt read again.
  useSocketEvent(REALTIME_EVENTS.sitting, (payload) => {
    if (isAboutItem(payload, item._id)) refresh();
  });

  // A refused write may mean the attempt was closed (time, the proctor, another tab): ask the server.
  const refused = Object.values(snapshot.byQuestion).find((save) => save.state === 'refused');
  const refusal = refused?.state === 'refused' ? refused.message : null;
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  useEffect(() => {
    if (refusal) refreshRef.current();
  }, [refusal]);

  // Time is up: the last writes get the server's grace to land, then the attempt is handed in; the server is asked
  // until it says the attempt is closed (the page is then replaced by the handed-in view).
  const submitRef = useRef(submit.mutateAsync);
  submitRef.current = submit.mutateAsync;
  useEffect(() => {
    if (!timeUp) return;
    let stopped = false;
    void (async () => {
      await Promise.race([queue.settled(), wait(ASSESSMENT.deadlineGraceMs)]);
      queue.close();
      await submitRef.current(attempt._id).catch(() => {});
      while (!stopped) {
        refreshRef.current();
        await wait(CLOSING_POLL_MS);
      }
    })();
    return () => {
      stopped = true;
    };
  }, [timeUp, queue, attempt._id]);

  const onStage = (stage: ClockStage) => {
    if (stage === 'over') setTimeUp(true);
  };

  // Another question on the screen: its heading takes the focus, so a screen reader reads it and the keyboard
  // carries on from it (the Next button just pressed may be disabled now).
  const goTo = (index: number) => {
    setCurrent(index);
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const change = (questionId: string, value: string) => {
    if (locked) return;
    setValues((all) => ({ ...all, [questionId]: value }));
    queue.change(questionId, value);
  };

  const handIn = async () => {
    const missing = unansweredNumbers(questions, values);
    const choice = await confirm({
      title: 'Hand in your answers?',
      message:
        missing.length === 0
          ? 'Every question has an answer. Once handed in, your answers cannot be changed.'
          : `${questionList(missing)} ${wordFor(missing.length, 'has', 'have')} no answer yet. Once handed in, your answers cannot be changed.`,
      confirmLabel: 'Hand in',
      cancelLabel: 'Keep answering',
    });
    if (choice.code !== 0) return;
    setHandingIn(true);
    await queue.settled();
    if (queue.snapshot().overall === 'retrying') {
      setHandingIn(false);
      toast('Some answers are not saved yet. Wait until they show "Saved", then hand in.', { tone: 'error' });
      return;
    }
    submit.mutate(attempt._id, {
      onSuccess: () => {
        queue.close();
        refresh();
      },
      onError: (error) => {
        setHandingIn(false);
        toast(errorMessage(error), { tone: 'error' });
        refresh();
      },
    });
  };

  const question = questions[current];
  const last = questions.length - 1;

  return (
    <Stack gap="md" maw={1100}>
      <Paper
        ref={timeBar}
        withBorder
        p="sm"
        pos="sticky"
        style={{ top: 'var(--app-shell-header-offset, 0rem)', zIndex: 2 }}
        aria-label="Time and saving"
        component="section"
      >
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Stack gap={0} miw={0}>
            <Title order={1} size="h3">
              {item.title}
            </Title>
            <Text size="sm" c="dimmed">
              Attempt {attempt.number} · {countOf(questions.length, 'question')} ·{' '}
              {countOf(attempt.maxMark, 'mark')}
            </Text>
          </Stack>
          <Stack gap={4} align="flex-end">
            <SittingClock anchor={anchor} countdown={live} onStage={onStage} />
            <SaveStatus overall={snapshot.overall} refusal={refusal} />
          </Stack>
        </Group>
      </Paper>

      {item.description && (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Instructions">
          <RichText html={item.description} label={`the instructions of ${item.title}`} foldAt={72} />
        </Paper>
      )}
      {page === 'proctored' && !timeUp && <FullscreenPrompt />}
      {timeUp && (
        <Alert color="red" title="Time is up">
          Your answers are being handed in. The server closes the attempt at its deadline, whatever happens
          here.
        </Alert>
      )}

      <Flex direction={{ base: 'column', md: 'row' }} gap="md" align={{ base: 'stretch', md: 'flex-start' }}>
        <Box style={{ flex: 2, minWidth: 0 }}>
          {question && (
            <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
              <Stack gap="md">
                <Group justify="space-between" gap="xs">
                  <Title order={2} size="h4" id={headingId} ref={headingRef} tabIndex={-1}>
                    Question {current + 1} of {questions.length}
                  </Title>
                  <Badge variant="light" tt="none">
                    {countOf(question.marks, 'mark')}
                  </Badge>
                </Group>
                <RichText html={question.text} label={`question ${current + 1}`} />
                <QuestionInput
                  key={question._id}
                  question={question}
                  value={values[question._id] ?? ''}
                  onChange={(value) => change(question._id, value)}
                  label={`Your answer to question ${current + 1}`}
                  disabled={locked}
                />
                <QuestionSaveText save={snapshot.byQuestion[question._id]} />
                <Group justify="space-between">
                  <Button variant="default" disabled={current === 0} onClick={() => goTo(current - 1)}>
                    Previous
                  </Button>
                  <Button variant="default" disabled={current === last} onClick={() => goTo(current + 1)}>
                    Next
                  </Button>
                </Group>
              </Stack>
            </Paper>
          )}
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Paper withBorder p="md">
            <Stack gap="md">
              <QuestionNavigator questions={questions} values={values} current={current} onGo={goTo} />
              <Button onClick={() => void handIn()} disabled={locked} loading={handingIn}>
                Hand in
              </Button>
            </Stack>
          </Paper>
        </Box>
      </Flex>

      {page === 'offline' && item.allowAnswerFile && (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <AnswerFilePanel
            attemptId={attempt._id}
            file={attempt.answerFile}
            disabled={locked}
            onUploaded={refresh}
          />
        </Paper>
      )}
    </Stack>
  );
}
