import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { personName } from '../../../core/rules/personName';
import { queryKeys } from '../../api/queryKeys';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { ErrorState } from '../../components/PageStates';
import { PanelSection } from '../../components/PanelSection';
import { type Session, useSession } from '../../platform/session';
import { checkUserProfile } from '../accounts/accountsApi';
import { viewOwnUser } from '../accounts/ownUser';
import { CompletenessNotice } from './CompletenessNotice';
import { ProfileEditForm } from './ProfileEditForm';
import { ProfileHeader } from './ProfileHeader';
import { getPublicUser } from './usersApi';

function OwnProfile({ userId }: { userId: string }) {
  const me = useQuery({ queryKey: queryKeys.user(userId), queryFn: () => viewOwnUser(userId) });
  const completeness = useQuery({
    queryKey: queryKeys.profileCompleteness(userId),
    queryFn: () => checkUserProfile(userId),
  });
  if (me.isPending) return <LoadingSpinner />;
  if (me.isError) return <ErrorState error={me.error} onRetry={() => void me.refetch()} />;
  const user = me.data.data;
  return (
    <Stack gap="lg" maw={760}>
      <ProfileHeader user={user} memberSince={user.createdAt} />
      {completeness.data && <CompletenessNotice missing={completeness.data.missing} email={user.email} />}
      <PanelSection title="Edit your profile">
        <ProfileEditForm key={user._id} user={user} />
      </PanelSection>
    </Stack>
  );
}

function PublicProfile({ userName }: { userName: string }) {
  const profile = useQuery({
    queryKey: queryKeys.publicUser(userName),
    queryFn: () => getPublicUser(userName),
  });
  if (profile.isPending) return <LoadingSpinner />;
  if (profile.isError) {
    return (
      <ErrorState
        error={profile.error}
        title="This profile could not be shown"
        onRetry={() => void profile.refetch()}
      />
    );
  }
  const user = profile.data.data;
  return (
    <Stack gap="lg" maw={760}>
      <ProfileHeader user={user} />
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Title order={2} size="h4" mb="xs">
          About
        </Title>
        <Text c={user.bio ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
          {user.bio || `${personName(user)} has not written anything yet.`}
        </Text>
      </Paper>
    </Stack>
  );
}

const isOwn = (session: Session, userName: string) =>
  session.user !== null && session.user.username.toLowerCase() === userName.toLowerCase();

/** /profile/:userName: anyone's public profile; one's own can be edited and shows what completeness lacks. */
export default function ProfilePage() {
  const { userName = '' } = useParams();
  const session = useSession();
  if (isOwn(session, userName) && session.userId) return <OwnProfile userId={session.userId} />;
  return <PublicProfile userName={userName} />;
}
