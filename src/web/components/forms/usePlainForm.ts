import type { FormErrors } from '@mantine/form';
import { type ChangeEvent, useState } from 'react';

/**
 * The values and errors of a small text form, with inputs wired as @mantine/form wires them (an edit clears its
 * field's error). The sign-in page, the first page of most visits, uses it so as not to download the form library
 * (issue 13); every other form uses @mantine/form.
 */
export function usePlainForm<Values extends Record<string, string>>(initialValues: Values) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FormErrors>({});
  const getInputProps = (name: keyof Values & string) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _edited, ...rest }) => rest);
    },
  });
  return { getValues: () => values, setErrors, getInputProps };
}
