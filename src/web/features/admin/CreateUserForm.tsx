import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { Role } from '../../../core/schemas/accounts';
import { ACCOUNT_FIELDS } from '../../../core/schemas/fields';
import { ACCOUNT_INVITE_TTL_DAYS } from '../../../core/schemas/userAdmin';
import { ApiError } from '../../api/envelope';
import { queryKeys } from '../../api/queryKeys';
import { errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { createUserByAdmin } from './adminApi';

const EMPTY = { username: '', email: '', firstName: '', lastName: '', role: 'student' as Role };

/** What a person made here receives, said before the administrator makes them. */
export const NEW_PERSON_RECEIVES = `They receive a mail with a link to choose their password, valid for ${ACCOUNT_INVITE_TTL_DAYS} days. Choosing it also confirms their address. Until then they cannot sign in.`;

/** Issue 34: one new person, made by an administrator; the server mails them a set-password link. */
export function CreateUserForm({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState(EMPTY);
  const [fields, setFields] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: () => createUserByAdmin(form),
    onSuccess: (reply) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.users() });
      toast(reply.msg, { tone: 'success' });
      setForm(EMPTY);
      setFields({});
      onClose();
    },
    onError: (error) => {
      setFields(error instanceof ApiError ? error.fields : {});
      toast(errorMessage(error), { tone: 'error' });
    },
  });
  const set = (key: keyof typeof EMPTY) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Add a person" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{NEW_PERSON_RECEIVES}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="First name"
              value={form.firstName}
              onChange={(e) => set('firstName')(e.currentTarget.value)}
              error={fields.firstName}
              maxLength={ACCOUNT_FIELDS.fullName.max}
            />
            <TextInput
              label="Last name"
              value={form.lastName}
              onChange={(e) => set('lastName')(e.currentTarget.value)}
              error={fields.lastName}
              maxLength={ACCOUNT_FIELDS.fullName.max}
            />
            <TextInput
              label={ACCOUNT_FIELDS.username.label}
              required
              value={form.username}
              onChange={(e) => set('username')(e.currentTarget.value)}
              error={fields.username}
              maxLength={ACCOUNT_FIELDS.username.max}
              autoCapitalize="none"
            />
            <TextInput
              label={ACCOUNT_FIELDS.email.label}
              required
              type="email"
              value={form.email}
              onChange={(e) => set('email')(e.currentTarget.value)}
              error={fields.email}
              maxLength={ACCOUNT_FIELDS.email.max}
            />
            <Select
              label="Role"
              required
              allowDeselect={false}
              data={[
                { value: 'student', label: 'Student' },
                { value: 'teacher', label: 'Teacher' },
              ]}
              value={form.role}
              onChange={(value) => value && set('role')(value)}
              error={fields.role}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Add and send the mail
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
