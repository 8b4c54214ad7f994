/**
 * The environment of every process of the site (the server, its renderer and the children it starts).
 * glibc's malloc gives threads that allocate at the same moment arenas of their own, up to 8 per core, and
 * keeps what is freed in each: the server's worker threads (compression, pictures, WebAssembly compilation)
 * left it at 550-580 MB idle where two arenas give 380-400 MB (docs/performance.md, "Memory"). glibc reads
 * it only when a process starts, so it is set by whatever starts one: `npm start`, the server for its
 * children, and docs/operating.md for a service.
 */
export const LEAN_MALLOC_ENV = { MALLOC_ARENA_MAX: '2' } as const;
