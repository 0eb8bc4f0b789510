import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { confirm } from '../../components/ConfirmDialog';
import { newDraftId } from '../../components/forms/draftId';
import { serverFieldErrors } from '../../components/forms/serverFieldErrors';
import { EmptyState, errorMessage } from '../../components/PageStates';
import { plainText } from '../../components/plainText';
import { toast } from '../../components/toast';
import { useStickyClearance } from '../../components/useStickyClearance';
import { countOf, wordFor } from '../courses/courseVisuals';
import { QUESTION_TYPE_LABELS } from './assessmentText';
import { QuestionCard } from './QuestionCard';
import { QuestionTools } from './QuestionTools';
import type { QuestionBank } from './questionBank';
import {
  addQuestion,
  changeQuestion,
  type DraftQuestion,
  moveQuestion,
  type QuestionChange,
  questionsOf,
  removeQuestion,
  totalMarks,
} from './questionDraft';
import {
  checkQuestions,
  hasProblems,
  NO_PROBLEMS,
  problemsOf,
  type QuestionProblems,
} from './questionProblems';
import { useQuestionDrafts } from './useQuestionDrafts';

/** Brings the first question with a problem into view, below the page's header. */
function showFirstProblem(drafts: readonly DraftQuestion[], problems: QuestionProblems) {
  const first = drafts.find((draft) => problems.byQuestion[draft._id]);
  if (first) document.getElementById(`question-${first._id}`)?.scrollIntoView({ block: 'start' });
}

/**
 * The questions of a test or an exam (issue 15): added by type, written, moved, removed, with the total marks; one
 * Save sends the whole list, which regrades the attempts handed in. Problems are shown at their fields, found
 * before sending where the schema can tell, else from the server's reply.
 */
export function QuestionEditor({
  bank,
  onDirtyChange,
}: {
  bank: QuestionBank;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { drafts, setDrafts, dirty, version, undo, sent } = useQuestionDrafts(bank.questions);
  const [problems, setProblems] = useState<QuestionProblems>(NO_PROBLEMS);
  const save = useMutation({ mutationFn: bank.save });
  const saveBar = useStickyClearance('bottom');

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const change = (questionId: string, update: QuestionChange) => {
    setDrafts((current) => changeQuestion(current, questionId, update));
    setProblems((current) => {
      if (!current.byQuestion[questionId]) return current;
      const { [questionId]: _fixed, ...others } = current.byQuestion;
      return { ...current, byQuestion: others };
    });
  };

  const askRemove = async (draft: DraftQuestion, index: number) => {
    const text = plainText(draft.text).trim();
    const answer = await confirm({
      title: `Remove question ${index + 1}?`,
      message: `${text ? `“${text.length > 120 ? `${text.slice(0, 120)}…` : text}” ` : 'It '}goes from the ${bank.noun} when you save. Until then, Undo changes brings it back.`,
      confirmLabel: 'Remove',
      danger: true,
    });
    if (answer.code === 0) setDrafts((current) => removeQuestion(current, draft._id));
  };

  const submit = () => {
    const found = checkQuestions(bank.id, drafts);
    setProblems(found);
    if (hasProblems(found)) {
      showFirstProblem(drafts, found);
      return;
    }
    const sending = drafts;
    save.mutate(questionsOf(sending), {
      onSuccess: (reply) => {
        sent(sending);
        // The server's words: saved, with the questions taken out and the handed-in attempts marked again.
        toast(reply.msg, { tone: 'success' });
      },
      onError: (error) => {
        const fromServer = problemsOf(serverFieldErrors(error) as Record<string, string>, sending);
        setProblems(fromServer);
        showFirstProblem(sending, fromServer);
      },
    });
  };

  const withProblems = drafts.flatMap((draft, index) => (problems.byQuestion[draft._id] ? [index + 1] : []));
  const total = totalMarks(drafts);

  return (
    <Stack gap="md">
      <QuestionTools bank={bank} dirty={dirty} />
      {bank.attemptCount > 0 && (
        <Alert variant="light" color="yellow" title="Students have started this" role="note">
          {countOf(bank.attemptCount, 'attempt has', 'attempts have')} been started. Saving a changed answer
          or mark regrades the attempts handed in.
        </Alert>
      )}
      {drafts.length === 0 ? (
        <EmptyState title="No questions yet">
          Add questions of the kinds below, or import a GIFT or Moodle XML file.
        </EmptyState>
      ) : (
        drafts.map((draft, index) => (
          <QuestionCard
            key={`${version}:${draft._id}`}
            draft={draft}
            index={index}
            count={drafts.length}
            errors={problems.byQuestion[draft._id] ?? {}}
            onChange={(update) => change(draft._id, update)}
            onMove={(step) => setDrafts((current) => moveQuestion(current, draft._id, step))}
            onRemove={() => void askRemove(draft, index)}
          />
        ))
      )}
      <Group gap="xs" role="group" aria-label="Add a question">
        {bank.types.map((type) => (
          <Button
            key={type}
            variant="light"
            onClick={() => setDrafts((current) => addQuestion(current, type, newDraftId))}
          >
            Add {QUESTION_TYPE_LABELS[type].toLowerCase()}
          </Button>
        ))}
      </Group>
      <Paper
        ref={saveBar}
        withBorder
        shadow="sm"
        p="sm"
        pos="sticky"
        bottom={0}
        style={{ zIndex: 2 }}
        component="section"
        aria-label="Save the questions"
      >
        <Stack gap="xs">
          {(problems.list || withProblems.length > 0) && (
            <Alert color="red" role="alert" p="xs">
              {problems.list ??
                `Please correct ${wordFor(withProblems.length, 'question')} ${withProblems.join(', ')}: each problem is shown at its field.`}
            </Alert>
          )}
          {save.isError && !hasProblems(problems) && (
            <Alert color="red" role="alert" p="xs">
              {errorMessage(save.error)}
            </Alert>
          )}
          <Group justify="space-between" gap="xs">
            <Text fw={600} aria-live="polite">
              {countOf(drafts.length, 'question')} · {countOf(total, 'mark')} in all
              {dirty && (
                <Text span c="dimmed" fw={400}>
                  {' '}
                  · not saved
                </Text>
              )}
            </Text>
            <Group gap="xs">
              <Button
                variant="default"
                disabled={!dirty || save.isPending}
                onClick={() => {
                  undo();
                  setProblems(NO_PROBLEMS);
                  save.reset();
                }}
              >
                Undo changes
              </Button>
              <Button onClick={submit} loading={save.isPending} disabled={!dirty}>
                Save questions
              </Button>
            </Group>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
