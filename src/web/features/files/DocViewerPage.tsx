import '@mantine/core/styles/Typography.css';
import { Alert, Group, Stack, Text, Title, Typography } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { ErrorState } from '../../components/PageStates';
import { useFileItem } from './filesApi';
import { wordDocumentAsHtml } from './wordDocument';

/**
 * /file_viewer_doc/{fileId}/{fileName} (SPEC §2): a Word document read in the page, its text, headings, lists,
 * tables and pictures drawn by the browser (issue 14's fallback while no LibreOffice converts documents to PDF).
 */
export default function DocViewerPage() {
  const { fileId = '' } = useParams();
  const file = useFileItem(fileId);
  const url = file.data?.url;
  const html = useQuery({
    queryKey: ['wordDocument', fileId],
    queryFn: () => wordDocumentAsHtml(url ?? ''),
    enabled: url !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (file.isPending || (url && html.isPending)) return <LoadingSpinner label="Opening the document" />;
  if (file.isError)
    return (
      <ErrorState title="This file cannot be opened" error={file.error} onRetry={() => void file.refetch()} />
    );
  return (
    <Stack gap="md" maw={900}>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {file.data.name}
        </Title>
      </Group>
      {html.isError ? (
        <ErrorState
          title="This document cannot be shown"
          error={html.error}
          onRetry={() => void html.refetch()}
        />
      ) : (
        <>
          <Alert color="gray" variant="light">
            <Text size="sm">
              Shown as text and pictures: page layout, fonts and page numbers may differ from Word.
            </Text>
          </Alert>
          <Typography>
            {/* Sanitised in wordDocument.ts: nothing that runs, no styles, addresses with safe schemes only. */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised just before, above. */}
            <div dangerouslySetInnerHTML={{ __html: html.data ?? '' }} />
          </Typography>
        </>
      )}
    </Stack>
  );
}
