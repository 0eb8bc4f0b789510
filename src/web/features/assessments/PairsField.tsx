import { Button, CloseButton, Flex, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { useId } from 'react';
import { ASSESSMENT } from '../../../core/constants';
import { newDraftId } from '../../components/forms/draftId';
import { type FieldErrors, type MatchingDraft, MIN_PAIRS, type QuestionChange } from './questionDraft';
import {
  addExtraMatch,
  addPair,
  changePair,
  removeExtraMatch,
  removePair,
  setExtraMatch,
} from './questionDraftKeys';

/**
 * A matching question's pairs (issue 33, as Moodle's): at least two, each a prompt and its match; students choose
 * each prompt's match among all the matches, the extra wrong ones too. Each prompt matched rightly earns its share.
 */
export function PairsField({
  draft: { pairs, extras },
  name,
  errors,
  onChange,
}: {
  draft: MatchingDraft;
  /** 'question 3', for the inputs' names. */
  name: string;
  errors: FieldErrors;
  onChange: (change: QuestionChange) => void;
}) {
  const id = useId();
  const [labelId, descriptionId, extrasId] = [`${id}-label`, `${id}-description`, `${id}-extras`];
  // The question keeps the extra matches after the pairs: the schema's messages count them so.
  const extraError = (index: number) => errors[`pairs.${pairs.length + index}.match`];
  const full = pairs.length + extras.length >= ASSESSMENT.choicesMax;
  return (
    <Stack gap="md">
      <Input.Wrapper
        label="Pairs"
        description={`Each prompt and its right match. At least ${MIN_PAIRS} pairs.`}
        labelElement="div"
        labelProps={{ id: labelId }}
        descriptionProps={{ id: descriptionId }}
        error={errors.pairs}
        inputWrapperOrder={['label', 'description', 'input', 'error']}
      >
        <Stack gap="sm" mt={6} role="group" aria-labelledby={labelId} aria-describedby={descriptionId}>
          {pairs.map((entry, index) => (
            <Group key={entry.key} gap="xs" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ flex: 1 }}>
                {/* On a phone the prompt sits above its match: the caption keeps each pair together. */}
                <Text size="xs" c="dimmed" hiddenFrom="xs" aria-hidden>
                  Pair {index + 1}
                </Text>
                <Flex
                  direction={{ base: 'column', xs: 'row' }}
                  gap={6}
                  align={{ xs: 'flex-start' }}
                  style={{ flex: 1 }}
                >
                  <TextInput
                    style={{ flex: 1 }}
                    placeholder="Prompt"
                    aria-label={`Prompt of pair ${index + 1} of ${name}`}
                    value={entry.prompt}
                    maxLength={ASSESSMENT.choiceMaxChars}
                    onChange={(event) => {
                      const prompt = event.currentTarget.value;
                      onChange((current) => changePair(current, entry.key, { prompt }));
                    }}
                    error={errors[`pairs.${index}.prompt`]}
                  />
                  <Text aria-hidden c="dimmed" mt={{ xs: 6 }} visibleFrom="xs">
                    →
                  </Text>
                  <TextInput
                    style={{ flex: 1 }}
                    placeholder="Its match"
                    aria-label={`Match of pair ${index + 1} of ${name}`}
                    value={entry.match}
                    maxLength={ASSESSMENT.choiceMaxChars}
                    onChange={(event) => {
                      const match = event.currentTarget.value;
                      onChange((current) => changePair(current, entry.key, { match }));
                    }}
                    error={errors[`pairs.${index}.match`]}
                  />
                </Flex>
              </Stack>
              {pairs.length > MIN_PAIRS && (
                <CloseButton
                  mt={4}
                  onClick={() => onChange((current) => removePair(current, entry.key))}
                  aria-label={`Remove pair ${index + 1} of ${name}`}
                />
              )}
            </Group>
          ))}
          {!full && (
            <Group>
              <Button
                size="xs"
                variant="light"
                onClick={() => onChange((current) => addPair(current, newDraftId))}
                aria-label={`Add a pair to ${name}`}
              >
                Add a pair
              </Button>
            </Group>
          )}
        </Stack>
      </Input.Wrapper>
      <Input.Wrapper
        label="Extra wrong matches"
        description="Optional: more matches to choose from, right for no prompt."
        labelElement="div"
        labelProps={{ id: extrasId }}
        inputWrapperOrder={['label', 'description', 'input', 'error']}
      >
        <Stack gap={6} mt={6} role="group" aria-labelledby={extrasId}>
          {extras.map((entry, index) => (
            <Group key={entry.key} gap={4} wrap="nowrap" align="flex-start">
              <TextInput
                style={{ flex: 1 }}
                aria-label={`Extra wrong match ${index + 1} of ${name}`}
                value={entry.text}
                maxLength={ASSESSMENT.choiceMaxChars}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  onChange((current) => setExtraMatch(current, entry.key, text));
                }}
                error={extraError(index)}
              />
              <CloseButton
                mt={4}
                onClick={() => onChange((current) => removeExtraMatch(current, entry.key))}
                aria-label={`Remove extra wrong match ${index + 1} of ${name}`}
              />
            </Group>
          ))}
          {!full && (
            <Group>
              <Button
                size="xs"
                variant="light"
                onClick={() => onChange((current) => addExtraMatch(current, newDraftId))}
                aria-label={`Add an extra wrong match to ${name}`}
              >
                Add an extra wrong match
              </Button>
            </Group>
          )}
        </Stack>
      </Input.Wrapper>
    </Stack>
  );
}
