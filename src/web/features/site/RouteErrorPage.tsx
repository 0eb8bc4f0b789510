import { Button, Container, Stack, Text, Title } from '@mantine/core';

/**
 * Shown when a page fails to load or render. The usual cause is a new release replacing the page's code file
 * while this tab still runs the old one: reloading fetches the new one.
 */
export default function RouteErrorPage() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md" role="alert">
        <Title order={1}>This page could not be shown</Title>
        <Text c="dimmed">
          Something went wrong while loading it. Reloading usually helps; if it keeps happening, tell us what
          you were doing.
        </Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </Container>
  );
}
