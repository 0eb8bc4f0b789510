import { queryOptions } from '@tanstack/react-query';
import { mailCalls } from '../../../core/contracts/mail';
import type { MailFolder } from '../../../core/schemas/mail';
import { call } from '../../api/call';
import { queryKeys } from '../../api/queryKeys';

/**
 * The mailbox's reads, under the keys the live refresh invalidates: the page's hooks (mailApi.ts) and its first
 * reads (mailReads.ts) are built on these, so the page mounts on the reads already under way.
 */

/** A page of a folder's list, searched by `q`. */
export const mailFolderQuery = (folder: MailFolder, page: number, q: string) =>
  queryOptions({
    queryKey: queryKeys.mailFolder(folder, page, q),
    queryFn: () => call(mailCalls.list, { folder, page, q }),
  });

/** Each folder's counts. */
export const mailFoldersQuery = () =>
  queryOptions({ queryKey: queryKeys.mailFolders(), queryFn: () => call(mailCalls.folders) });

/** Where /mail opens: the inbox's first page, unsearched. */
export const FIRST_FOLDER_PAGE = { folder: 'inbox', page: 1, q: '' } as const;
