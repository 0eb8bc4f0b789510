import { Radio, Stack, Text } from '@mantine/core';
import { type RubricScores as RubricChoices, rubricRunningTotal } from '../../../core/rules/rubricScore';
import type { Rubric } from '../../../core/schemas/coursework';

/**
 * The teacher's rubric scoring: one group of radio buttons per criterion (arrow keys move between its levels), and
 * the running total of the levels chosen, read out as it changes.
 */
export function RubricPicker({
  rubric,
  maxMark,
  choices,
  onChange,
}: {
  rubric: Rubric;
  maxMark: number;
  choices: RubricChoices;
  onChange: (choices: RubricChoices) => void;
}) {
  const { points: total, complete } = rubricRunningTotal(rubric, choices);
  return (
    <Stack gap="md">
      {rubric.criteria.map((criterion) => (
        <Radio.Group
          key={criterion.id}
          label={criterion.title}
          description={criterion.description || undefined}
          value={choices[criterion.id] ?? null}
          onChange={(levelId) => onChange({ ...choices, [criterion.id]: levelId })}
        >
          <Stack gap={6} mt="xs">
            {criterion.levels.map((level) => (
              <Radio
                key={level.id}
                // md: a 24 px circle, the smallest target WCAG 2.2 allows between rows this close.
                size="md"
                value={level.id}
                label={`${level.title} — ${level.points} ${level.points === 1 ? 'point' : 'points'}`}
              />
            ))}
          </Stack>
        </Radio.Group>
      ))}
      <Text fw={600} aria-live="polite">
        Total: {total} / {maxMark}
        {!complete && (
          <Text span size="sm" c="dimmed" fw={400}>
            {' '}
            (choose a level on every criterion)
          </Text>
        )}
      </Text>
    </Stack>
  );
}
