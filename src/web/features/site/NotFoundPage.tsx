import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { MESSAGES } from '../../../core/constants';
import { useSession } from '../../platform/session';

/** SPEC §1 and §8: unmatched addresses show 'Page Not Found'. */
export default function NotFoundPage() {
  const { signedIn } = useSession();
  const location = useLocation();
  return (
    <Stack align="center" ta="center" py={60} gap="md">
      <Text fz={64} fw={800} c="purple.4" lh={1} aria-hidden="true">
        404
      </Text>
      <Title order={1}>{MESSAGES.pageNotFound}</Title>
      <Text c="dimmed" maw={460} style={{ overflowWrap: 'anywhere' }}>
        Nothing lives at {location.pathname}. The link may be old or mistyped.
      </Text>
      <Group justify="center">
        <Button component={Link} to={signedIn ? '/dashboard' : '/'}>
          {signedIn ? 'Go to your dashboard' : 'Go to the home page'}
        </Button>
      </Group>
    </Stack>
  );
}
