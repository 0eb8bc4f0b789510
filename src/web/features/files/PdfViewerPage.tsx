import { Group, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { ErrorState } from '../../components/PageStates';
import { useFileItem } from './filesApi';
import { PdfWithNotes } from './PdfWithNotes';
import { SaveFileButton } from './SaveFileButton';

/**
 * /file_viewer_pdf/{fileId}/{fileName} (SPEC §2): a course's PDF in the viewer, for the course's members, with the
 * reader's own notes in a column to its right (below it on a phone).
 */
export default function PdfViewerPage() {
  const { fileId = '' } = useParams();
  const file = useFileItem(fileId);
  if (file.isPending) return <LoadingSpinner label="Opening the file" />;
  if (file.isError)
    return (
      <ErrorState title="This file cannot be opened" error={file.error} onRetry={() => void file.refetch()} />
    );
  return (
    <Stack gap="sm" h="100%">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {file.data.name}
        </Title>
        <SaveFileButton file={file.data} />
      </Group>
      <PdfWithNotes file={file.data} url={file.data.url} />
    </Stack>
  );
}
