import { Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { Annotation, PagePoint } from '../../../core/schemas/annotations';
import type { StoredFile } from '../../../core/schemas/files';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { ErrorState } from '../../components/PageStates';
import { AnnotationLayer, type AnnotationTool, type PageMark } from './AnnotationLayer';
import { AnnotationList } from './AnnotationList';
import { AnnotationToolbar } from './AnnotationToolbar';
import { useAnnotations, useAnnotationWrites } from './annotationsApi';
import { FilePages } from './FilePages';

/** Where a comment added from the list goes: the page's top left, so no pointer is needed. */
const TOP_LEFT: PagePoint = { x: 0, y: 0 };

/** A file's annotations in reading order, page by page, and each comment's number as its pin shows it. */
function reading(annotations: readonly Annotation[], fileId: string) {
  const mine = annotations
    .filter((annotation) => annotation.fileId === fileId)
    .sort((a, b) => a.page - b.page);
  const comments = mine.filter((annotation) => annotation.shape.kind === 'comment');
  return { mine, numbers: new Map(comments.map((annotation, n) => [annotation._id, n + 1])) };
}

/**
 * A handed-in PDF or picture with the teacher's annotations (issue 37). `editable` (the teacher marking it): the
 * tools above the file, each annotation saved as it is made, and the list to write, change and remove them. Read
 * only (the student once the mark is released): the same file and list, nothing to change.
 */
export function AnnotatedFile({
  file,
  url,
  assessmentId,
  editable,
}: {
  file: StoredFile;
  url: string;
  assessmentId: string;
  editable: boolean;
}) {
  const annotations = useAnnotations(assessmentId);
  const writes = useAnnotationWrites(assessmentId);
  const [tool, setTool] = useState<AnnotationTool | null>(null);
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState<{ page: number; at: PagePoint } | null>(null);
  const { mine, numbers } = useMemo(
    () => reading(annotations.data ?? [], file._id),
    [annotations.data, file._id],
  );

  if (annotations.isPending) return <LoadingSpinner label="Loading the annotations" />;
  if (annotations.isError)
    return (
      <ErrorState
        title="The annotations could not be loaded"
        error={annotations.error}
        onRetry={() => void annotations.refetch()}
      />
    );

  const mark = (onPage: number, made: PageMark) => {
    if (made.kind === 'comment') {
      setDraft({ page: onPage, at: made.at });
      return;
    }
    writes.add.mutate({ fileId: file._id, page: onPage, shape: made });
  };
  const pageOverlay = (onPage: number) => (
    <AnnotationLayer
      annotations={mine.filter((annotation) => annotation.page === onPage)}
      numbers={numbers}
      tool={editable ? tool : null}
      onMark={(made) => mark(onPage, made)}
    />
  );
  return (
    <Stack gap="xs">
      {editable && <AnnotationToolbar tool={tool} onTool={setTool} />}
      <FilePages file={file} url={url} pageOverlay={pageOverlay} onPage={setPage} />
      <AnnotationList
        annotations={mine}
        numbers={numbers}
        editable={editable}
        page={page}
        draft={draft}
        saving={writes.add.isPending}
        onStartDraft={() => setDraft({ page, at: TOP_LEFT })}
        onSaveDraft={(text) =>
          draft &&
          writes.add.mutate(
            { fileId: file._id, page: draft.page, shape: { kind: 'comment', ...draft.at, text } },
            { onSuccess: () => setDraft(null) },
          )
        }
        onCancelDraft={() => setDraft(null)}
        onChangeText={(annotation, text) =>
          writes.changeText.mutateAsync({ annotationId: annotation._id, text })
        }
        onRemove={(annotation) => writes.remove.mutate(annotation._id)}
      />
    </Stack>
  );
}
