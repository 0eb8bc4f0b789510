import '@mantine/core/styles/Typography.css';
import { Alert, Button, Group, Stack, Text, Title, Typography } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { WORD_DOCUMENT } from '../../../core/rules/officeDocument';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { ErrorState } from '../../components/PageStates';
import { downloadFile } from './download';
import { useFileItem } from './filesApi';
import { PdfWithNotes } from './PdfWithNotes';
import { SaveFileButton } from './SaveFileButton';
import { wordDocumentAsHtml } from './wordDocument';

/**
 * /file_viewer_doc/{fileId}/{fileName} (SPEC §2): an office document read in the page (issue 14). With
 * LibreOffice on the server (`pdfUrl`), as a PDF in the PDF viewer with the reader's notes, made on the first
 * view; without it, a Word document as its text, headings, lists, tables and pictures drawn by the browser, and
 * any other document offered for download.
 */
export default function DocViewerPage() {
  const { fileId = '' } = useParams();
  const file = useFileItem(fileId);
  if (file.isPending) return <LoadingSpinner label="Opening the document" />;
  if (file.isError)
    return (
      <ErrorState title="This file cannot be opened" error={file.error} onRetry={() => void file.refetch()} />
    );
  const { pdfUrl, url, contentType } = file.data;
  return (
    <Stack gap="md" maw={pdfUrl ? undefined : 900}>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {file.data.name}
        </Title>
        <Group gap="xs">
          <SaveFileButton file={file.data} />
          <Button variant="default" onClick={() => void downloadFile(file.data._id)}>
            Download
          </Button>
        </Group>
      </Group>
      {pdfUrl ? (
        <PdfWithNotes file={file.data} url={pdfUrl} loadingLabel="Preparing the document…" />
      ) : contentType === WORD_DOCUMENT ? (
        <WordDocumentInPage fileId={fileId} url={url} />
      ) : (
        <Alert color="gray" variant="light" title="This document can't be shown here">
          <Text size="sm">Download it to open it on your computer.</Text>
        </Alert>
      )}
    </Stack>
  );
}

/** A .docx drawn by the browser (mammoth), where the server cannot make it a PDF. */
export function WordDocumentInPage({ fileId, url }: { fileId: string; url: string }) {
  const html = useQuery({
    queryKey: ['wordDocument', fileId],
    queryFn: () => wordDocumentAsHtml(url),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (html.isPending) return <LoadingSpinner label="Opening the document" />;
  if (html.isError)
    return (
      <ErrorState
        title="This document cannot be shown"
        error={html.error}
        onRetry={() => void html.refetch()}
      />
    );
  return (
    <>
      <Alert color="gray" variant="light">
        <Text size="sm">
          Shown as text and pictures: page layout, fonts and page numbers may differ from Word.
        </Text>
      </Alert>
      <Typography>
        {/* Sanitised in wordDocument.ts: nothing that runs, no styles, addresses with safe schemes only. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised just before, above. */}
        <div dangerouslySetInnerHTML={{ __html: html.data }} />
      </Typography>
    </>
  );
}
