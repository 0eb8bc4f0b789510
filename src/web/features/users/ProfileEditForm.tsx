import { Alert, Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UpdateProfile, type User, updateProfileBody } from '../../../core/schemas/users';
import { queryKeys } from '../../api/queryKeys';
import { storage } from '../../app/storage';
import { serverFieldErrors } from '../../components/forms/serverFieldErrors';
import { zodValidate } from '../../components/forms/zodValidate';
import { errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { updateProfile } from './usersApi';

type Editable = Omit<UpdateProfile, 'userId'>;

const fieldsOf = (user: User): Editable => ({
  fullName: user.fullName,
  phone: user.phone,
  institution: user.institution,
  bio: user.bio,
  country: user.country,
  city: user.city,
});

/** The owner edits their profile (POST /api/v1/user/updateProfile); the stored Accounts.user follows. */
export function ProfileEditForm({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const checkBody = zodValidate<UpdateProfile>(updateProfileBody);
  const form = useForm<Editable>({
    initialValues: fieldsOf(user),
    validate: (values) => checkBody({ ...values, userId: user._id }),
  });
  const save = useMutation({
    mutationFn: (values: Editable) => updateProfile(updateProfileBody.parse({ ...values, userId: user._id })),
    onSuccess: (reply) => {
      storage.user.set(reply.data);
      form.resetDirty(fieldsOf(reply.data));
      for (const queryKey of [
        queryKeys.user(user._id),
        queryKeys.profileCompleteness(user._id),
        queryKeys.publicUser(user.username),
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      toast('Your profile is saved.', { tone: 'success' });
    },
    onError: (error) => form.setErrors(serverFieldErrors(error)),
  });

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Full name" autoComplete="name" required {...form.getInputProps('fullName')} />
          <TextInput label="Phone" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
          <TextInput label="Institution" autoComplete="organization" {...form.getInputProps('institution')} />
          <TextInput label="City" autoComplete="address-level2" {...form.getInputProps('city')} />
          <TextInput label="Country" autoComplete="country-name" {...form.getInputProps('country')} />
        </SimpleGrid>
        <Textarea
          label="About you"
          description="A few lines your teachers and classmates see on your profile"
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('bio')}
        />
        {save.isError && (
          <Alert color="red" role="alert">
            {errorMessage(save.error)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            Save profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
