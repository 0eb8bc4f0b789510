import { Alert, Box, Button, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { PDF, WORD_DOCUMENT } from '../../../core/rules/officeDocument';
import type { StoredFileItem } from '../../../core/schemas/files';
import type { ProgressWithModule } from '../../../core/schemas/selfLearning';
import { PdfViewer } from '../../components/viewers/PdfViewer';
import { WordDocumentInPage } from '../files/DocViewerPage';
import { downloadFile } from '../files/download';
import { ModuleFileReads } from './ModuleFileReads';
import { ModuleViewerFrame } from './ModuleViewerFrame';
import { useReadingReports } from './useReadingReports';

type Reached = (page: number, pages: number) => void;

/** A PDF whose every page reached is told, from the first page shown on. */
function PdfReading({ url, title, reached }: { url: string; title: string; reached: Reached }) {
  const pages = useRef(0);
  return (
    <PdfViewer
      url={url}
      title={title}
      onOpened={(count) => {
        pages.current = count;
        reached(1, count);
      }}
      onViewChange={(view) => reached(view.page, pages.current)}
    />
  );
}

/** The end of a document shown as text: reaching it (scrolled into view) reads the document. */
function EndOfText({ onReached }: { onReached: () => void }) {
  const end = useRef<HTMLDivElement>(null);
  const told = useRef(onReached);
  told.current = onReached;
  useEffect(() => {
    const mark = end.current;
    if (!mark) return;
    const watcher = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) told.current();
    });
    watcher.observe(mark);
    return () => watcher.disconnect();
  }, []);
  return (
    <Box ref={end} py="sm">
      <Text size="sm" c="dimmed">
        End of the document.
      </Text>
    </Box>
  );
}

/** The module's document, with whether it has been read to the end. */
function ReadDocument({ place, file }: { place: ProgressWithModule; file: StoredFileItem }) {
  const reached = useReadingReports(place.progress._id);
  const { progress, module } = place;
  const { _id: fileId, contentType, url, pdfUrl, name } = file;
  const asPdf = contentType === PDF ? url : pdfUrl;
  return (
    <ModuleViewerFrame
      place={place}
      module={module}
      line={progress}
      status={
        <Stack gap={4}>
          <Text size="sm" data-testid="reading-state">
            {progress.reachedEnd
              ? 'You have read this document to the end.'
              : 'Read to the last page to complete this module.'}
          </Text>
          <Progress
            value={progress.reachedEnd ? 100 : 0}
            color={progress.reachedEnd ? 'green' : 'blue'}
            aria-label={progress.reachedEnd ? 'Read to the end' : 'Not read to the end yet'}
          />
        </Stack>
      }
    >
      {asPdf ? (
        <PdfReading url={asPdf} title={name} reached={reached} />
      ) : contentType === WORD_DOCUMENT ? (
        <>
          <WordDocumentInPage fileId={fileId} url={url} />
          <EndOfText onReached={() => reached(1, 1)} />
        </>
      ) : (
        <Alert color="gray" variant="light" title="This document can't be shown here">
          <Text size="sm">
            Download it to read it on your computer: downloading it completes this module.
          </Text>
          <Button
            mt="sm"
            variant="default"
            onClick={() => {
              reached(1, 1);
              void downloadFile(fileId);
            }}
          >
            Download
          </Button>
        </Alert>
      )}
    </ModuleViewerFrame>
  );
}

/**
 * /SL_file_viewer_pdf/{progressId}/{moduleId}/{fileId}/{fileName} and /SL_file_viewer_doc/... (SPEC §2, issue 39):
 * a module's document in the PDF viewer (an office document as the server's PDF of it, as the document viewer shows
 * it), the page reached recorded as the student reads; the last page completes the module. A Word document the
 * server cannot make a PDF of is shown as text, and read once its end is reached.
 */
export default function DocumentViewerPage() {
  return (
    <ModuleFileReads what="document">
      {(place, file) => <ReadDocument place={place} file={file} />}
    </ModuleFileReads>
  );
}
