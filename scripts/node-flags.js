// The V8 heap settings TypeAtlas runs with (decisions 012 and 014).
//
// `npm start` passes `serverNodeFlags` to the process it starts: on the embedded PGlite that one
// process serves every request and also runs PostgreSQL (compiled to WebAssembly, with its shared
// buffers in its memory), so it favours memory. --optimize-for-size keeps V8's young generation at
// 1 MB instead of 32 and grows the heap more slowly: after the benchmark's load the process stayed
// at 267-283 MB instead of 336-349 MB, for 10-25 % less signed-in throughput, which PGlite's single
// connection bounds anyway. The 256 MB ceiling stops Node sizing its heap for the machine.
//
// On PostgreSQL the requests go to one worker process per core, started with `workerNodeFlags`
// (set by server.js, which the production runtime carries without this folder):
// they favour throughput, with a 16 MB young generation (a smaller one cost a fifth of the cached
// pages' throughput in collections) under the same ceiling, which keeps each worker under 300 MB.
export const serverNodeFlags = ["--optimize-for-size", "--max-old-space-size=256"];
export const workerNodeFlags = ["--max-semi-space-size=16", "--max-old-space-size=256"];
