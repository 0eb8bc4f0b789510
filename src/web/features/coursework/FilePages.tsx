import { Box, Image } from '@mantine/core';
import type { ReactNode } from 'react';
import { inlineKind } from '../../../core/rules/inlineFiles';
import type { StoredFile } from '../../../core/schemas/files';
import { PdfViewer } from '../../components/viewers/PdfViewer';

/**
 * A handed-in PDF (pdf.js) or picture on the page (issue 37), `pageOverlay` laid over each page (a picture is
 * page 1) and `onPage` told the PDF page the reader is on.
 */
export function FilePages({
  file,
  url,
  pageOverlay,
  onPage,
}: {
  file: StoredFile;
  url: string;
  pageOverlay?: (page: number) => ReactNode;
  onPage?: (page: number) => void;
}) {
  if (inlineKind(file) === 'pdf')
    return (
      <PdfViewer
        url={url}
        title={file.name}
        pageOverlay={pageOverlay}
        onViewChange={onPage && ((view) => onPage(view.page))}
      />
    );
  const picture = <Image src={url} alt={file.name} fit="contain" mah="75vh" radius="sm" />;
  if (!pageOverlay) return picture;
  // The overlay must cover the picture exactly, so the picture keeps its own shape, the box shrunk around it.
  return (
    <Box pos="relative" display="inline-block" maw="100%" lh={0}>
      <Image src={url} alt={file.name} w="auto" maw="100%" mah="75vh" radius="sm" />
      {pageOverlay(1)}
    </Box>
  );
}
