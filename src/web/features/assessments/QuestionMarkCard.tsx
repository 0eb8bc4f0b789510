import { Badge, Group, List, NumberInput, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { ASSESSMENT } from '../../../core/constants';
import {
  autoMark,
  isMultipleAnswer,
  matchingPrompts,
  readNumber,
  splitAnswer,
} from '../../../core/rules/questionMarking';
import type { MarkedAnswer, Question } from '../../../core/schemas/assessments';
import { RichText } from '../../components/RichText';
import { countOf } from '../courses/courseVisuals';
import { acceptedText, matchLines, matchLineText, numberText, withWeight } from './answerWords';
import { QUESTION_TYPE_LABELS } from './assessmentText';
import { isAnswered, MARK_STEP, type QuestionMark } from './attemptMarking';

function NoAnswer() {
  return (
    <Text size="sm" c="dimmed">
      No answer given.
    </Text>
  );
}

/**
 * The choices of a multiple-choice question, each marked with whether the student picked it and whether it is
 * right, with its weight where the question has weights ("London (50%)").
 */
function Choices({ question, answer }: { question: Question; answer: MarkedAnswer | undefined }) {
  const picked = new Set(splitAnswer(answer?.answer ?? ''));
  const right = new Set(splitAnswer(question.answer));
  return (
    <List size="sm" spacing={4} listStyleType="none" m={0} p={0}>
      {question.choices.map((choice, index) => (
        <List.Item key={choice}>
          <Group gap={6} wrap="wrap">
            <Text size="sm" span fw={picked.has(choice) ? 600 : undefined}>
              {question.weights.length > 0 ? withWeight(choice, question.weights[index]) : choice}
            </Text>
            {picked.has(choice) && (
              <Badge size="sm" variant="filled" color={right.has(choice) ? 'teal.9' : 'red.9'} tt="none">
                Picked
              </Badge>
            )}
            {right.has(choice) && (
              <Badge size="sm" variant="outline" color="teal.9" tt="none">
                Right answer
              </Badge>
            )}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

/** Each prompt of a matching answer with the match chosen, marked right or wrong. */
function Matches({ question, answer }: { question: Question; answer: string }) {
  const prompts = matchingPrompts(question);
  return (
    <List size="sm" spacing={4} listStyleType="none" m={0} p={0}>
      {matchLines(
        prompts.map((pair) => pair.prompt),
        answer,
      ).map((line, index) => {
        const right = line.match === prompts[index]?.match;
        return (
          <List.Item key={line.prompt}>
            <Group gap={6} wrap="wrap">
              <Text size="sm" span>
                {matchLineText(line)}
              </Text>
              <Badge size="sm" variant="filled" color={right ? 'teal.9' : 'red.9'} tt="none">
                {right ? 'Right' : 'Wrong'}
              </Badge>
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}

/** A numerical answer as typed, with the number the engine read from it. */
function NumberAnswer({ given }: { given: string }) {
  const number = readNumber(given);
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {given}{' '}
      <Text span c="dimmed" size="sm">
        {number === null ? '(no number found)' : `(read as ${number})`}
      </Text>
    </Text>
  );
}

/**
 * The key of a one-word, numerical, matching or brief question, weights shown where the question has them; a
 * multiple-choice question shows it in its choices.
 */
function Key({ question }: { question: Question }) {
  if (question.type === 'one_word') return <Text size="sm">Accepted: {acceptedText(question)}</Text>;
  if (question.type === 'numerical')
    return <Text size="sm">Accepted: {question.numbers.map(numberText).join(', ')}</Text>;
  if (question.type === 'matching') {
    const extras = question.pairs.filter((pair) => pair.prompt === '').map((pair) => pair.match);
    return (
      <Stack gap={2}>
        <Text size="sm">
          Right matches:{' '}
          {matchingPrompts(question)
            .map((pair) => `${pair.prompt} → ${pair.match}`)
            .join(', ')}
        </Text>
        {extras.length > 0 && <Text size="sm">Extra wrong matches: {extras.join(', ')}</Text>}
      </Stack>
    );
  }
  if (question.type === 'brief')
    return question.answer ? (
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        Model answer: {question.answer}
      </Text>
    ) : (
      <Text size="sm" c="dimmed">
        No model answer was written.
      </Text>
    );
  return null;
}

/** "Multiple choice, several right", "Multiple choice, weighted, several may be picked", "Numerical", ... */
function typeText(question: Question): string {
  const label = QUESTION_TYPE_LABELS[question.type];
  if (question.weights.length > 0)
    return isMultipleAnswer(question) ? `${label}, weighted, several may be picked` : `${label}, weighted`;
  return isMultipleAnswer(question) ? `${label}, several right` : label;
}

/**
 * One question of an attempt as its teacher marks it (issue 15): the question, the key, the student's answer, the
 * engine's mark for the questions it marks, and the mark (an override of the engine's) with feedback.
 */
export function QuestionMarkCard({
  number,
  question,
  answer,
  value,
  problem,
  locked,
  onChange,
}: {
  number: number;
  question: Question;
  answer: MarkedAnswer | undefined;
  value: QuestionMark;
  problem: string | null;
  /** A disqualified attempt, or one still being sat: nothing to mark, so no marks are shown. */
  locked: boolean;
  onChange: (value: QuestionMark) => void;
}) {
  const engine = autoMark(question, answer?.answer);
  const type = typeText(question);
  const given = isAnswered(answer) ? answer?.answer : null;
  return (
    <Paper component="section" withBorder p={{ base: 'sm', sm: 'md' }} aria-label={`Question ${number}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5">
            Question {number}
          </Title>
          <Text size="sm" c="dimmed">
            {type} · {countOf(question.marks, 'mark', 'marks')}
          </Text>
        </Group>
        <RichText html={question.text} label={`question ${number}`} foldAt={400} />
        <Key question={question} />
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Answer
          </Text>
          {question.type === 'mcq' ? (
            <>
              <Choices question={question} answer={answer} />
              {!given && <NoAnswer />}
            </>
          ) : given && question.type === 'matching' ? (
            <Matches question={question} answer={given} />
          ) : given && question.type === 'numerical' ? (
            <NumberAnswer given={given} />
          ) : given ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {given}
            </Text>
          ) : (
            <NoAnswer />
          )}
        </Stack>
        {!locked && (
          <>
            {engine !== null && (
              <Text size="sm">
                Marked by the engine: {engine} / {question.marks}
                {answer?.markedBy === 'teacher' && answer.mark !== engine
                  ? ` (your mark, ${answer.mark}, stands)`
                  : ''}
              </Text>
            )}
            <Group align="flex-start" gap="md" wrap="wrap">
              <NumberInput
                label={`Mark for question ${number}, out of ${question.marks}`}
                description={engine === null ? undefined : "Change it to override the engine's mark."}
                value={value.mark}
                onChange={(mark) => onChange({ ...value, mark: typeof mark === 'number' ? mark : '' })}
                min={0}
                max={question.marks}
                step={MARK_STEP}
                decimalScale={2}
                allowNegative={false}
                clampBehavior="strict"
                error={problem}
                w={250}
              />
              <Textarea
                label={`Feedback on question ${number}`}
                value={value.feedback}
                onChange={(event) => onChange({ ...value, feedback: event.currentTarget.value })}
                maxLength={ASSESSMENT.feedbackMaxChars}
                autosize
                minRows={question.type === 'brief' ? 2 : 1}
                maxRows={8}
                style={{ flex: 1, minWidth: 220 }}
              />
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
