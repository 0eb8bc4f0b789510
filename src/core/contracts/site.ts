import { siteSettingsReply } from '../schemas/site';
import { access } from './access';
import { contract } from './contract';

/** What the web app needs of the server's configuration before anyone signs in (the register page, the waiting page). */
export const siteCalls = {
  settings: contract({
    method: 'GET',
    path: '/api/v1/site/settings',
    reply: siteSettingsReply,
    access: access.public,
    tags: ['site'],
  }),
};
