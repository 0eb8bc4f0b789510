import { Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import { EmptyState, ErrorState } from '../../components/PageStates';
import { useSession } from '../../platform/session';
import { HelpVideoPlayer } from './HelpVideoPlayer';
import { useHelpVideos } from './helpApi';
import { videosFor } from './helpAudience';

/**
 * /help (issue 14, SPEC §7 help getAll): the help videos for the viewer's role and for everyone (signed out, only
 * everyone's), each with its title and the page it is about.
 */
export default function HelpPage() {
  const session = useSession();
  const videos = useHelpVideos();
  const shown = videos.data ? videosFor(videos.data, session.role) : [];
  return (
    <Stack gap="lg" maw={1200}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          Help
        </Title>
        <Text c="dimmed">
          Short videos on using the app. Each page's help button plays the one for that page.
        </Text>
      </Stack>
      {videos.isPending ? (
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          role="status"
          aria-busy="true"
          aria-label="Loading the help videos"
        >
          <Skeleton height={240} />
          <Skeleton height={240} />
        </SimpleGrid>
      ) : videos.isError ? (
        <ErrorState
          error={videos.error}
          onRetry={() => void videos.refetch()}
          title="The help videos could not be loaded"
        />
      ) : shown.length === 0 ? (
        <EmptyState title="No help videos yet">Help videos the administrators add appear here.</EmptyState>
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, md: 2 }}
          spacing="md"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {shown.map((video) => (
            <Paper component="li" withBorder p="md" key={video._id}>
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
                    {video.title}
                  </Title>
                  {video.page && <Badge variant="light">/{video.page}</Badge>}
                </Group>
                <HelpVideoPlayer video={video} />
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
