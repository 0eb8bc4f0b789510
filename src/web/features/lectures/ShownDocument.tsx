import { Alert, Text } from '@mantine/core';
import { useState } from 'react';
import { PDF } from '../../../core/rules/officeDocument';
import type { ShownDocument } from '../../../core/schemas/lectures';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { ErrorState, errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { type PdfView, PdfViewer } from '../../components/viewers/PdfViewer';
import { useFileItem } from '../files/filesApi';
import { showDocument } from './lecturesApi';
import { useViewSender } from './useViewSender';

/**
 * One document of a class in the PDF viewer: a PDF as it is, an office document as the server's PDF of it. Where
 * the server cannot make one (no LibreOffice), says so: a page of it cannot be followed.
 */
function ShownFileViewer({
  fileId,
  view,
  onViewChange,
}: {
  fileId: string;
  view?: PdfView;
  onViewChange?: (view: PdfView) => void;
}) {
  const file = useFileItem(fileId);
  if (file.isPending) return <LoadingSpinner label="Opening the document" />;
  if (file.isError)
    return (
      <ErrorState
        title="This document cannot be opened"
        error={file.error}
        onRetry={() => void file.refetch()}
      />
    );
  const url = file.data.contentType === PDF ? file.data.url : file.data.pdfUrl;
  if (!url)
    return (
      <Alert color="gray" variant="light" title="This document can't be shown in class here">
        <Text size="sm">
          This server cannot turn office documents into pages to follow. Show a PDF of it instead, or share it
          as a course file to download.
        </Text>
      </Alert>
    );
  return (
    <PdfViewer
      url={url}
      title={file.data.name}
      loadingLabel={url === file.data.pdfUrl ? 'Preparing the document…' : undefined}
      view={view}
      onViewChange={onViewChange}
    />
  );
}

/**
 * The teacher's view of the document they show (issue 16): it opens where the class is, and every page and zoom
 * the teacher moves to is sent to the class.
 */
export function LeadingDocument({
  sitting,
  document,
}: {
  sitting: { lectureId: string; attendanceId: string };
  document: ShownDocument;
}) {
  // Where the class was when this view opened; after that, this view leads and does not follow its own echo.
  const [start] = useState<PdfView>({ page: document.page, zoom: document.zoom });
  const send = useViewSender(
    (view) => showDocument({ ...sitting, fileId: document.fileId, ...view }),
    (error) => toast(errorMessage(error), { tone: 'error' }),
  );
  return <ShownFileViewer fileId={document.fileId} view={start} onViewChange={send} />;
}

/** A student's view of the document the teacher shows: it goes to the teacher's page and zoom as they change. */
export function FollowingDocument({ document }: { document: ShownDocument }) {
  return <ShownFileViewer fileId={document.fileId} view={{ page: document.page, zoom: document.zoom }} />;
}
