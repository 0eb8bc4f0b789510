import type { FormErrors } from '@mantine/form';
import { ApiError } from '../../api/envelope';

/** A server validation failure names its fields (DESIGN §3); shown under the matching inputs. */
export function serverFieldErrors(error: unknown): FormErrors {
  return error instanceof ApiError ? error.fields : {};
}
