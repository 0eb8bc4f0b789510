import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatFileSize } from '../../../core/rules/fileSize';
import { servedInline } from '../../../core/rules/uploadPolicy';
import { buildUrl } from '../../api/http';
import { EmptyState, ErrorState } from '../../components/PageStates';
import { useSession } from '../../platform/session';
import { fileViewerPath } from '../files/fileLinks';
import { useManuals } from './manualsApi';

/**
 * /manuals (issue 14, SPEC §2 and §7 attachment allAttachment manuals): the manuals anyone may read, signed in or
 * not, in the order administrators gave, each to open and to download. Signed in, a manual opens in the app's
 * viewer (issue 37: the PDF viewer, not the file's raw address); signed out, where the viewers are closed, in a new
 * tab when the browser can show it.
 */
export default function ManualsPage() {
  const manuals = useManuals();
  const { signedIn } = useSession();
  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          Manuals
        </Title>
        <Text c="dimmed">Guides to using the app, for everyone.</Text>
      </Stack>
      {manuals.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading the manuals">
          <Skeleton height={64} />
          <Skeleton height={64} />
        </Stack>
      ) : manuals.isError ? (
        <ErrorState
          error={manuals.error}
          onRetry={() => void manuals.refetch()}
          title="The manuals could not be loaded"
        />
      ) : manuals.data.length === 0 ? (
        <EmptyState title="No manuals yet">Manuals the administrators add appear here.</EmptyState>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {manuals.data.map((manual) => {
            const url = buildUrl('GET', manual.url);
            const viewer = signedIn ? fileViewerPath({ ...manual, _id: manual.fileId }) : null;
            return (
              <Paper component="li" withBorder p="md" key={manual._id}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {manual.title}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {manual.name} · {formatFileSize(manual.size)}
                    </Text>
                  </Stack>
                  <Group gap="md">
                    {viewer ? (
                      <Anchor component={Link} to={viewer} aria-label={`Open ${manual.title}`}>
                        Open
                      </Anchor>
                    ) : (
                      servedInline(manual.contentType) && (
                        <Anchor href={url} target="_blank" rel="noopener" aria-label={`Open ${manual.title}`}>
                          Open
                        </Anchor>
                      )
                    )}
                    <Anchor href={url} download={manual.name} aria-label={`Download ${manual.title}`}>
                      Download
                    </Anchor>
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
