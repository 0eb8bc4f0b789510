import { Alert, Button, Group, MultiSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useState } from 'react';
import { COURSEWORK } from '../../../core/constants';
import { personName } from '../../../core/rules/personName';
import { projectGroupsBody } from '../../../core/schemas/coursework';
import { newDraftId } from '../../components/forms/draftId';
import { serverFieldErrors } from '../../components/forms/serverFieldErrors';
import { zodErrors } from '../../components/forms/zodValidate';
import { EmptyState, errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { type CourseworkItem, useSetGroups } from './courseworkApi';
import {
  addGroup,
  choicesFor,
  everyone,
  groupDraftsOf,
  groupsPayload,
  type Person,
  removeGroup,
  renameGroup,
  setMembers,
  stillFree,
} from './groupDraft';

export interface GroupsEditorProps {
  item: CourseworkItem;
  /** The course's students. */
  students: Person[];
  /** After a save, once the saved groups are read back (new groups get their ids). */
  onSaved: () => void;
}

/**
 * The project's groups as the teacher forms them (issue 14): add, rename and remove groups and put the course's
 * students in them; a student already in another group is not offered. Saved whole with project/setGroups.
 */
export function GroupsEditor({ item, students, onSaved }: GroupsEditorProps) {
  const saved = item.groups ?? [];
  const [drafts, setDrafts] = useState(() => groupDraftsOf(saved));
  const [errors, setErrors] = useState<FormErrors>({});
  const save = useSetGroups(item.courseId, item._id);
  const people = everyone(students, saved);
  const free = stillFree(students, drafts);

  const submit = () => {
    const body = groupsPayload(item._id, drafts);
    const found = zodErrors(projectGroupsBody, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(body, {
      onSuccess: () => {
        toast('The groups are saved.', { tone: 'success' });
        onSaved();
      },
      onError: (error) => setErrors(serverFieldErrors(error)),
    });
  };

  return (
    <Stack gap="md">
      {drafts.length === 0 ? (
        <EmptyState title="No groups yet">
          Add groups and put students in them
          {item.studentsChooseGroups ? ', or let the students join one themselves' : ''}.
        </EmptyState>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {drafts.map((draft, index) => {
            const name = draft.name.trim() || `Group ${index + 1}`;
            const over = item.maxGroupSize !== undefined && draft.memberIds.length > item.maxGroupSize;
            return (
              <Paper component="li" key={draft.key} withBorder p="sm">
                <Stack gap="xs">
                  <Group align="flex-end" gap="xs" wrap="nowrap">
                    <TextInput
                      label="Group name"
                      required
                      maxLength={100}
                      style={{ flex: 1 }}
                      value={draft.name}
                      onChange={(event) =>
                        setDrafts(renameGroup(drafts, draft.key, event.currentTarget.value))
                      }
                      error={errors[`groups.${index}.name`]}
                    />
                    <Button
                      variant="subtle"
                      color="red.9"
                      c="red.9"
                      onClick={() => setDrafts(removeGroup(drafts, draft.key))}
                      aria-label={`Remove ${name}`}
                    >
                      Remove
                    </Button>
                  </Group>
                  <MultiSelect
                    label={`Members of ${name}`}
                    placeholder={draft.memberIds.length === 0 ? 'Choose students' : undefined}
                    searchable
                    clearable
                    hidePickedOptions
                    maxValues={COURSEWORK.groupSizeMax}
                    nothingFoundMessage="No student without a group matches"
                    data={choicesFor(people, drafts, draft.key).map((person) => ({
                      value: person._id,
                      label: personName(person),
                    }))}
                    value={draft.memberIds}
                    onChange={(memberIds) => setDrafts(setMembers(drafts, draft.key, memberIds))}
                    description={
                      over
                        ? `More than the ${item.maxGroupSize} students can join themselves; you may still place them.`
                        : undefined
                    }
                    error={errors[`groups.${index}.memberIds`]}
                  />
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
      <Text size="sm" c={free.length === 0 ? 'dimmed' : undefined}>
        {free.length === 0
          ? 'Every student of the course is in a group.'
          : `Not in a group yet (${free.length}): ${free.map(personName).join(', ')}.`}
      </Text>
      {errors.groups || save.error ? (
        <Alert color="red" role="alert" title="The groups were not saved">
          {errors.groups ?? errorMessage(save.error)}
        </Alert>
      ) : null}
      <Group justify="space-between">
        <Button variant="light" onClick={() => setDrafts(addGroup(drafts, newDraftId))}>
          Add group
        </Button>
        <Button onClick={submit} loading={save.isPending}>
          Save groups
        </Button>
      </Group>
    </Stack>
  );
}
