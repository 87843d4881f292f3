// V8 flags the server process runs with: `npm start` (scripts/start.mjs), `npm start` in
// apps/server and the benches' server (bench/lib/server.mjs) all take them from here.
//
// --max-semi-space-size=16: V8 13 sizes the young generation from the machine's memory; on a
// 24 GB machine each semi-space may grow to 64 MB, so an idle server held 64 MB of young
// generation and a 1M-row export grew it to 128 MB (RSS 226 → 330 MB). Capped at 16 MB (the size
// older V8 used), the export is as fast and the RSS stays under 256 MB (bench/README.md).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16'];
