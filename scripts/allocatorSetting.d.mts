// The types of allocatorSetting.mjs, which `npm start` reads without a TypeScript loader.
/** The glibc setting that hands freed blocks of 128 KB and more back to the system. */
export const FIXED_MMAP_THRESHOLD: { MALLOC_MMAP_THRESHOLD_: string };
