import { Alert, Button, Group, NumberInput, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { COURSEWORK } from '../../../core/constants';
import { newDraftId } from '../../components/forms/draftId';
import { serverFieldErrors } from '../../components/forms/serverFieldErrors';
import { errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { type CourseworkItem, useSaveSettings } from './courseworkApi';
import {
  type GroupRules,
  groupRulesOf,
  markingValuesOf,
  settingsBody,
  validateGroupRules,
} from './courseworkSettings';

/**
 * How a project's groups are formed (issue 14): by the teacher alone, or also by students joining one, up to the
 * largest group size. Saved with coursework/saveSettings beside the saved marking.
 */
export function GroupRulesForm({ item }: { item: CourseworkItem }) {
  const save = useSaveSettings(item.courseId, 'project', item._id);
  const form = useForm<GroupRules>({ initialValues: groupRulesOf(item) });

  const submit = (rules: GroupRules) => {
    const body = settingsBody(item._id, markingValuesOf(item, newDraftId), rules);
    const errors = validateGroupRules(body);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    save.mutate(body, {
      onSuccess: () => toast('The group rules are saved.', { tone: 'success' }),
      onError: (error) => form.setErrors(serverFieldErrors(error)),
    });
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <Switch
          label="Students choose their group"
          description="Students can join a group that has room; you can still place them yourself."
          {...form.getInputProps('studentsChooseGroups', { type: 'checkbox' })}
        />
        <NumberInput
          label="Largest group size"
          description="How many students a group takes when they join it themselves."
          required
          min={1}
          max={COURSEWORK.groupSizeMax}
          allowDecimal={false}
          allowNegative={false}
          maw={220}
          {...form.getInputProps('maxGroupSize')}
        />
        {save.error ? (
          <Alert color="red" role="alert" title="The group rules were not saved">
            {errorMessage(save.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={save.isPending}>
            Save group rules
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
