import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { INCOMPLETE_PROFILE_REDIRECT_MS } from '../../../core/constants';
import { signIn } from '../../platform/session';
import type { StoredSession } from '../../platform/storage';
import { checkUserProfile } from './accountsApi';
import { describeMissing } from './profileFields';

/** Where a successful sign-in leads (SPEC §2 /login and /t_login; single sign-on's pages too). */
export type SignInOutcome =
  | { kind: 'go'; to: string }
  | { kind: 'incompleteProfile'; to: string; missing: string[] };

/**
 * Stores the session a sign-in answered (SPEC §4) and decides where it leads (SPEC §2): the lecture's wait page for a
 * lecture's sign-in, else the dashboard, or the profile when it is incomplete.
 */
export async function completeSignIn(
  reply: StoredSession,
  lectureEntry?: { courseId: string; lecturesId: string } | null,
): Promise<SignInOutcome> {
  await signIn(reply);
  if (lectureEntry) {
    const { courseId, lecturesId } = lectureEntry;
    return {
      kind: 'go',
      to: `/waitlecture/${encodeURIComponent(courseId)}/${encodeURIComponent(lecturesId)}`,
    };
  }
  // The completeness check must not block a good sign-in: if it fails, the dashboard opens.
  const profile = await checkUserProfile(reply.userId).catch(() => null);
  if (!profile || profile.result) return { kind: 'go', to: '/dashboard' };
  return {
    kind: 'incompleteProfile',
    to: `/profile/${encodeURIComponent(reply.user.username)}`,
    missing: profile.missing,
  };
}

/**
 * Follows a sign-in's outcome: goes at once, or (SPEC §2) shows the incomplete profile's notice and goes to the
 * profile after 1 second. `incomplete` is set while the notice shows.
 */
export function useFollowSignIn() {
  const navigate = useNavigate();
  const [incomplete, setIncomplete] = useState<Extract<SignInOutcome, { kind: 'incompleteProfile' }> | null>(
    null,
  );
  useEffect(() => {
    if (!incomplete) return;
    const timer = setTimeout(
      () => void navigate(incomplete.to, { replace: true }),
      INCOMPLETE_PROFILE_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [incomplete, navigate]);
  const follow = (outcome: SignInOutcome) => {
    if (outcome.kind === 'go') void navigate(outcome.to, { replace: true });
    else setIncomplete(outcome);
  };
  return { incomplete, follow };
}

/** The notice SPEC §2 shows for a second before an incomplete profile opens. */
export function IncompleteProfileNotice({ missing }: { missing: string[] }) {
  return (
    <Alert color="purple" title="You are signed in" role="status">
      Your profile still needs {describeMissing(missing)}. Taking you to your profile…
    </Alert>
  );
}
