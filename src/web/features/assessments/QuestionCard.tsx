import '@mantine/core/styles/Fieldset.css';
import { Badge, Button, Fieldset, Flex, Group, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { ASSESSMENT } from '../../../core/constants';
import { RichEditor } from '../../components/richEditor/RichEditor';
import { AcceptedAnswersField } from './AcceptedAnswersField';
import { QUESTION_TYPE_LABELS } from './assessmentText';
import { ChoicesField } from './ChoicesField';
import { NumbersField } from './NumbersField';
import { PairsField } from './PairsField';
import {
  type DraftQuestion,
  type FieldErrors,
  type QuestionChange,
  setFeedback,
  setMarks,
  setModelAnswer,
  setText,
} from './questionDraft';

/** The fields this card shows its problems at; anything else the server says is listed at its end. */
const PLACED =
  /^(text|marks|feedback|answer|choices(\.\d+)?|accepted\.\d+|weights(\.\d+)?|numbers(\.\d+\.(value|tolerance|weight))?|pairs(\.\d+\.(prompt|match))?)$/;

export interface QuestionCardProps {
  draft: DraftQuestion;
  /** Its place in the list, from 0. */
  index: number;
  count: number;
  errors: FieldErrors;
  onChange: (change: QuestionChange) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

/**
 * One question in the editor (issue 15): its text as rich text, what its type needs (accepted answers, a model
 * answer, choices with the right ones or their weights, accepted numbers, matching pairs), its marks and the feedback students get; moved up or down, or removed.
 */
export function QuestionCard({ draft, index, count, errors, onChange, onMove, onRemove }: QuestionCardProps) {
  const number = index + 1;
  const name = `question ${number}`;
  const unplaced = Object.entries(errors).filter(([field]) => !PLACED.test(field));
  return (
    <Fieldset
      legend={`Question ${number}`}
      p={{ base: 'sm', sm: 'md' }}
      id={`question-${draft._id}`}
      // Brought into view below the page's header when it has a problem.
      style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 60px) + var(--mantine-spacing-md))' }}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Badge variant="light" tt="none">
            {QUESTION_TYPE_LABELS[draft.type]}
          </Badge>
          <Group gap={4}>
            <Button
              size="compact-sm"
              variant="subtle"
              disabled={index === 0}
              onClick={() => onMove(-1)}
              aria-label={`Move ${name} up`}
            >
              Up
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              disabled={index === count - 1}
              onClick={() => onMove(1)}
              aria-label={`Move ${name} down`}
            >
              Down
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red.9"
              // Mantine caps a subtle button's text at shade 6 (3.3:1 on white); c keeps the readable shade.
              c="red.9"
              onClick={onRemove}
              aria-label={`Remove ${name}`}
            >
              Remove
            </Button>
          </Group>
        </Group>
        <RichEditor
          label={`Question ${number} text`}
          value={draft.text}
          maxLength={ASSESSMENT.questionMaxChars}
          minHeight={80}
          onChange={(html) => onChange((current) => setText(current, html))}
          error={errors.text}
        />
        {draft.type === 'one_word' && (
          <AcceptedAnswersField draft={draft} name={name} errors={errors} onChange={onChange} />
        )}
        {draft.type === 'mcq' && (
          <ChoicesField draft={draft} name={name} errors={errors} onChange={onChange} />
        )}
        {draft.type === 'numerical' && (
          <NumbersField draft={draft} name={name} errors={errors} onChange={onChange} />
        )}
        {draft.type === 'matching' && (
          <PairsField draft={draft} name={name} errors={errors} onChange={onChange} />
        )}
        {draft.type === 'brief' && (
          <Textarea
            label="Model answer"
            description="Optional: what you look for when marking. Students see it with their marks, once released."
            autosize
            minRows={2}
            maxLength={ASSESSMENT.answerMaxChars}
            value={draft.modelAnswer}
            onChange={(event) => {
              const text = event.currentTarget.value;
              onChange((current) => setModelAnswer(current, text));
            }}
            error={errors.answer}
          />
        )}
        <Flex
          direction={{ base: 'column', sm: 'row' }}
          gap="md"
          align={{ base: 'stretch', sm: 'flex-start' }}
        >
          <NumberInput
            label="Marks"
            w={{ sm: 140 }}
            required
            min={0}
            max={ASSESSMENT.questionMarksMax}
            allowDecimal={false}
            allowNegative={false}
            value={draft.marks}
            onChange={(value) =>
              onChange((current) => setMarks(current, typeof value === 'number' ? value : ''))
            }
            error={errors.marks}
          />
          <Textarea
            label="Feedback"
            description="Optional: students see it with their marks, once released."
            style={{ flex: 1 }}
            autosize
            minRows={1}
            maxLength={ASSESSMENT.feedbackMaxChars}
            value={draft.feedback}
            onChange={(event) => {
              const text = event.currentTarget.value;
              onChange((current) => setFeedback(current, text));
            }}
            error={errors.feedback}
          />
        </Flex>
        {unplaced.map(([field, message]) => (
          <Text key={field} size="sm" c="red.9" role="alert">
            {message}
          </Text>
        ))}
      </Stack>
    </Fieldset>
  );
}
