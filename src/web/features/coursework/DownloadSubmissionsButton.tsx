import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { confirm } from '../../components/ConfirmDialog';
import { errorMessage } from '../../components/PageStates';
import { saveBlob } from '../../components/saveBlob';
import { toast } from '../../components/toast';
import { archiveSummary } from './archiveSummary';
import { downloadSubmissionArchive, submissionArchiveInfo } from './submissionsApi';

/**
 * Every file handed in for the item as one zip, a folder per student or group (issue 37). What it holds is asked
 * first: nothing to download is said so, and a large zip is downloaded only once the teacher agrees.
 */
export function DownloadSubmissionsButton({ itemId, title }: { itemId: string; title: string }) {
  const downloading = useMutation({
    mutationFn: async () => {
      const info = await submissionArchiveInfo(itemId);
      if (info.files === 0) {
        toast('No file has been handed in yet: there is nothing to download.', { tone: 'info' });
        return;
      }
      const { holds, large } = archiveSummary(info);
      if (large) {
        const answer = await confirm({
          title: 'Download a large zip?',
          message: `The zip holds ${holds}. It may take a long while and fill your disk; you can also open each piece of work from the list.`,
          confirmLabel: 'Download',
        });
        if (answer.code !== 0) return;
      }
      const file = await downloadSubmissionArchive(itemId);
      saveBlob(file.blob, file.fileName ?? `${title} - submissions.zip`);
      toast(`Downloaded ${holds}.`, { tone: 'success' });
    },
    onError: (error) => toast(errorMessage(error), { tone: 'error' }),
  });
  return (
    <Button variant="default" onClick={() => downloading.mutate()} loading={downloading.isPending}>
      Download all work
    </Button>
  );
}
