// What the app uses of react-relay, for the browser bundle only (vite.config.ts
// aliases `react-relay` here; types and tests use the package itself).
// react-relay is CommonJS: its entry requires every hook, the entry points,
// useQueryLoader and the experimental variants whether used or not, and the
// bundler cannot drop them. Named one by one, only these reach the bundle.
// A hook the app starts using is added here (the build fails until it is).
export { loadQuery } from 'react-relay/lib/relay-hooks/loadQuery';
export { default as RelayEnvironmentProvider } from 'react-relay/lib/relay-hooks/RelayEnvironmentProvider';
export { default as useFragment } from 'react-relay/lib/relay-hooks/useFragment';
export { default as useLazyLoadQuery } from 'react-relay/lib/relay-hooks/useLazyLoadQuery';
export { default as useMutation } from 'react-relay/lib/relay-hooks/useMutation';
export { default as usePaginationFragment } from 'react-relay/lib/relay-hooks/usePaginationFragment';
export { default as usePreloadedQuery } from 'react-relay/lib/relay-hooks/usePreloadedQuery';
export { default as useRelayEnvironment } from 'react-relay/lib/relay-hooks/useRelayEnvironment';
export { default as useSubscription } from 'react-relay/lib/relay-hooks/useSubscription';
// These come from relay-runtime, which the hooks load anyway.
export { commitMutation, fetchQuery, graphql, requestSubscription } from 'relay-runtime';
