import { useQuery } from '@tanstack/react-query';
import {
  REFERENCE_LIST_PATHS,
  type ReferenceCreateBody,
  type ReferenceEntryByKind,
  type ReferenceKind,
  type ReferenceUpdateBody,
  referenceWritePath,
} from '../../../core/schemas/reference';
import { apiCall } from '../../api/http';
import { queryKeys } from '../../api/queryKeys';

/** The SPEC §7 reference-list calls and the admin writes, typed per kind. Each throws ApiError on a failure. */

export const getReferenceList = <K extends ReferenceKind>(kind: K) =>
  apiCall<{ data: ReferenceEntryByKind[K][] }>('GET', REFERENCE_LIST_PATHS[kind]);

/** The live entries of one kind, sorted by name or code, shared by every select and the admin page. */
export function useReferenceList<K extends ReferenceKind>(kind: K) {
  return useQuery({
    queryKey: queryKeys.reference(kind),
    queryFn: async () => (await getReferenceList(kind)).data,
  });
}

export const createReferenceEntry = <K extends ReferenceKind>(kind: K, body: ReferenceCreateBody<K>) =>
  apiCall<{ data: ReferenceEntryByKind[K] }>('POST', referenceWritePath(kind, 'create'), body);

export const updateReferenceEntry = <K extends ReferenceKind>(kind: K, body: ReferenceUpdateBody<K>) =>
  apiCall<{ data: ReferenceEntryByKind[K] }>('POST', referenceWritePath(kind, 'update'), body);

export const removeReferenceEntry = (kind: ReferenceKind, entryId: string) =>
  apiCall('POST', referenceWritePath(kind, 'remove'), { _id: entryId });
