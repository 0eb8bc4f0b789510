import { Box, Flex } from '@mantine/core';
import { PdfViewer } from '../../components/viewers/PdfViewer';
import { DocumentNotes } from '../notes/DocumentNotes';

/**
 * A document read as a PDF with the reader's own notes in a column to its right (below it on a phone): a PDF in
 * its viewer, and an office document made into a PDF (issue 14).
 */
export function PdfWithNotes({
  file,
  url,
  loadingLabel,
}: {
  file: { _id: string; name: string };
  url: string;
  loadingLabel?: string;
}) {
  return (
    <Flex direction={{ base: 'column', md: 'row' }} gap="md" align={{ base: 'stretch', md: 'flex-start' }}>
      <Box flex={1} miw={0}>
        <PdfViewer url={url} title={file.name} loadingLabel={loadingLabel} />
      </Box>
      <Box w={{ base: '100%', md: 320 }} style={{ flexShrink: 0 }}>
        <DocumentNotes fileId={file._id} fileName={file.name} />
      </Box>
    </Flex>
  );
}
