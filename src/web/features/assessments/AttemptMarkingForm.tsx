import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ASSESSMENT } from '../../../core/constants';
import type { AssessmentKind } from '../../../core/itemKinds';
import { personName } from '../../../core/rules/personName';
import type { AttemptDetail, AttemptState } from '../../../core/schemas/assessments';
import { useLeaveGuard } from '../../components/forms/useLeaveGuard';
import { errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { useStickyClearance } from '../../components/useStickyClearance';
import { countOf, wordFor } from '../courses/courseVisuals';
import { formatDateTime } from '../courses/itemDates';
import { FileRow } from '../files/FileRow';
import { nextToMark } from './answerList';
import { answerListPath, attemptMarkingPath } from './assessmentRoutes';
import { type AssessmentItem, useAnswerList, useGradeAttempt } from './assessmentsApi';
import { ATTEMPT_STATE_LOOK, ENDING_LABEL } from './attemptLabels';
import {
  answerTo,
  draftProblems,
  gradeBody,
  hasUnsavedMarks,
  type MarkingDraft,
  markingDraftOf,
  runningTotal,
} from './attemptMarking';
import { FocusLossList } from './FocusLossList';
import { QuestionMarkCard } from './QuestionMarkCard';
import { focusLosses } from './roster';

function savedMessage(state: AttemptState, unmarked: number): string {
  if (state === 'released') return 'The marks are saved, and the student sees them.';
  if (state === 'graded') return 'The marks are saved. The student sees them once you release the marks.';
  return `The marks are saved; ${countOf(unmarked, 'answer is', 'answers are')} still to mark.`;
}

/** Who sat it, where it stands, how it ended, and what they handed in beside the answers. */
function AttemptFacts({ detail }: { detail: AttemptDetail }) {
  const { attempt } = detail;
  const look = ATTEMPT_STATE_LOOK[attempt.state];
  return (
    <Stack gap={4}>
      <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
        {personName(detail.student)}, attempt {attempt.number}
      </Title>
      <Group gap="xs" wrap="wrap">
        <Badge variant="dot" color={look.color} tt="none">
          {look.label}
        </Badge>
        {attempt.endedBy && <Text size="sm">{ENDING_LABEL[attempt.endedBy]}</Text>}
      </Group>
      <Text size="sm">
        Started {formatDateTime(attempt.startedAt)}
        {attempt.submittedAt ? ` · handed in ${formatDateTime(attempt.submittedAt)}` : ''}
      </Text>
      {attempt.answerFile && (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Answer file">
          <FileRow file={attempt.answerFile} newTab />
        </Stack>
      )}
    </Stack>
  );
}

/**
 * One attempt marked by its teacher (issue 15): every question with its key, the answer and a mark, the total as
 * the marks are typed, feedback, the focus lost during the sitting; Save, and Save and next to mark.
 */
export function AttemptMarkingForm({
  kind,
  item,
  detail,
}: {
  kind: AssessmentKind;
  item: AssessmentItem;
  detail: AttemptDetail;
}) {
  const { attempt } = detail;
  const [draft, setDraft] = useState(() => markingDraftOf(detail));
  const grade = useGradeAttempt(kind, item.courseId, item._id);
  const saveBar = useStickyClearance('bottom');
  const attempts = useAnswerList(kind, item.courseId, item._id);
  const navigate = useNavigate();
  const sitting = attempt.state === 'open';
  const disqualified = attempt.endedBy === 'disqualified';
  // SPEC §4: a disqualified attempt stays at zero; one being sat is marked once handed in.
  const locked = sitting || disqualified;
  const problems = draftProblems(detail, draft);
  const { total, unmarked } = runningTotal(detail.questions, draft, disqualified);
  const losses = focusLosses(detail.focusEvents);

  // The draft last saved: saved marks are not "unsaved" while the attempt is read again after the save.
  const [savedDraft, setSavedDraft] = useState<MarkingDraft | null>(null);
  const unsaved = !locked && draft !== savedDraft && hasUnsavedMarks(detail, draft);
  useLeaveGuard(unsaved ? ['the marks'] : []);
  // Where to go once saved: gone to after the page has drawn without unsaved marks, so the guard lets it go.
  const [goTo, setGoTo] = useState<string | null>(null);
  useEffect(() => {
    if (goTo) void navigate(goTo);
  }, [goTo, navigate]);

  // The buttons stay focusable while a save runs or a mark is wrong (aria-disabled, not disabled): a disabled button
  // drops the keyboard focus to the page's start. Focus stays on Save; the toast (an alert) says the marks are saved.
  const blocked = problems.length > 0 || grade.isPending;
  const save = (then: 'stay' | 'next') => {
    if (blocked) return;
    const next = then === 'next' && attempts.data ? nextToMark(attempts.data, attempt._id) : null;
    grade.mutate(gradeBody(detail, draft), {
      onSuccess: ({ data }) => {
        setSavedDraft(draft);
        if (then === 'stay') return toast(savedMessage(data.state, unmarked), { tone: 'success' });
        if (next) {
          toast('The marks are saved. Here is the next attempt to mark.', { tone: 'success' });
          return setGoTo(attemptMarkingPath(kind, item.courseId, item._id, next));
        }
        toast('The marks are saved. Nothing else waits to be marked.', { tone: 'success' });
        setGoTo(answerListPath(kind, item.courseId, item._id));
      },
    });
  };

  return (
    <Stack gap="lg">
      <AttemptFacts detail={detail} />
      {sitting && (
        <Alert color="blue" title="Still being sat">
          The student is sitting this attempt now. Its answers can be marked once it is handed in.
        </Alert>
      )}
      {disqualified && (
        <Alert color="red" title="Disqualified by the proctor">
          The mark of this attempt is zero, whatever its answers, and is not marked.
        </Alert>
      )}
      {detail.questions.map((question, index) => (
        <QuestionMarkCard
          key={question._id}
          number={index + 1}
          question={question}
          answer={answerTo(detail, question._id)}
          value={draft.marks[question._id] ?? { mark: '', feedback: '' }}
          problem={problems.find((p) => p.questionId === question._id)?.problem ?? null}
          locked={locked}
          onChange={(value) =>
            setDraft((current) => ({ ...current, marks: { ...current.marks, [question._id]: value } }))
          }
        />
      ))}
      <Stack gap={4} component="section" aria-label="Focus during the sitting">
        <Title order={3} size="h5">
          Focus during the sitting
        </Title>
        <FocusLossList losses={losses} sitting={sitting} holdsNewest={false} />
      </Stack>
      {disqualified && <Text fw={600}>Mark: 0 / {attempt.maxMark}</Text>}
      {!locked && (
        <>
          <Textarea
            label="Feedback on the whole attempt"
            value={draft.feedback}
            onChange={(event) => {
              const feedback = event.currentTarget.value;
              setDraft((current) => ({ ...current, feedback }));
            }}
            maxLength={ASSESSMENT.feedbackMaxChars}
            autosize
            minRows={3}
            maxRows={12}
          />
          {grade.isError && (
            <Alert color="red" title="The marks were not saved" role="alert">
              {errorMessage(grade.error)}
            </Alert>
          )}
          <Paper
            ref={saveBar}
            withBorder
            p="sm"
            shadow="sm"
            style={{ position: 'sticky', bottom: 0, zIndex: 2 }}
            component="section"
            aria-label="Save the marks"
          >
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Stack gap={0}>
                <Text fw={600}>
                  Total: {total} / {attempt.maxMark}
                  {unmarked > 0 ? ` · ${countOf(unmarked, 'answer', 'answers')} to mark` : ''}
                </Text>
                <Text size="sm" c={problems.length > 0 ? 'red.8' : undefined} role="status">
                  {problems.length > 0
                    ? `Correct the ${wordFor(problems.length, 'mark')} shown in red to save.`
                    : grade.isPending
                      ? 'Saving the marks…'
                      : unsaved
                        ? 'Not saved yet.'
                        : ''}
                </Text>
              </Stack>
              <Group gap="sm">
                <Button
                  variant="default"
                  onClick={() => save('stay')}
                  data-disabled={blocked}
                  aria-disabled={blocked}
                >
                  Save
                </Button>
                <Button onClick={() => save('next')} data-disabled={blocked} aria-disabled={blocked}>
                  Save and next to mark
                </Button>
              </Group>
            </Group>
          </Paper>
        </>
      )}
    </Stack>
  );
}
