import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Alert, Button, Group, SegmentedControl, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { VERDICT_LABELS } from '../../../core/schemas/qualifications';
import { errorMessage } from '../../components/PageStates';
import { usePortfolioWrite } from './qualificationsApi';

type Verdict = keyof typeof VERDICT_LABELS;

/** A teacher's verdict on one outcome, with feedback (issue 35); each save is kept in the outcome's history. */
export function AssessForm({
  portfolioId,
  outcomeId,
  outcomeCode,
  current,
}: {
  portfolioId: string;
  outcomeId: string;
  outcomeCode: string;
  current: Verdict | null;
}) {
  const assess = usePortfolioWrite('assess');
  const [verdict, setVerdict] = useState<Verdict>(current ?? 'met');
  const [feedback, setFeedback] = useState('');
  return (
    <Stack
      component="form"
      gap="xs"
      aria-label={`Assess outcome ${outcomeCode}`}
      onSubmit={(event) => {
        event.preventDefault();
        assess.mutate({ portfolioId, outcomeId, verdict, feedback }, { onSuccess: () => setFeedback('') });
      }}
    >
      <Group align="flex-end" gap="xs">
        <SegmentedControl
          aria-label={`Verdict on outcome ${outcomeCode}`}
          value={verdict}
          onChange={(value) => setVerdict(value as Verdict)}
          data={Object.entries(VERDICT_LABELS).map(([value, label]) => ({ value, label }))}
        />
        <Textarea
          label={`Feedback on ${outcomeCode}`}
          autosize
          minRows={1}
          value={feedback}
          onChange={(e) => setFeedback(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Button type="submit" size="sm" loading={assess.isPending}>
          Save assessment
        </Button>
      </Group>
      {assess.isError && (
        <Alert color="red" role="alert">
          {errorMessage(assess.error)}
        </Alert>
      )}
    </Stack>
  );
}
