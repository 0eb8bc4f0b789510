import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_FIELDS, PROFILE_FIELDS as F } from '../../../core/schemas/fields';
import { type UpdateProfile, type User, updateProfileBody } from '../../../core/schemas/users';
import { queryKeys } from '../../api/queryKeys';
import { CountedTextarea } from '../../components/forms/CountedTextarea';
import { serverFieldErrors } from '../../components/forms/serverFieldErrors';
import { zodValidate } from '../../components/forms/zodValidate';
import { errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { storage } from '../../platform/storage';
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
          <TextInput
            label={ACCOUNT_FIELDS.fullName.label}
            autoComplete="name"
            required
            maxLength={ACCOUNT_FIELDS.fullName.max}
            {...form.getInputProps('fullName')}
          />
          <TextInput
            label={F.phone.label}
            type="tel"
            autoComplete="tel"
            maxLength={F.phone.max}
            {...form.getInputProps('phone')}
          />
          <TextInput
            label={F.institution.label}
            autoComplete="organization"
            maxLength={F.institution.max}
            {...form.getInputProps('institution')}
          />
          <TextInput
            label={F.city.label}
            autoComplete="address-level2"
            maxLength={F.city.max}
            {...form.getInputProps('city')}
          />
          <TextInput
            label={F.country.label}
            autoComplete="country-name"
            maxLength={F.country.max}
            {...form.getInputProps('country')}
          />
        </SimpleGrid>
        <CountedTextarea
          label={F.bio.label}
          maxLength={F.bio.max}
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
