import { errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';

/** Says what went wrong and fails again, so that a composer or an edit form keeps what was typed. */
export function toastAndRethrow(error: unknown): never {
  toast(errorMessage(error), { tone: 'error' });
  throw error;
}
