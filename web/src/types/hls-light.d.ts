// hls.js exports its light build as `hls.js/light` without types of its own;
// it is the same API as the full build, minus the features it leaves out.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
