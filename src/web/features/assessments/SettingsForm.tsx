import { Alert, Button, Group, NumberInput, Radio, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { ASSESSMENT } from '../../../core/constants';
import { type AssessmentSettings, saveSettingsBody } from '../../../core/schemas/assessments';
import { serverFieldErrors } from '../../components/forms/serverFieldErrors';
import { zodErrors } from '../../components/forms/zodValidate';
import { errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { type AuthoringTarget, useSaveAssessmentSettings } from './assessmentsApi';

type SettingsValues = Omit<AssessmentSettings, 'attemptsAllowed'> & { attemptsAllowed: number | '' };

const MODES = [
  {
    value: 'live',
    label: 'Live',
    description:
      'Against the clock: each student has the time limit from when they start, within its times or once you open the sitting.',
  },
  {
    value: 'offline',
    label: 'Offline',
    description: 'Students answer it when they like between its start and its end.',
  },
] as const;

/** The settings as saveSettings takes them; only an offline sitting takes an answer file. */
const settingsOf = (values: SettingsValues): AssessmentSettings => ({
  ...values,
  attemptsAllowed: values.attemptsAllowed === '' ? Number.NaN : values.attemptsAllowed,
  allowAnswerFile: values.mode === 'offline' && values.allowAnswerFile,
});

/**
 * How a test or an exam is sat (issue 15): live or offline, the attempts allowed, the questions and choices
 * shuffled for each student, and for an offline one whether students may hand in a file.
 */
export function SettingsForm({
  target,
  settings,
  onDirtyChange,
}: {
  target: AuthoringTarget;
  settings: AssessmentSettings;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const save = useSaveAssessmentSettings(target.kind, target.courseId, target.itemId);
  const form = useForm<SettingsValues>({ initialValues: settings });
  const values = form.getValues();
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const submit = (submitted: SettingsValues) => {
    const body = settingsOf(submitted);
    const errors = zodErrors(saveSettingsBody, { itemId: target.itemId, ...body });
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    save.mutate(body, {
      onSuccess: (reply) => {
        form.setInitialValues(submitted);
        form.resetDirty(submitted);
        toast(reply.msg, { tone: 'success' });
      },
      onError: (error) => form.setErrors(serverFieldErrors(error)),
    });
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="lg">
        <Radio.Group label="How it is sat" required {...form.getInputProps('mode')}>
          <Stack gap="xs" mt="xs">
            {MODES.map((mode) => (
              <Radio key={mode.value} value={mode.value} label={mode.label} description={mode.description} />
            ))}
          </Stack>
        </Radio.Group>
        <NumberInput
          label="Attempts allowed"
          description="How many times each student may sit it. Students given extra attempts get more."
          required
          min={1}
          max={ASSESSMENT.attemptsMax}
          allowDecimal={false}
          allowNegative={false}
          maw={260}
          {...form.getInputProps('attemptsAllowed')}
        />
        <Switch
          label="Shuffle the questions"
          description="Each student gets the questions in an order of their own."
          {...form.getInputProps('shuffleQuestions', { type: 'checkbox' })}
        />
        <Switch
          label="Shuffle the choices"
          description="The choices of each multiple-choice question come in an order of each student's own."
          {...form.getInputProps('shuffleChoices', { type: 'checkbox' })}
        />
        {values.mode === 'offline' && (
          <Switch
            label="Students may hand in a file"
            description="A scan or a document, with their typed answers or instead of them."
            {...form.getInputProps('allowAnswerFile', { type: 'checkbox' })}
          />
        )}
        {save.error ? (
          <Alert color="red" role="alert" title="The settings were not saved">
            {errorMessage(save.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" disabled={!dirty} onClick={() => form.reset()}>
            Undo changes
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
