import { Button, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { formatFileSize } from '../../../core/rules/fileSize';
import { isPagedDocument } from '../../../core/rules/officeDocument';
import type { StoredFile } from '../../../core/schemas/files';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { EmptyState, ErrorState } from '../../components/PageStates';
import { downloadFile } from './download';
import { fileViewerPath } from './fileLinks';
import { useFileItem } from './filesApi';
import { SaveFileButton } from './SaveFileButton';

/** A text file's words, read as text (never as a page). */
function TextContent({ url }: { url: string }) {
  const text = useQuery({
    queryKey: ['fileText', url],
    queryFn: async () => {
      const response = await fetch(url);
      if (!response.ok) throw new Error('The file could not be read. Please try again.');
      return response.text();
    },
  });
  if (text.isPending) return <LoadingSpinner label="Reading the file" />;
  if (text.isError) return <ErrorState error={text.error} onRetry={() => void text.refetch()} />;
  return (
    <Text
      component="pre"
      ff="monospace"
      size="sm"
      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
    >
      {text.data}
    </Text>
  );
}

function Content({ file }: { file: StoredFile & { url: string } }) {
  const [family] = file.contentType.split('/');
  if (family === 'image') return <Image src={file.url} alt={file.name} fit="contain" mah="75vh" />;
  if (family === 'video')
    return (
      // biome-ignore lint/a11y/useMediaCaption: course videos are uploaded without caption tracks.
      <video src={file.url} controls preload="metadata" style={{ width: '100%', maxHeight: '75vh' }} />
    );
  if (family === 'audio')
    return (
      // biome-ignore lint/a11y/useMediaCaption: course recordings are uploaded without caption tracks.
      <audio src={file.url} controls preload="metadata" style={{ width: '100%' }} />
    );
  if (family === 'text') return <TextContent url={file.url} />;
  return (
    <EmptyState title="This kind of file opens on your device">
      Download it and open it with the program you use for it.
    </EmptyState>
  );
}

/**
 * /viewfile/{fileId} (SPEC §2): a stored file on the page, picture, video (seekable), audio or text; a PDF or an
 * office document goes to its viewer; other files offer their download.
 */
export default function FilePage() {
  const { fileId = '' } = useParams();
  const file = useFileItem(fileId);
  if (file.isPending) return <LoadingSpinner label="Opening the file" />;
  if (file.isError)
    return (
      <ErrorState title="This file cannot be opened" error={file.error} onRetry={() => void file.refetch()} />
    );
  if (isPagedDocument(file.data.contentType))
    return <Navigate to={fileViewerPath(file.data) ?? '/'} replace />;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={0}>
          <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {file.data.name}
          </Title>
          <Text size="sm" c="dimmed">
            {formatFileSize(file.data.size)}
          </Text>
        </Stack>
        <Group gap="xs">
          <SaveFileButton file={file.data} />
          <Button variant="default" onClick={() => void downloadFile(file.data._id)}>
            Download
          </Button>
        </Group>
      </Group>
      <Content file={file.data} />
    </Stack>
  );
}
