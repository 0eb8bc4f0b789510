import { useSession } from '../../platform/session';
import { LazyAfterLoginLayout } from './LazyAfterLoginLayout';
import PublicLayout from './PublicLayout';

/** SPEC §2: pages without a login check (/help, /manuals, not found) take the layout of the login state. */
export default function SessionLayout() {
  const { signedIn } = useSession();
  return signedIn ? <LazyAfterLoginLayout /> : <PublicLayout />;
}
