import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { StoredFileItem } from '../../../core/schemas/files';
import type { ProgressWithModule } from '../../../core/schemas/selfLearning';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { ErrorState } from '../../components/PageStates';
import { useSession } from '../../platform/session';
import { useFileItem } from '../files/filesApi';
import { useProgressLine } from './selfLearningApi';

/**
 * What every module viewer (/SL_file_viewer_video, _pdf, _doc) reads before it draws: the student's progress line
 * with its module, and the module's file, both named by the address; while they load, and if either fails, the
 * viewer's states are these. `what` names the thing opened ("video", "document").
 */
export function ModuleFileReads({
  what,
  children,
}: {
  what: string;
  children: (place: ProgressWithModule, file: StoredFileItem) => ReactNode;
}) {
  const { progressId = '', fileId = '' } = useParams();
  const { userId } = useSession();
  const status = useProgressLine(progressId, userId ?? '');
  const file = useFileItem(fileId);

  if (status.isPending || file.isPending) return <LoadingSpinner label={`Opening the ${what}`} />;
  if (status.isError || file.isError) {
    const failed = status.isError ? status : file;
    return (
      <ErrorState
        title={`This ${what} cannot be opened`}
        error={failed.error}
        onRetry={() => void failed.refetch()}
      />
    );
  }
  return children(status.data, file.data);
}
