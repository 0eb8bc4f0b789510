import { useQuery } from '@tanstack/react-query';
import type { ReferenceKind } from '../../../core/constants';
import { referenceCalls } from '../../../core/contracts/reference';
import type { ReferenceCreateBody, ReferenceUpdateBody } from '../../../core/schemas/reference';
import { call } from '../../api/call';
import { queryKeys } from '../../api/queryKeys';

/** The SPEC §7 reference-list calls and the admin writes, typed per kind. Each throws ApiError on a failure. */

export const getReferenceList = <K extends ReferenceKind>(kind: K) => call(referenceCalls[kind].list);

/** The live entries of one kind, sorted by name or code, shared by every select and the admin page. */
export function useReferenceList<K extends ReferenceKind>(kind: K) {
  return useQuery({
    queryKey: queryKeys.reference(kind),
    queryFn: async () => (await getReferenceList(kind)).data,
  });
}

export const createReferenceEntry = (kind: ReferenceKind, body: ReferenceCreateBody<ReferenceKind>) =>
  call(referenceCalls[kind].create, body);

export const updateReferenceEntry = (kind: ReferenceKind, body: ReferenceUpdateBody<ReferenceKind>) =>
  call(referenceCalls[kind].update, body);

export const removeReferenceEntry = (kind: ReferenceKind, entryId: string) =>
  call(referenceCalls[kind].remove, { _id: entryId });
