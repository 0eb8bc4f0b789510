import { Anchor, Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { personName } from '../../../core/rules/personName';
import type { ApprovalHold } from '../../../core/rules/teacherApproval';
import type { User } from '../../../core/schemas/users';
import { ShieldIcon } from '../../components/icons';
import { SUPPORT_EMAIL } from '../../platform/siteConfig';
import { useSiteSettings } from '../../platform/siteSettings';

/**
 * What a teacher an administrator has not approved sees in place of every teacher page (issue 10): why the
 * pages are closed, what happens next and whom to write to. The frame around it moves on by itself on approval.
 */
export function ApprovalWaitingPage({ hold, user }: { hold: ApprovalHold; user: User }) {
  const support = useSiteSettings()?.supportEmail ?? SUPPORT_EMAIL;
  const mail = <Anchor href={`mailto:${support}`}>{support}</Anchor>;
  const profilePath = `/profile/${encodeURIComponent(user.username)}`;

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={720} mx="auto" mt={{ base: 0, sm: 'lg' }}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="xl" variant="light" color={hold === 'pending' ? 'purple' : 'red'}>
            <ShieldIcon />
          </ThemeIcon>
          <Title order={1} size="h2">
            {hold === 'pending'
              ? 'Your teacher account is waiting for approval'
              : 'Your teacher account was not approved'}
          </Title>
        </Group>
        {hold === 'pending' ? (
          <>
            <Text>
              Thank you for registering, {personName(user)}. An administrator of your school checks every new
              teacher account before it can create courses, see students or send messages.
            </Text>
            <Title order={2} size="h4">
              What happens next
            </Title>
            <List spacing="xs">
              <List.Item>An administrator approves or refuses your account.</List.Item>
              <List.Item>We write to {user.email} with the decision.</List.Item>
              <List.Item>
                This page moves on to your dashboard by itself once you are approved: there is no need to
                reload it.
              </List.Item>
            </List>
            {!user.emailVerified && (
              <Text>Please also confirm your address with the link we mailed to {user.email}.</Text>
            )}
            <Text>Waiting long, or a question? Write to {mail}.</Text>
          </>
        ) : (
          <>
            <Text>
              An administrator decided not to give this account teacher rights, so courses, students and
              messages stay closed to it. You can still edit your profile, or sign out from the account menu.
            </Text>
            <Text>If you think this is a mistake, write to {mail}.</Text>
          </>
        )}
        <Group gap="sm">
          <Button component={Link} to={profilePath} variant="light">
            {hold === 'pending' ? 'Complete your profile meanwhile' : 'Your profile'}
          </Button>
          <Button component={Link} to="/Setting" variant="default">
            Settings
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
