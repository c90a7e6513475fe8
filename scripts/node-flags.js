// The V8 heap settings TypeAtlas runs with (decisions 012, 014 and 022), read from the one place
// they are written: `config` in package.json. npm hands that to the `start` script as
// $npm_package_config_serverNodeFlags, and the production runtime carries package.json anyway
// (it makes server.js an ES module), so the same two lines serve `npm start`, server.js's cluster
// workers, the tests and the benchmark.
//
// `serverNodeFlags` are for the process `npm start` starts: on the embedded PGlite that one
// process serves every request and also runs PostgreSQL (compiled to WebAssembly, with its shared
// buffers in its memory), so it favours memory. --optimize-for-size keeps V8's young generation at
// 1 MB instead of 32 and grows the heap more slowly: after the benchmark's load the process stayed
// at 267-283 MB instead of 336-349 MB, for 10-25 % less signed-in throughput, which PGlite's single
// connection bounds anyway. The 256 MB ceiling stops Node sizing its heap for the machine.
//
// `workerNodeFlags` are for the worker processes (one per core on PostgreSQL) that server.js
// starts: they favour throughput, with a 16 MB young generation (a smaller one cost a fifth of the
// cached pages' throughput in collections) under the same ceiling, which keeps each worker under
// 300 MB.
import fs from "node:fs";

const { config } = JSON.parse(fs.readFileSync(new URL("../package.json", import.meta.url), "utf8"));

/** @type {string[]} */
export const serverNodeFlags = config.serverNodeFlags.split(" ");
/** @type {string[]} */
export const workerNodeFlags = config.workerNodeFlags.split(" ");
