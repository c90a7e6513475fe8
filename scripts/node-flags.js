// The V8 heap limits the server runs with (`npm start` passes them; cluster workers inherit them).
// Node sizes its heap for the machine, not the process: under load a worker grew past 400 MB,
// most of it garbage not yet collected. A 256 MB ceiling (four times the live heap under load)
// keeps a PostgreSQL worker under 300 MB; the young generation stays at 16 MB, because a smaller
// one cost a fifth of the cached pages' throughput in collections (decision 012).
export const serverNodeFlags = ["--max-semi-space-size=16", "--max-old-space-size=256"];
