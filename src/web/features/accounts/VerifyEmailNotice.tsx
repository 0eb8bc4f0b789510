import { Alert, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../components/PageStates';
import { verifyEmail } from './accountsApi';

/** /login?verify=<token> (the link of the verification mail): confirms the address and says how it went. */
export function VerifyEmailNotice({ token }: { token: string }) {
  const verification = useQuery({
    queryKey: ['verifyEmail', token],
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (verification.isPending) {
    return (
      <Alert color="gray" icon={<Loader size="xs" />} role="status">
        Confirming your email address…
      </Alert>
    );
  }
  if (verification.isError) {
    return (
      <Alert color="red" title="The address could not be confirmed" role="alert">
        {errorMessage(verification.error)}
      </Alert>
    );
  }
  return (
    <Alert color="teal" title="Email confirmed" role="status">
      {verification.data.msg || 'Your email address is confirmed.'} You can sign in now.
    </Alert>
  );
}
