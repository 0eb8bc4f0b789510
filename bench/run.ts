// `npm run bench`: every measure in one run, each printed with its ratio to a baseline measured beside it.
// `npm run bench -- lighthouse loginBundle` runs only the parts named.
import { benchCheckUserProfile } from './accounts';
import { benchAssessmentSitting } from './assessments';
import { benchBigFile } from './bigFile';
import { benchFiles } from './files';
import { benchLighthouse } from './lighthouse';
import { benchLoginBundle } from './loginBundle';
import { benchMeshLimit } from './meshLimit';
import { benchPeerSignalling } from './peerSignalling';
import { benchRealtime } from './realtime';
import { benchScormUpload } from './scormUpload';
import { benchSelfLearningWatch } from './selfLearning';
import { benchShownDocument } from './shownDocument';
import { benchStartup } from './startup';
import { benchStatistics } from './statistics';

const parts: Record<string, { title: string; run: () => Promise<void> }> = {
  accounts: {
    title: 'accounts: authenticated checkUserProfile vs a bare route and the one-SELECT floor',
    run: async () => {
      console.log('-- PGlite');
      await benchCheckUserProfile(null);
      if (process.env.DATABASE_URL) {
        console.log('-- PostgreSQL');
        await benchCheckUserProfile(process.env.DATABASE_URL);
      }
    },
  },
  assessments: {
    title:
      'tests: 1,000 students start one live test within 10 s and save 20 answers each, 5 times (STORM_RUNS), vs a bare route',
    run: async () => {
      if (process.env.DATABASE_URL) {
        console.log('-- PostgreSQL');
        await benchAssessmentSitting(process.env.DATABASE_URL);
      } else {
        console.log('-- PGlite (set DATABASE_URL for PostgreSQL, the figure the issue asks for)');
        await benchAssessmentSitting(null);
      }
    },
  },
  bigfile: {
    title:
      'files: the compiled server uploads its largest file and 20 clients download it at once, memory vs idle',
    run: benchBigFile,
  },
  files: {
    title: 'files: a 200 MB upload and download vs a streamed copy on the same disk, and the memory held',
    run: benchFiles,
  },
  loginBundle: {
    title: 'web: scripts and styles a browser receives to render /login',
    run: benchLoginBundle,
  },
  lighthouse: {
    title:
      "web: Lighthouse 12 on issue 40's pages, a phone's cold load held to the aim, the warm one beside it",
    run: benchLighthouse,
  },
  realtime: {
    title: 'realtime: one live notification to many sockets vs a bare ws send, and across two instances',
    run: benchRealtime,
  },
  peerSignalling: {
    title:
      'video: offers and answers relayed through /peerjs, and memory per connected peer, vs a bare ws relay',
    run: benchPeerSignalling,
  },
  meshLimit: {
    title: 'video: where a mesh breaks on this machine, one participant with n others vs a pair',
    run: benchMeshLimit,
  },
  selflearning: {
    title:
      'self-learning: 1,000 students report the video they watch every 10 s for a minute, vs a bare authenticated route',
    run: async () => {
      console.log('-- PGlite');
      await benchSelfLearningWatch(null);
      if (process.env.DATABASE_URL) {
        console.log('-- PostgreSQL');
        await benchSelfLearningWatch(process.env.DATABASE_URL);
      }
    },
  },
  scormupload: {
    title:
      'self-learning: a teacher uploads a 150 MB SCORM package of incompressible files to the compiled server, memory vs idle',
    run: benchScormUpload,
  },
  startup: {
    title: 'server: npm start to the first answer on a new and an existing data folder, and idle memory',
    run: benchStartup,
  },
  shownDocument: {
    title: "live class: the teacher turns a page and every student's viewer follows, vs a bare ws push",
    run: async () => {
      console.log('-- PGlite');
      await benchShownDocument(null);
      if (process.env.DATABASE_URL) {
        console.log('-- PostgreSQL');
        await benchShownDocument(process.env.DATABASE_URL);
      }
    },
  },
  statistics: {
    title:
      'statistics and gradebook: course pages on a seeded school (200 courses, 5,000 students, 500,000 submissions), p95 vs one indexed SELECT',
    run: async () => {
      console.log('-- PGlite');
      await benchStatistics(null);
      if (process.env.DATABASE_URL) {
        console.log('-- PostgreSQL');
        await benchStatistics(process.env.DATABASE_URL);
      }
    },
  },
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in parts));
if (unknown.length > 0) {
  console.error(`No bench part named ${unknown.join(', ')}; the parts are ${Object.keys(parts).join(', ')}.`);
  process.exit(1);
}
for (const name of asked.length > 0 ? asked : Object.keys(parts)) {
  console.log(`\n== ${parts[name]!.title}`);
  await parts[name]!.run();
}
