import { Badge, Divider, Group, List, Stack, Text, Title } from '@mantine/core';
import { splitAnswer } from '../../../core/rules/questionMarking';
import type { QuestionForStudent, Sitting } from '../../../core/schemas/assessments';
import { PanelSection } from '../../components/PanelSection';
import { RichText } from '../../components/RichText';
import { formatDateTime } from '../courses/itemDates';
import { matchLines, matchLineText } from './answerWords';

/**
 * An answer read back: the choices picked listed, a written answer (or number) as written, a matching answer as
 * each prompt with its match; the key of a one-word question lists the answers accepted, that of a numerical one
 * the number with its tolerance ("3 ± 0.5", as the server writes it).
 */
function AnswerText({
  question,
  answer,
  empty,
  isKey = false,
}: {
  question: QuestionForStudent;
  answer: string;
  empty: string;
  isKey?: boolean;
}) {
  if (answer.trim() === '')
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {empty}
      </Text>
    );
  if (question.type === 'mcq') return <Text size="sm">{splitAnswer(answer).join(', ')}</Text>;
  if (question.type === 'matching')
    return (
      <List size="sm" spacing={2}>
        {matchLines(question.prompts, answer).map((line) => (
          <List.Item key={line.prompt}>{matchLineText(line)}</List.Item>
        ))}
      </List>
    );
  if (isKey && question.type === 'one_word') return <Text size="sm">{splitAnswer(answer).join(' or ')}</Text>;
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {answer}
    </Text>
  );
}

const markText = (mark: number | null, marks: number) =>
  mark === null ? `– / ${marks}` : `${mark} / ${marks}`;
const spokenMark = (mark: number | null, marks: number) =>
  mark === null ? `Not marked, out of ${marks}` : `${mark} out of ${marks}`;

/**
 * A released attempt (issue 15): the mark out of the total with the teacher's feedback, then every question with
 * the student's answer, the right answer (a model answer for a brief one), the marks given and the feedback.
 */
export function AttemptResult({ sitting }: { sitting: Sitting }) {
  const { attempt, questions, answers, released } = sitting;
  const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer]));
  return (
    <PanelSection title="Your marks">
      <Stack gap="lg">
        <Stack gap={0}>
          <Text fz={32} fw={700} lh={1.2} aria-label={`Mark: ${attempt.mark ?? 0} out of ${attempt.maxMark}`}>
            {attempt.mark ?? 0} / {attempt.maxMark}
          </Text>
          <Text size="sm" c="dimmed">
            Attempt {attempt.number}
            {attempt.releasedAt && `, released ${formatDateTime(attempt.releasedAt)}`}
          </Text>
        </Stack>
        {attempt.feedback && (
          <Stack gap={4}>
            <Title order={3} size="h5">
              Feedback
            </Title>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {attempt.feedback}
            </Text>
          </Stack>
        )}
        <Stack gap="md" component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Questions">
          {questions.map((question, index) => {
            const given = byQuestion.get(question._id);
            const key = released?.[question._id];
            const feedback = [key?.feedback, given?.feedback].filter(Boolean).join('\n\n');
            return (
              <Stack key={question._id} gap="xs" component="li">
                {index > 0 && <Divider />}
                <Group justify="space-between" gap="xs">
                  <Title order={3} size="h5">
                    Question {index + 1}
                  </Title>
                  <Badge
                    variant="light"
                    tt="none"
                    size="lg"
                    aria-label={spokenMark(given?.mark ?? null, question.marks)}
                  >
                    {markText(given?.mark ?? null, question.marks)}
                  </Badge>
                </Group>
                <RichText html={question.text} label={`question ${index + 1}`} fz="sm" />
                <Stack gap={2}>
                  <Text size="xs" fw={600} c="dimmed" tt="uppercase">
                    Your answer
                  </Text>
                  <AnswerText question={question} answer={given?.answer ?? ''} empty="No answer given." />
                </Stack>
                {key && (
                  <Stack gap={2}>
                    <Text size="xs" fw={600} c="dimmed" tt="uppercase">
                      {question.type === 'brief' ? 'Model answer' : 'Right answer'}
                    </Text>
                    <AnswerText question={question} answer={key.answer} empty="None given." isKey />
                  </Stack>
                )}
                {feedback && (
                  <Stack gap={2}>
                    <Text size="xs" fw={600} c="dimmed" tt="uppercase">
                      Feedback
                    </Text>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {feedback}
                    </Text>
                  </Stack>
                )}
              </Stack>
            );
          })}
        </Stack>
      </Stack>
    </PanelSection>
  );
}
