import { useQuery } from '@tanstack/react-query';
import { siteCalls } from '../../core/contracts/site';
import type { SiteSettings } from '../../core/schemas/site';
import { call } from '../api/call';
import { queryKeys } from '../api/queryKeys';
import { SUPPORT_EMAIL } from './siteConfig';

/** What a page assumes when the settings cannot be read: the server still refuses what its settings forbid. */
const FALLBACK: SiteSettings = { teacherRegistration: true, supportEmail: SUPPORT_EMAIL };

/**
 * The server's configuration as the web app learns it at run time (GET /api/v1/site/settings); siteConfig.ts
 * holds what is fixed at build time. Null until the first answer arrives.
 */
export function useSiteSettings(): SiteSettings | null {
  const query = useQuery({
    queryKey: queryKeys.siteSettings(),
    queryFn: () => call(siteCalls.settings),
    staleTime: 5 * 60_000,
  });
  if (query.data) return query.data.data;
  return query.isError ? FALLBACK : null;
}
