import { Stack, Text, Title } from '@mantine/core';
import { personName } from '../../../core/rules/personName';
import type { Grading, Rubric } from '../../../core/schemas/coursework';
import { PanelSection } from '../../components/PanelSection';
import { RichText } from '../../components/RichText';
import { formatDateTime } from '../courses/itemDates';
import { RubricTable } from './RubricTable';

/** The teacher's released assessment as the student reads it: the mark, the rubric levels chosen, the feedback. */
export function ReleasedMark({ assessment, rubric }: { assessment: Grading; rubric: Rubric | null }) {
  return (
    <PanelSection title="Your mark">
      <Stack gap="md">
        <Stack gap={0}>
          <Text fz={32} fw={700} lh={1.2}>
            {assessment.mark} / {assessment.maxMark}
          </Text>
          <Text size="sm" c="dimmed">
            Marked by {personName(assessment.gradedBy)}
            {assessment.releasedAt && `, released ${formatDateTime(assessment.releasedAt)}`}
          </Text>
        </Stack>
        {rubric && assessment.rubricScores && (
          <RubricTable rubric={rubric} chosen={assessment.rubricScores} />
        )}
        <Stack gap={4}>
          <Title order={3} size="h5">
            Feedback
          </Title>
          {assessment.feedback ? (
            <RichText html={assessment.feedback} label="the feedback" />
          ) : (
            <Text size="sm" c="dimmed">
              Your teacher wrote no feedback.
            </Text>
          )}
        </Stack>
      </Stack>
    </PanelSection>
  );
}
