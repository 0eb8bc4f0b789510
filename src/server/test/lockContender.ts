// One of several processes racing for a data folder's lock (dataDirLock.test.ts). Reads lines on stdin: `go` tries to
// take the lock of the folder named in argv and prints the outcome as JSON; `release` lets it go. Ends with stdin.
import { createInterface } from 'node:readline';
import { DataDirBusyError, type DataDirLock, lockDataDir } from '../db/dataDirLock';

const folder = process.argv[2]!;
let lock: DataDirLock | undefined;

const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  if (line === 'go') {
    try {
      lock = lockDataDir(folder, 'server');
      console.log(JSON.stringify({ pid: process.pid, won: true }));
    } catch (error) {
      if (!(error instanceof DataDirBusyError)) throw error;
      console.log(JSON.stringify({ pid: process.pid, won: false, holderPid: error.holder?.pid }));
    }
  } else if (line === 'release') {
    lock?.release();
    lock = undefined;
    console.log(JSON.stringify({ pid: process.pid, released: true }));
  }
});
console.log(JSON.stringify({ pid: process.pid, ready: true }));
