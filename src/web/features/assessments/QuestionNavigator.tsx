import { Button, Group, SimpleGrid, Text } from '@mantine/core';
import type { QuestionForStudent } from '../../../core/schemas/assessments';
import { type AnswerValues, isAnswered } from './sittingAnswers';

/**
 * The question on screen, underlined and bold: an outline would look like the keyboard's focus ring, which can be on
 * another question's button at the same time.
 */
const CURRENT_LOOK = {
  fontWeight: 800,
  textDecoration: 'underline',
  textDecorationThickness: 3,
  textUnderlineOffset: 4,
} as const;

/**
 * Every question of the attempt as a numbered button: filled once answered, outlined while not, the one on screen
 * underlined (aria-current). A student sees at a glance what is left and goes to any question in one tap.
 */
export function QuestionNavigator({
  questions,
  values,
  current,
  onGo,
}: {
  questions: readonly QuestionForStudent[];
  values: AnswerValues;
  current: number;
  onGo: (index: number) => void;
}) {
  const answered = questions.filter((question) => isAnswered(values[question._id])).length;
  return (
    <nav aria-label="Questions">
      <Group justify="space-between" mb="xs">
        <Text size="sm" fw={600}>
          Questions
        </Text>
        <Text size="sm" c="dimmed">
          {answered} of {questions.length} answered
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 6, xs: 8, md: 5 }} spacing={6} verticalSpacing={6}>
        {questions.map((question, index) => {
          const done = isAnswered(values[question._id]);
          return (
            <Button
              key={question._id}
              size="sm"
              px={0}
              variant={done ? 'filled' : 'default'}
              aria-current={index === current ? 'step' : undefined}
              aria-label={`Question ${index + 1}, ${done ? 'answered' : 'not answered'}`}
              onClick={() => onGo(index)}
              style={index === current ? CURRENT_LOOK : undefined}
            >
              {index + 1}
            </Button>
          );
        })}
      </SimpleGrid>
    </nav>
  );
}
