import { Readable } from 'node:stream';
import { sampleMp4 } from '../src/server/test/sampleFiles';

const MB = 1024 * 1024;

/**
 * A video-like stream of `bytes` (a whole number of MB): an MP4's opening box (the type is read from the bytes),
 * then pseudo-random bytes, incompressible so no layer can shrink them, made 1 MB at a time as the reader asks, so
 * a file of any size is never held whole.
 */
export function sampleVideoStream(bytes: number): Readable {
  const mp4Header = sampleMp4(64);
  let state = 0x9e3779b9;
  async function* blocks() {
    for (let made = 0; made < bytes; made += MB) {
      const block = Buffer.allocUnsafe(MB);
      for (let i = 0; i < MB; i += 4) {
        state = (state * 1664525 + 1013904223) >>> 0;
        block.writeUInt32LE(state, i);
      }
      if (made === 0) mp4Header.copy(block);
      yield block;
    }
  }
  // A few blocks read ahead at most, not Readable.from's 16 objects.
  return Readable.from(blocks(), { objectMode: false, highWaterMark: 2 * MB });
}
