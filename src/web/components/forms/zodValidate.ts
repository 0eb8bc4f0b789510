import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import { fieldMessages, installIssueMessages } from '../../../core/schemas/issueMessages';

// Forms show the messages the server would send (core/schemas/issueMessages), never zod's own.
installIssueMessages();

/**
 * The form errors a zod schema of core/schemas finds, keyed by field path, so a form checks exactly what the
 * server checks. (Mantine's bundled zodResolver reads zod 3's error shape; zod 4 reports `issues`.)
 */
export function zodErrors(schema: z.ZodType, values: unknown): FormErrors {
  const result = schema.safeParse(values);
  return result.success ? {} : fieldMessages(result.error.issues, 'form');
}

/** Mantine form `validate` from a zod schema. */
export function zodValidate<Values>(schema: z.ZodType): (values: Values) => FormErrors {
  return (values) => zodErrors(schema, values);
}
