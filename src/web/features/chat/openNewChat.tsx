import { MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CHAT_GROUP_NAME_MAX, type ChatGroup } from '../../../core/schemas/chat';
import { FormActions } from '../../components/forms/FormActions';
import { serverFieldErrors } from '../../components/forms/serverFieldErrors';
import { openModal } from '../../components/modalStack';
import { createGroup, createPersonal } from './chatApi';
import type { Candidate } from './chatPeople';

interface NewChatFormProps {
  courseId: string;
  candidates: Candidate[];
  onCreated: (group: ChatGroup) => void;
  onCancel: () => void;
}

function NewGroupForm({ courseId, candidates, onCreated, onCancel }: NewChatFormProps) {
  const form = useForm({
    initialValues: { name: '', memberIds: [] as string[] },
    validate: {
      name: (value) => (value.trim() ? null : 'Give the group a name.'),
      memberIds: (value) => (value.length ? null : 'Pick at least one member.'),
    },
  });
  const create = useMutation({
    mutationFn: (values: { name: string; memberIds: string[] }) => createGroup({ courseId, ...values }),
    onSuccess: (reply) => onCreated(reply.data),
    onError: (error) => form.setErrors(serverFieldErrors(error)),
  });
  return (
    <form onSubmit={form.onSubmit((values) => create.mutate(values))} noValidate>
      <Stack gap="md">
        <TextInput
          label="Group name"
          required
          maxLength={CHAT_GROUP_NAME_MAX}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <MultiSelect
          label="Members"
          description="You are in the group too."
          placeholder="Search people of this course"
          data={candidates}
          searchable
          nothingFoundMessage="Nobody by that name in this course"
          required
          {...form.getInputProps('memberIds')}
        />
        <FormActions
          error={create.error}
          pending={create.isPending}
          submitLabel="Create group"
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}

function NewPersonalForm({ courseId, candidates, onCreated, onCancel }: NewChatFormProps) {
  const form = useForm({
    initialValues: { userId: '' },
    validate: { userId: (value) => (value ? null : 'Pick someone to chat with.') },
  });
  const create = useMutation({
    mutationFn: (userId: string) => createPersonal(courseId, userId),
    onSuccess: (reply) => onCreated(reply.data),
    onError: (error) => form.setErrors(serverFieldErrors(error)),
  });
  return (
    <form onSubmit={form.onSubmit((values) => create.mutate(values.userId))} noValidate>
      <Stack gap="md">
        <Select
          label="Chat with"
          placeholder="Search people of this course"
          data={candidates}
          searchable
          nothingFoundMessage="Nobody by that name in this course"
          required
          data-autofocus
          {...form.getInputProps('userId')}
          onChange={(value) => form.setFieldValue('userId', value ?? '')}
        />
        <FormActions
          error={create.error}
          pending={create.isPending}
          submitLabel="Open chat"
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}

export interface NewChatOptions {
  courseId: string;
  candidates: Candidate[];
  /** Opens the chat (the modal is closed by then). */
  onCreated: (group: ChatGroup) => void;
}

/** Opens one of the new-chat forms in a modal that closes before the created chat is opened. */
function openChatForm(
  title: string,
  Form: (props: NewChatFormProps) => ReactNode,
  { courseId, candidates, onCreated }: NewChatOptions,
) {
  openModal({
    title,
    render: (close) => (
      <Form
        courseId={courseId}
        candidates={candidates}
        onCancel={close}
        onCreated={(group) => {
          close();
          onCreated(group);
        }}
      />
    ),
  });
}

/** "New group": a name and members picked from the course (getCurentCourse teachers and students). */
export const openNewGroup = (options: NewChatOptions) => openChatForm('New group', NewGroupForm, options);

/** "New personal chat": one person of the course; an existing chat with them is opened instead of a new one. */
export const openNewPersonalChat = (options: NewChatOptions) =>
  openChatForm('New personal chat', NewPersonalForm, options);
