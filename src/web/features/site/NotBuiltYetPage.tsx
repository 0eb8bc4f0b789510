import { useCurrentRoute } from '../../app/currentRoute';
import { useSession } from '../../app/session';
import { NotBuiltYet } from '../../components/NotBuiltYet';

/** Every route of SPEC §2 whose page is not built yet renders this, named after its route. */
export default function NotBuiltYetPage() {
  const { route } = useCurrentRoute();
  const { signedIn } = useSession();
  return <NotBuiltYet name={route.name} signedIn={signedIn} />;
}
