// glibc reads its allocator's settings as a process starts. With a fixed threshold it hands every freed block of
// 128 KB and more back to the system, where by default each sign-in's 19 MiB argon2 block stays in its worker
// thread's arena (docs/operations.md, "Memory on Linux"). `npm start` sets it (start.mjs); the startup bench runs
// with it and without.
export const FIXED_MMAP_THRESHOLD = { MALLOC_MMAP_THRESHOLD_: '131072' };
