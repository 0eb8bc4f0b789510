import { Box, Flex, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { ErrorState } from '../../components/PageStates';
import { PdfViewer } from '../../components/viewers/PdfViewer';
import { DocumentNotes } from '../notes/DocumentNotes';
import { useFileItem } from './filesApi';

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
      <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
        {file.data.name}
      </Title>
      <Flex direction={{ base: 'column', md: 'row' }} gap="md" align={{ base: 'stretch', md: 'flex-start' }}>
        <Box flex={1} miw={0}>
          <PdfViewer url={file.data.url} title={file.data.name} />
        </Box>
        <Box w={{ base: '100%', md: 320 }} style={{ flexShrink: 0 }}>
          <DocumentNotes fileId={file.data._id} fileName={file.data.name} />
        </Box>
      </Flex>
    </Stack>
  );
}
