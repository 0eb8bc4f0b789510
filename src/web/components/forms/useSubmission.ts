import { useState } from 'react';

type State<Output> =
  | { isPending: boolean; isSuccess: false; error: unknown; data: undefined }
  | { isPending: false; isSuccess: true; error: null; data: Output };

const IDLE = { isPending: false, isSuccess: false, error: null, data: undefined } as const;

/**
 * A form's submission to the server, with what TanStack Query's useMutation reports of it (pending, error, answer)
 * but without the server-data cache, which the sign-in page does not download (issue 13).
 */
export function useSubmission<Input, Output>(
  send: (input: Input) => Promise<Output>,
  { onSuccess, onError }: { onSuccess?: (output: Output) => void; onError?: (error: unknown) => void } = {},
) {
  const [state, setState] = useState<State<Output>>(IDLE);
  const mutate = (input: Input) => {
    setState({ ...IDLE, isPending: true });
    send(input).then(
      (data) => {
        setState({ isPending: false, isSuccess: true, error: null, data });
        onSuccess?.(data);
      },
      (error: unknown) => {
        setState({ ...IDLE, error });
        onError?.(error);
      },
    );
  };
  return { ...state, mutate };
}
