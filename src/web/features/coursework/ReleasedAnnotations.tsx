import { inlineFiles } from '../../../core/rules/inlineFiles';
import type { StoredFile } from '../../../core/schemas/files';
import { ErrorState } from '../../components/PageStates';
import { PanelSection } from '../../components/PanelSection';
import { useAnnotations } from './annotationsApi';
import { SubmittedFileView } from './SubmittedFileView';

/**
 * The teacher's annotations on a student's released work (issue 37): the files they are on, each with its
 * highlights, drawings and numbered comments, and the list of them, read only. Nothing when there are none.
 */
export function ReleasedAnnotations({
  assessmentId,
  files,
}: {
  assessmentId: string;
  files: readonly StoredFile[];
}) {
  const annotations = useAnnotations(assessmentId);
  if (annotations.isPending) return null;
  if (annotations.isError)
    return (
      <ErrorState
        title="Your teacher's annotations could not be loaded"
        error={annotations.error}
        onRetry={() => void annotations.refetch()}
      />
    );
  const annotated = inlineFiles(files).filter((file) =>
    annotations.data.some((annotation) => annotation.fileId === file._id),
  );
  if (annotated.length === 0) return null;
  return (
    <PanelSection title="Your teacher's annotations">
      <SubmittedFileView files={annotated} annotations={{ assessmentId, editable: false }} />
    </PanelSection>
  );
}
