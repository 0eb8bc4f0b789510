// `npm run bench`: every measure in one run, each printed with its ratio to a baseline measured beside it.
import { benchCheckUserProfile } from './accounts';
import { benchLoginBundle } from './loginBundle';

console.log('== accounts: authenticated checkUserProfile vs a bare route on the same server');
await benchCheckUserProfile();
console.log('\n== web: JavaScript needed to render /login');
await benchLoginBundle();
