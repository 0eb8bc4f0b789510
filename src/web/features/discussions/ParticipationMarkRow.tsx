import { Button, NumberInput, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { DISCUSSION } from '../../../core/constants';
import type { Participation } from '../../../core/schemas/discussions';
import { serverFieldErrors } from '../../components/forms/serverFieldErrors';
import { errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { countOf } from '../courses/courseVisuals';
import { useAssess } from './discussionsApi';
import { markProblem } from './markProblem';

/** One student on /assessmentdiscussionlist: what they wrote, and their mark and feedback, saved on their own. */
export function ParticipationMarkRow({
  discussionId,
  line,
  maxMark,
}: {
  discussionId: string;
  line: Participation;
  maxMark: number;
}) {
  const assess = useAssess(discussionId);
  const name = line.student.name;
  const [mark, setMark] = useState<number | string>(line.assessment?.mark ?? '');
  const [feedback, setFeedback] = useState(line.assessment?.feedback ?? '');
  const [errors, setErrors] = useState<{ mark?: string; feedback?: string }>({});

  const save = () => {
    const problem = markProblem(mark, 0, maxMark);
    setErrors(problem ? { mark: problem } : {});
    if (problem) return;
    assess.mutate(
      { userId: line.student._id, mark: Number(mark), feedback },
      {
        onSuccess: () => toast(`The mark of ${name} is saved.`, { tone: 'success' }),
        onError: (error) => {
          const fields = serverFieldErrors(error);
          setErrors({ mark: fields.mark?.toString(), feedback: fields.feedback?.toString() });
          if (!fields.mark && !fields.feedback) toast(errorMessage(error), { tone: 'error' });
        },
      },
    );
  };

  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600}>
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          {countOf(line.comments, 'comment')}, {countOf(line.replies, 'reply', 'replies')}
          {line.joined ? ', joined live' : ''}
        </Text>
      </Table.Td>
      <Table.Td>
        <NumberInput
          aria-label={`Mark of ${name}, out of ${maxMark}`}
          value={mark}
          onChange={setMark}
          min={0}
          max={maxMark}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          rightSection={
            <Text size="xs" c="dimmed">
              / {maxMark}
            </Text>
          }
          rightSectionWidth={56}
          error={errors.mark}
          w={140}
        />
      </Table.Td>
      <Table.Td miw={220}>
        <Textarea
          aria-label={`Feedback to ${name}`}
          value={feedback}
          onChange={(event) => setFeedback(event.currentTarget.value)}
          maxLength={DISCUSSION.feedbackMaxChars}
          autosize
          minRows={1}
          maxRows={6}
          error={errors.feedback}
        />
      </Table.Td>
      <Table.Td>
        <Button size="xs" onClick={save} loading={assess.isPending} aria-label={`Save the mark of ${name}`}>
          Save
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
