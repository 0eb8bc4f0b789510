// `npm run bench`: every measure in one run, each printed with its ratio to a baseline measured beside it.
import { benchCheckUserProfile } from './accounts';
import { benchLighthouse } from './lighthouse';
import { benchLoginBundle } from './loginBundle';
import { benchRealtime } from './realtime';

console.log('== accounts: authenticated checkUserProfile vs a bare route and the one-SELECT floor (PGlite)');
await benchCheckUserProfile(null);
if (process.env.DATABASE_URL) {
  console.log('\n== accounts: the same on PostgreSQL');
  await benchCheckUserProfile(process.env.DATABASE_URL);
}
console.log('\n== web: scripts and styles a browser receives to render /login');
await benchLoginBundle();
console.log('\n== web: Lighthouse 12 on the first pages, mobile and desktop');
await benchLighthouse();
console.log(
  '\n== realtime: one live notification to many sockets vs a bare ws send, and across two instances',
);
await benchRealtime();
