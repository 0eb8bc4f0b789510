import { Stack, Title } from '@mantine/core';
import { PanelSection } from '../../components/PanelSection';
import { useSession } from '../../platform/session';
import { ChangePasswordForm } from './ChangePasswordForm';
import { MailCopySetting } from './MailCopySetting';
import { NotificationSettings } from './NotificationSettings';

/** /Setting: notification preferences (a copy of internal mail by email among them) and the password. */
export default function SettingPage() {
  const { userId } = useSession();
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} size="h2">
        Settings
      </Title>
      <PanelSection title="Notifications">
        <NotificationSettings />
        <MailCopySetting />
      </PanelSection>
      <PanelSection title="Password">{userId && <ChangePasswordForm userId={userId} />}</PanelSection>
    </Stack>
  );
}
