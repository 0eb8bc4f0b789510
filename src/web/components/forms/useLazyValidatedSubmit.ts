import type { FormErrors } from '@mantine/form';
import { type FormEvent, useRef, useState } from 'react';
import type { z } from 'zod';

/** What the handler needs of a form: @mantine/form's and usePlainForm's both fit. */
interface Form<Values> {
  getValues: () => Values;
  setErrors: (errors: FormErrors) => void;
}

interface Options<Values> {
  /** Loads the schema on the first submit: zod then stays out of the code the page needs to render. */
  load: () => Promise<z.ZodType>;
  onValid: (values: Values) => void;
  /** The schema's view of the form values, when the two differ. */
  toSchemaInput?: (values: Values) => unknown;
  /** Maps the schema's error paths back to form fields. */
  toFormErrors?: (errors: FormErrors) => FormErrors;
  /** What only the form checks, beside the schema (a repeated password). */
  formRules?: (values: Values) => FormErrors;
}

/**
 * A form's submit handler that validates with a core/schemas zod schema loaded on demand, and whether that check
 * is under way (on a first submit over a slow network, zod is still arriving: the button shows it). Used by the
 * pages a visitor may open first (sign in, registration, a forgotten or reset password), whose code must stay
 * small; other forms use zodValidate directly. A second press while a check runs is the same submit, not another.
 */
export function useLazyValidatedSubmit<Values extends object>(
  form: Form<Values>,
  { load, onValid, toSchemaInput, toFormErrors, formRules }: Options<Values>,
) {
  const [checking, setChecking] = useState(false);
  const underWay = useRef(false);

  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    if (underWay.current) return;
    underWay.current = true;
    setChecking(true);
    void (async () => {
      try {
        const values = form.getValues();
        const [schema, { zodErrors }] = await Promise.all([load(), import('./zodValidate')]);
        const errors = zodErrors(schema, toSchemaInput ? toSchemaInput(values) : values);
        const shown = { ...(toFormErrors ? toFormErrors(errors) : errors), ...formRules?.(values) };
        form.setErrors(shown);
        if (Object.keys(shown).length === 0) onValid(values);
      } finally {
        underWay.current = false;
        setChecking(false);
      }
    })();
  };
  return { onSubmit, checking };
}
