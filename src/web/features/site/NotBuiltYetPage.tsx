import { NotBuiltYet } from '../../components/NotBuiltYet';
import { useCurrentRoute } from '../../platform/currentRoute';
import { useSession } from '../../platform/session';

/** Every route of SPEC §2 whose page is not built yet renders this, named after its route. */
export default function NotBuiltYetPage() {
  const { route } = useCurrentRoute();
  const { signedIn } = useSession();
  return <NotBuiltYet name={route.name} signedIn={signedIn} />;
}
