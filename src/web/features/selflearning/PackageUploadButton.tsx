import { Button, FileButton } from '@mantine/core';
import { errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { useUploadPackage } from './selfLearningApi';

/**
 * Adds a SCORM 1.2 or 2004 package (a .zip) as the unit's last module (issue 39). The server reads the package
 * whole before storing anything; what is wrong with a refused one is said in the toast.
 */
export function PackageUploadButton({ courseId, unitId }: { courseId: string; unitId: string }) {
  const upload = useUploadPackage(courseId, unitId);
  return (
    <FileButton
      accept=".zip,application/zip"
      onChange={(zip) => {
        if (!zip) return;
        upload.mutate(zip, {
          onSuccess: (reply) => toast(reply.msg, { tone: 'success' }),
          onError: (error) => toast(errorMessage(error), { tone: 'error' }),
        });
      }}
    >
      {(props) => (
        <Button variant="light" loading={upload.isPending} {...props}>
          Add a SCORM package
        </Button>
      )}
    </FileButton>
  );
}
