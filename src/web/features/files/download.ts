import { fileCalls } from '../../../core/contracts/files';
import { call } from '../../api/call';
import { errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';

/**
 * Saves a stored file: asks for its address (which carries a short-lived token, since a plain link cannot send
 * the sign-in header) and lets the browser download it under its name.
 */
export async function downloadFile(fileId: string): Promise<void> {
  try {
    const { data } = await call(fileCalls.fileItem, { fileId });
    const link = document.createElement('a');
    link.href = data.url;
    link.download = data.name;
    document.body.append(link);
    link.click();
    link.remove();
  } catch (error) {
    toast(errorMessage(error), { tone: 'error' });
  }
}
