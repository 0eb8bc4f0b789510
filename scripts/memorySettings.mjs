// How `npm start` holds the server's memory at rest (start.mjs); the startup bench runs with and without them.

// glibc reads its allocator's settings as a process starts. With a fixed threshold it hands every freed block of
// 128 KB and more back to the system, where by default each sign-in's 19 MiB argon2 block stays in its worker
// thread's arena (docs/operations.md, "Memory on Linux").
export const FIXED_MMAP_THRESHOLD = { MALLOC_MMAP_THRESHOLD_: '131072' };

// Node 22 and later let V8 size its young generation by the machine's memory (128 MB on a 24 GB machine, where
// Node 20 bounds it at 32 MB), and it stays committed at rest: semi-spaces of 16 MB, Node 20's, bound it again
// (docs/decisions.md, "The young generation on Node 24").
export const YOUNG_GENERATION_LIMIT = '--max-semi-space-size=16';
