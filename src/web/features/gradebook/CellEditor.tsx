import { Anchor, Button, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { GradebookColumn, GradeCell } from '../../../core/schemas/gradebook';
import { serverFieldErrors } from '../../components/forms/serverFieldErrors';
import { errorMessage } from '../../components/PageStates';
import { plainText } from '../../components/plainText';
import { toast } from '../../components/toast';
import { type GradeInput, useGrade, useGradeWithoutWork } from '../coursework/submissionsApi';
import { useAssess } from '../discussions/discussionsApi';
import { useRefreshBook } from './gradebookApi';

export interface CellTarget {
  courseId: string;
  column: GradebookColumn;
  cell: GradeCell;
  student: { _id: string; fullName: string };
}

type Save = (input: { mark: number; feedback: string }) => Promise<unknown>;

/** The mark and feedback fields, saved through the item's own call (`save`); errors shown where they belong. */
function MarkForm({ target, save, onDone }: { target: CellTarget; save: Save; onDone: () => void }) {
  const { column, cell, student } = target;
  const [mark, setMark] = useState<number | string>(cell.mark ?? '');
  // Coursework feedback is rich text: edited here as plain text, and kept as it was unless it is changed.
  const [feedback, setFeedback] = useState(plainText(cell.feedback));
  const [errors, setErrors] = useState<{ mark?: string; feedback?: string }>({});
  const [saving, setSaving] = useState(false);
  const refresh = useRefreshBook(target.courseId);

  const submit = async () => {
    if (mark === '' || Number(mark) < 0 || Number(mark) > column.max) {
      setErrors({ mark: `Give a mark from 0 to ${column.max}.` });
      return;
    }
    setSaving(true);
    try {
      await save({
        mark: Number(mark),
        feedback: feedback === plainText(cell.feedback) ? cell.feedback : feedback,
      });
      toast(`The mark of ${student.fullName} for ${column.title} is saved.`, { tone: 'success' });
      await refresh();
      onDone();
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors({ mark: fields.mark?.toString(), feedback: fields.feedback?.toString() });
      if (!fields.mark && !fields.feedback) toast(errorMessage(error), { tone: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="xs">
        <NumberInput
          label={`Mark, out of ${column.max}`}
          value={mark}
          onChange={setMark}
          min={0}
          max={column.max}
          clampBehavior="none"
          allowNegative={false}
          allowDecimal={false}
          error={errors.mark}
          data-autofocus
        />
        <Textarea
          label="Feedback"
          value={feedback}
          onChange={(event) => setFeedback(event.currentTarget.value)}
          autosize
          minRows={2}
          maxRows={6}
          error={errors.feedback}
        />
        <Button type="submit" loading={saving}>
          Save the mark
        </Button>
        {column.kind !== 'discussion' && (
          <Text size="xs" c="dimmed">
            Students see it once the marks of {column.title} are released.
          </Text>
        )}
      </Stack>
    </form>
  );
}

/** Coursework with work handed in: the grade call of its own marking page (POST /api/v1/assessment/grade). */
function GradeWork({ target, onDone }: { target: CellTarget; onDone: () => void }) {
  const grade = useGrade(target.cell.ref ?? '', target.column._id);
  const save: Save = (input) => grade.mutateAsync({ ...input, rubricScores: null } satisfies GradeInput);
  return <MarkForm target={target} save={save} onDone={onDone} />;
}

/** Coursework with nothing handed in: the gradeWithoutWork call of its marking page (issue 37). */
function GradeWithoutWork({ target, onDone }: { target: CellTarget; onDone: () => void }) {
  const grade = useGradeWithoutWork(target.column._id, { studentId: target.student._id, groupId: null });
  const save: Save = (input) => grade.mutateAsync({ ...input, rubricScores: null });
  return <MarkForm target={target} save={save} onDone={onDone} />;
}

/** A discussion: its assess call (POST /api/v1/discussion/assess). */
function AssessParticipation({ target, onDone }: { target: CellTarget; onDone: () => void }) {
  const assess = useAssess(target.column._id);
  const save: Save = (input) => assess.mutateAsync({ userId: target.student._id, ...input });
  return <MarkForm target={target} save={save} onDone={onDone} />;
}

/**
 * What a teacher can do with one cell, through the item's own calls: a mark and feedback for coursework and
 * discussions; a test or exam, marked question by question, and a project's group work open their own marking page.
 */
export function CellEditor({ target, onDone }: { target: CellTarget; onDone: () => void }) {
  const { column, cell } = target;
  const ownPage = (why: string) => (
    <Stack gap="xs">
      <Text size="sm">{why}</Text>
      {column.link && (
        <Anchor component={Link} to={column.link}>
          Open the marking page of {column.title}
        </Anchor>
      )}
    </Stack>
  );
  if (column.kind === 'test' || column.kind === 'exam')
    return ownPage('A test or exam is marked question by question on its own marking page.');
  if (column.kind === 'discussion') return <AssessParticipation target={target} onDone={onDone} />;
  if (cell.ref) return <GradeWork target={target} onDone={onDone} />;
  if (column.kind === 'project')
    return ownPage('A project is marked for its group, on its own marking page.');
  return <GradeWithoutWork target={target} onDone={onDone} />;
}
