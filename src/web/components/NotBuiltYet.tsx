import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ClockIcon } from './icons';

/** The honest panel for a route that exists in the table but whose page is not built yet. */
export function NotBuiltYet({ name, signedIn }: { name: string; signedIn: boolean }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={640}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="xl" variant="light">
            <ClockIcon />
          </ThemeIcon>
          <Title order={1} size="h3">
            {name}
          </Title>
        </Group>
        <Text>
          The {name} page is not built yet. It arrives in a later release of the application; nothing on this
          address works today.
        </Text>
        <Group>
          <Button component={Link} to={signedIn ? '/dashboard' : '/'} variant="light">
            {signedIn ? 'Go to your dashboard' : 'Go to the home page'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
