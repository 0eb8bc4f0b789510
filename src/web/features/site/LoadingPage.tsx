import { LoadingSpinner } from '../../components/LoadingSpinner';

/** SPEC §2 loading spinner page: shown while the first page and its code load. */
export default function LoadingPage() {
  return <LoadingSpinner fullPage color="purple" />;
}
