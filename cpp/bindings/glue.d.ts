// Types of the Emscripten glue (web/dist/posenc-*.js): scripts/build-wasm.sh
// copies this file next to each glue so that tsc never parses the generated JS.
// The module's own functions are typed by web/src/core/api.js, which wraps them.
declare function createPosencModule(options?: {
  wasmBinary?: ArrayBuffer | ArrayBufferView;
  print?: (text: string) => void;
  printErr?: (text: string) => void;
}): Promise<any>;
export default createPosencModule;
