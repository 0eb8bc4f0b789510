import { Group, Loader, Text } from '@mantine/core';
import type { OverallSave, QuestionSave } from './answerQueue';

/** The words of each save state, the same on every question and for the whole sitting. */
export function saveWords(save: QuestionSave | { state: OverallSave }): { text: string; color?: string } {
  switch (save.state) {
    case 'saving':
      return { text: 'Saving…', color: 'dimmed' };
    case 'saved':
      return { text: 'Saved', color: 'teal.9' };
    case 'retrying':
      return { text: 'Not saved yet — retrying', color: 'orange.9' };
    case 'refused':
      return { text: 'message' in save ? `Not saved: ${save.message}` : 'Not saved', color: 'red.8' };
    default:
      return { text: 'Your answers are saved as you go' };
  }
}

/**
 * Where the answers stand, for the whole sitting: shown beside the clock and said politely by screen readers as it
 * changes (a status region, so it never interrupts the question being read).
 */
export function SaveStatus({ overall, refusal }: { overall: OverallSave; refusal: string | null }) {
  const words = saveWords(
    overall === 'refused' && refusal ? { state: 'refused', message: refusal } : { state: overall },
  );
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-label="Saving of your answers">
      {(overall === 'saving' || overall === 'retrying') && (
        <Loader size={14} color={words.color} aria-hidden />
      )}
      <Text size="sm" fw={500} c={words.color}>
        {words.text}
      </Text>
    </Group>
  );
}

/** One question's state, beside its answer (not announced: the sitting's status says it once). */
export function QuestionSaveText({ save }: { save: QuestionSave | undefined }) {
  if (!save) return null;
  const words = saveWords(save);
  return (
    <Text size="sm" c={words.color}>
      {words.text}
    </Text>
  );
}
