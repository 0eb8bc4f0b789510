// The types of memorySettings.mjs, which `npm start` reads without a TypeScript loader.
/** The glibc setting that hands freed blocks of 128 KB and more back to the system. */
export const FIXED_MMAP_THRESHOLD: { MALLOC_MMAP_THRESHOLD_: string };
/** The V8 flag that bounds the young generation at Node 20's size. */
export const YOUNG_GENERATION_LIMIT: string;
