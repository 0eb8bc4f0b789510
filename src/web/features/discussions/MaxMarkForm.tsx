import { Button, Group, NumberInput } from '@mantine/core';
import { useState } from 'react';
import { DISCUSSION } from '../../../core/constants';
import { serverFieldErrors } from '../../components/forms/serverFieldErrors';
import { errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { type DiscussionItem, useSaveDiscussionSettings } from './discussionsApi';
import { markProblem } from './markProblem';

/** What the participation in the discussion is marked out of (discussion/saveSettings). */
export function MaxMarkForm({ discussion }: { discussion: DiscussionItem }) {
  const save = useSaveDiscussionSettings(discussion._id);
  const [value, setValue] = useState<number | string>(discussion.maxMark);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const problem = markProblem(value, 1, DISCUSSION.maxMark, 'Marked out of');
    setError(problem);
    if (problem) return;
    save.mutate(Number(value), {
      onSuccess: () => toast('The settings are saved.', { tone: 'success' }),
      onError: (failure) => setError(serverFieldErrors(failure).maxMark?.toString() ?? errorMessage(failure)),
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Group align="flex-end" gap="sm">
        <NumberInput
          label="Marked out of"
          description="The most a student's part in the discussion can get."
          value={value}
          onChange={setValue}
          min={1}
          max={DISCUSSION.maxMark}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          error={error}
          w={220}
        />
        <Button type="submit" loading={save.isPending}>
          Save
        </Button>
      </Group>
    </form>
  );
}
