// The V8 heap limits the server runs with (`npm start` passes them; cluster workers inherit them).
// Node sizes its heap for the machine, not the process: under load a worker grew to 500 MB of
// mostly garbage. A 4 MB young generation and a 256 MB ceiling keep a process near 250 MB under
// load, several times its live heap, for a few percent of throughput (decision 012).
export const serverNodeFlags = ["--max-semi-space-size=4", "--max-old-space-size=256"];
