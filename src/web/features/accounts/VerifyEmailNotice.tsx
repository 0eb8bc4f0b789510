import { Alert, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../components/PageStates';
import { verifyEmail } from './accountsApi';

type Verification = Awaited<ReturnType<typeof verifyEmail>>;

/** One confirmation per token, however often the notice is drawn: a link's token works only once. */
const verifications = new Map<string, Promise<Verification>>();

function verification(token: string): Promise<Verification> {
  let pending = verifications.get(token);
  if (!pending) {
    pending = verifyEmail(token);
    verifications.set(token, pending);
  }
  return pending;
}

/** /login?verify=<token> (the link of the verification mail): confirms the address and says how it went. */
export function VerifyEmailNotice({ token }: { token: string }) {
  const [outcome, setOutcome] = useState<{ token: string; reply?: Verification; error?: unknown } | null>(
    null,
  );
  useEffect(() => {
    let shown = true;
    verification(token).then(
      (reply) => shown && setOutcome({ token, reply }),
      (error: unknown) => shown && setOutcome({ token, error }),
    );
    return () => {
      shown = false;
    };
  }, [token]);

  if (outcome?.token !== token) {
    return (
      <Alert color="gray" icon={<Loader size="xs" />} role="status">
        Confirming your email address…
      </Alert>
    );
  }
  if (!outcome.reply) {
    return (
      <Alert color="red" title="The address could not be confirmed" role="alert">
        {errorMessage(outcome.error)}
      </Alert>
    );
  }
  return (
    <Alert color="teal" title="Email confirmed" role="status">
      {outcome.reply.msg || 'Your email address is confirmed.'} You can sign in now.
    </Alert>
  );
}
