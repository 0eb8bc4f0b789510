import type { PageReads } from '../../platform/routes';
import { FIRST_FOLDER_PAGE, mailFolderQuery, mailFoldersQuery } from './mailQueries';

/** /mail: the folders' counts and the inbox's first page. */
export const mailReads: PageReads = (client) => {
  const { folder, page, q } = FIRST_FOLDER_PAGE;
  void client.prefetchQuery(mailFoldersQuery());
  void client.prefetchQuery(mailFolderQuery(folder, page, q));
};
