import {
  deletedHistoryQuery,
  deletedHistoryReply,
  restoreBody,
  restoreReply,
} from '../schemas/deletedHistory';
import { access } from './access';
import { contract } from './contract';

const tags = ['deleted history'] as const;

/** SPEC §7 deleted history (admins), and restoring what it recorded. */
export const deletedHistoryCalls = {
  list: contract({
    method: 'GET',
    path: '/api/v1/deleted/history',
    query: deletedHistoryQuery,
    reply: deletedHistoryReply,
    access: access.admin,
    tags,
  }),
  restore: contract({
    method: 'POST',
    path: '/api/v1/deleted/restore',
    body: restoreBody,
    reply: restoreReply,
    access: access.admin,
    tags,
  }),
};
