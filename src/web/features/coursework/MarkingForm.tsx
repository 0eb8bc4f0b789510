import { Alert, Button, Group, NumberInput, Radio, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { COURSEWORK } from '../../../core/constants';
import type { CourseworkKind } from '../../../core/contracts/coursework';
import { kindWithArticle } from '../../../core/itemKinds';
import type { LatePolicy } from '../../../core/schemas/coursework';
import { newDraftId } from '../../components/forms/draftId';
import { serverFieldErrors } from '../../components/forms/serverFieldErrors';
import { errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { type CourseworkItem, useSaveSettings } from './courseworkApi';
import {
  groupRulesOf,
  type MarkingValues,
  markingValuesOf,
  settingsBody,
  validateSettings,
} from './courseworkSettings';
import { RubricEditor } from './RubricEditor';

const LATE_WORK: { value: LatePolicy; label: string; description: string }[] = [
  {
    value: 'acceptLate',
    label: 'Accept and mark late',
    description: 'Students can still hand in after the end; their work shows as late.',
  },
  {
    value: 'refuseLate',
    label: 'Refuse after the deadline',
    description: 'Handing in closes at the end.',
  },
];

/**
 * "Marking" (issue 14): what the work is marked out of, what happens to late work, and a rubric when wanted; saved
 * with coursework/saveSettings, which also takes the project's saved group rules unchanged.
 */
export function MarkingForm({ kind, item }: { kind: CourseworkKind; item: CourseworkItem }) {
  const save = useSaveSettings(item.courseId, kind, item._id);
  const form = useForm<MarkingValues>({ initialValues: markingValuesOf(item, newDraftId) });
  const values = form.getValues();

  const submit = (submitted: MarkingValues) => {
    const body = settingsBody(item._id, submitted, groupRulesOf(item));
    const errors = validateSettings(body);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    save.mutate(body, {
      onSuccess: () => toast('The marking is saved.', { tone: 'success' }),
      onError: (error) => form.setErrors(serverFieldErrors(error)),
    });
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="lg">
        <Switch
          label="Mark with a rubric"
          description="Criteria, each with levels worth points; the mark is the points of the levels chosen."
          {...form.getInputProps('useRubric', { type: 'checkbox' })}
        />
        {values.useRubric ? (
          <RubricEditor
            rubric={values.rubric}
            onChange={(rubric) => form.setFieldValue('rubric', rubric)}
            errors={form.errors}
          />
        ) : (
          <NumberInput
            label="Marked out of"
            description={`The most ${kindWithArticle(kind)} can get.`}
            required
            min={1}
            max={COURSEWORK.maxMark}
            allowDecimal={false}
            allowNegative={false}
            maw={220}
            {...form.getInputProps('maxMark')}
          />
        )}
        <Radio.Group label="Late work" required {...form.getInputProps('latePolicy')}>
          <Stack gap="xs" mt="xs">
            {LATE_WORK.map((option) => (
              <Radio
                key={option.value}
                value={option.value}
                label={option.label}
                description={option.description}
              />
            ))}
          </Stack>
        </Radio.Group>
        {save.error ? (
          <Alert color="red" role="alert" title="The marking was not saved">
            {errorMessage(save.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save marking
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
