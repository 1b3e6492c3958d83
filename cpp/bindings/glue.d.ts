// Types of the Emscripten glue (web/dist/posenc-*glue.js): scripts/build-wasm.sh
// copies this file next to each glue so that tsc never parses the generated JS.
// The module's own functions are typed by RawModule in web/src/core/boundary.js
// (generated from cpp/boundary.mjs), which web/src/core/host.js applies.
declare function createPosencModule(options?: {
  wasmBinary?: ArrayBuffer | ArrayBufferView;
  print?: (text: string) => void;
  printErr?: (text: string) => void;
}): Promise<unknown>;
export default createPosencModule;
