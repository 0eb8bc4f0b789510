import { rubricMaximum } from '../../../core/rules/rubricScore';
import { newDraftId } from '../../components/forms/draftId';
import '@mantine/core/styles/Fieldset.css';
import {
  Button,
  CloseButton,
  Fieldset,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { COURSEWORK } from '../../../core/constants';
import type { Rubric } from '../../../core/schemas/coursework';
import {
  addCriterion,
  addLevel,
  canAddCriterion,
  canAddLevel,
  canRemoveCriterion,
  canRemoveLevel,
  describeCriterion,
  removeCriterion,
  removeLevel,
  renameCriterion,
  renameLevel,
  setLevelPoints,
} from './rubricDraft';

export interface RubricEditorProps {
  rubric: Rubric;
  onChange: (rubric: Rubric) => void;
  /** The form's errors, keyed by path ('rubric.criteria.0.levels.1.points'); 'rubric' for the whole. */
  errors: FormErrors;
}

/**
 * Criteria x levels (issue 14): each criterion is a row of its levels, side by side on a wide screen and one
 * under the other on a phone, with the points each level gives. The total, the best level of every criterion
 * added up, is the mark the work is out of.
 */
export function RubricEditor({ rubric, onChange, errors }: RubricEditorProps) {
  const total = rubricMaximum(rubric);
  return (
    <Stack gap="md">
      {rubric.criteria.map((criterion, index) => {
        const path = `rubric.criteria.${index}`;
        const name = criterion.title.trim() || `Criterion ${index + 1}`;
        return (
          <Fieldset key={criterion.id} legend={`Criterion ${index + 1}`} p={{ base: 'sm', sm: 'md' }}>
            <Stack gap="sm">
              <Group align="flex-end" gap="xs" wrap="nowrap">
                <TextInput
                  label="Name"
                  required
                  style={{ flex: 1 }}
                  value={criterion.title}
                  maxLength={200}
                  onChange={(event) =>
                    onChange(renameCriterion(rubric, criterion.id, event.currentTarget.value))
                  }
                  error={errors[`${path}.title`]}
                />
                {canRemoveCriterion(rubric) && (
                  <Button
                    variant="subtle"
                    color="red.9"
                    c="red.9"
                    onClick={() => onChange(removeCriterion(rubric, criterion.id))}
                    aria-label={`Remove criterion ${name}`}
                  >
                    Remove
                  </Button>
                )}
              </Group>
              <TextInput
                label="What it looks at"
                description="Optional: shown to students beside the criterion."
                value={criterion.description}
                maxLength={1000}
                onChange={(event) =>
                  onChange(describeCriterion(rubric, criterion.id, event.currentTarget.value))
                }
                error={errors[`${path}.description`]}
              />
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs" verticalSpacing="xs">
                {criterion.levels.map((level, levelIndex) => {
                  const levelPath = `${path}.levels.${levelIndex}`;
                  const levelName = level.title.trim() || `level ${levelIndex + 1}`;
                  return (
                    <Paper key={level.id} withBorder p="xs" radius="sm">
                      <Stack gap={6}>
                        <Group justify="space-between" gap={4} wrap="nowrap">
                          <Text size="sm" fw={500}>
                            Level {levelIndex + 1}
                          </Text>
                          {canRemoveLevel(criterion) && (
                            <CloseButton
                              size="sm"
                              onClick={() => onChange(removeLevel(rubric, criterion.id, level.id))}
                              aria-label={`Remove ${levelName} from ${name}`}
                            />
                          )}
                        </Group>
                        <TextInput
                          size="sm"
                          label="Name"
                          aria-label={`${name}: name of level ${levelIndex + 1}`}
                          required
                          value={level.title}
                          maxLength={200}
                          onChange={(event) =>
                            onChange(renameLevel(rubric, criterion.id, level.id, event.currentTarget.value))
                          }
                          error={errors[`${levelPath}.title`]}
                        />
                        <NumberInput
                          size="sm"
                          label="Points"
                          aria-label={`${name}: points of ${levelName}`}
                          min={0}
                          max={COURSEWORK.maxMark}
                          allowDecimal={false}
                          allowNegative={false}
                          value={level.points}
                          onChange={(value) =>
                            onChange(
                              setLevelPoints(
                                rubric,
                                criterion.id,
                                level.id,
                                typeof value === 'number' ? value : '',
                              ),
                            )
                          }
                          error={errors[`${levelPath}.points`]}
                        />
                      </Stack>
                    </Paper>
                  );
                })}
              </SimpleGrid>
              {errors[`${path}.levels`] && (
                <Text size="sm" c="red.9" role="alert">
                  {errors[`${path}.levels`]}
                </Text>
              )}
              {canAddLevel(criterion) && (
                <Group>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => onChange(addLevel(rubric, criterion.id, newDraftId))}
                    aria-label={`Add level to ${name}`}
                  >
                    Add level
                  </Button>
                </Group>
              )}
            </Stack>
          </Fieldset>
        );
      })}
      <Group justify="space-between" gap="sm">
        {canAddCriterion(rubric) ? (
          <Button variant="light" onClick={() => onChange(addCriterion(rubric, newDraftId))}>
            Add criterion
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            A rubric has at most {COURSEWORK.rubricCriteriaMax} criteria.
          </Text>
        )}
        <Text fw={600} aria-live="polite">
          Marked out of {total}
        </Text>
      </Group>
      {(errors.rubric || errors['rubric.criteria']) && (
        <Text size="sm" c="red.9" role="alert">
          {errors.rubric ?? errors['rubric.criteria']}
        </Text>
      )}
    </Stack>
  );
}
