// Stands in, in the browser bundle only (vite.config.ts aliases them here),
// for Relay modules the app never runs but Relay requires unconditionally,
// which the bundler cannot drop from CommonJS (about 1.5 KB gzipped of the
// home route's 130 KB budget):
// - react-relay's `useFragmentInternal_CURRENT`, picked only when
//   RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY is off (on by default
//   since Relay 20, and the app never turns it off);
// - relay-runtime's updatable queries and fragments (`readUpdatableQuery` in
//   an updater), which no updater of the app uses.
// Using either fails loudly, naming this file.
function featureOff(feature) {
  return function () {
    throw new Error(`${feature} is left out of this build (web/relayFeaturesOff.js)`);
  };
}

const fragmentHookWithoutActivity = featureOff('useFragmentInternal_CURRENT (RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY off)');
module.exports = fragmentHookWithoutActivity;
module.exports.default = fragmentHookWithoutActivity;
module.exports.readUpdatableQuery = featureOff('readUpdatableQuery');
module.exports.readUpdatableFragment = featureOff('readUpdatableFragment');
