import { Alert, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { COURSEWORK } from '../../../core/constants';
import { type RubricScores as RubricChoices, rubricRunningTotal } from '../../../core/rules/rubricScore';
import type { Submission } from '../../../core/schemas/coursework';
import { errorMessage } from '../../components/PageStates';
import { RichEditor } from '../../components/richEditor/RichEditor';
import { toast } from '../../components/toast';
import type { CourseworkItem } from './courseworkApi';
import { RubricPicker } from './RubricPicker';
import type { GradeInput } from './submissionsApi';

/** Why the mark cannot be saved yet, or null. */
function markBlock(item: CourseworkItem, mark: number | string, choices: RubricChoices): string | null {
  if (item.rubric)
    return rubricRunningTotal(item.rubric, choices).complete ? null : 'Choose a level on every criterion.';
  if (typeof mark !== 'number') return `Give a mark from 0 to ${item.maxMark}.`;
  return null;
}

/** The form's values as one comparable string: a change to any of them is unsaved work. */
const draftKey = (mark: number | string, choices: RubricChoices, feedback: string) =>
  JSON.stringify([String(mark), Object.entries(choices).sort(), feedback]);

/**
 * The teacher's mark (the rubric's levels, or a number out of the item's maximum) and feedback, saved by `grade`:
 * the grade of handed-in work, or the mark of work never handed in (issue 37).
 */
export function GradeForm({
  item,
  saved,
  released,
  grade,
  onSaved,
  onUnsavedChange,
}: {
  item: CourseworkItem;
  saved: Submission['assessment'];
  /** The students see the mark already: saving it shows them the new one. */
  released: boolean;
  grade: UseMutationResult<unknown, Error, GradeInput>;
  onSaved?: () => void;
  /** Told whenever the form comes to hold changes not saved, or stops holding them. */
  onUnsavedChange?: (unsaved: boolean) => void;
}) {
  const [mark, setMark] = useState<number | string>(saved?.mark ?? '');
  const [choices, setChoices] = useState<RubricChoices>(saved?.rubricScores ?? {});
  const [feedback, setFeedback] = useState(saved?.feedback ?? '');
  // Saved is what the server holds (`saved`, replaced as soon as a save answers, before the list is read again),
  // or what the teacher last saved as they typed it (the server's cleaned feedback may differ without a change).
  const [savedDraft, setSavedDraft] = useState<string | null>(null);
  const current = draftKey(mark, choices, feedback);
  const unsaved =
    current !== draftKey(saved?.mark ?? '', saved?.rubricScores ?? {}, saved?.feedback ?? '') &&
    current !== savedDraft;
  useEffect(() => onUnsavedChange?.(unsaved), [unsaved, onUnsavedChange]);
  const reasonId = useId();
  const block = markBlock(item, mark, choices);

  const onSave = () =>
    grade.mutate(
      {
        // With a rubric the server counts the mark from the levels chosen.
        mark: item.rubric ? null : Number(mark),
        rubricScores: item.rubric ? choices : null,
        feedback,
      },
      {
        onSuccess: () => {
          setSavedDraft(current);
          toast(
            released
              ? 'The mark is saved and the student sees it.'
              : 'The mark is saved. Students see it once you release the marks.',
            { tone: 'success' },
          );
          onSaved?.();
        },
      },
    );

  return (
    <Stack gap="md">
      {item.rubric ? (
        <RubricPicker rubric={item.rubric} maxMark={item.maxMark} choices={choices} onChange={setChoices} />
      ) : (
        <NumberInput
          label={`Mark, out of ${item.maxMark}`}
          value={mark}
          onChange={setMark}
          min={0}
          max={item.maxMark}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          maw={200}
        />
      )}
      <RichEditor
        label="Feedback"
        value={feedback}
        onChange={setFeedback}
        maxLength={COURSEWORK.feedbackMaxChars}
        minHeight={120}
      />
      {grade.isError && (
        <Alert color="red" title="The mark was not saved" role="alert">
          {errorMessage(grade.error)}
        </Alert>
      )}
      <Group gap="sm">
        <Button
          onClick={onSave}
          loading={grade.isPending}
          disabled={block !== null}
          aria-describedby={block ? reasonId : undefined}
        >
          Save mark
        </Button>
        {block && (
          <Text size="sm" c="dimmed" id={reasonId}>
            {block}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
