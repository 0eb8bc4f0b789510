import { Paper, Stack, Title } from '@mantine/core';
import { useSession } from '../../app/session';
import { ChangePasswordForm } from './ChangePasswordForm';
import { NotificationSettings } from './NotificationSettings';

/** /Setting: notification preferences and the password. */
export default function SettingPage() {
  const { userId } = useSession();
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} size="h2">
        Settings
      </Title>
      <Paper
        withBorder
        p={{ base: 'md', sm: 'lg' }}
        component="section"
        aria-labelledby="notifications-heading"
      >
        <Title order={2} size="h4" mb="md" id="notifications-heading">
          Notifications
        </Title>
        <NotificationSettings />
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="password-heading">
        <Title order={2} size="h4" mb="md" id="password-heading">
          Password
        </Title>
        {userId && <ChangePasswordForm userId={userId} />}
      </Paper>
    </Stack>
  );
}
