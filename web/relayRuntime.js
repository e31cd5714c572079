// What the app and react-relay's hooks (reactRelayHooks.js) use of
// relay-runtime, for the browser bundle only (vite.config.ts aliases
// `relay-runtime` here; types and tests use the package itself).
// relay-runtime is CommonJS: its entry requires the whole library (the
// experimental API, NormalizationEngine, the legacy containers' fragment
// resolver, the response cache…) and the bundler cannot drop what is unused.
// A name the app or a hook starts using is added here: the build fails on a
// missing import; a hook reading a missing property fails the e2e pages (the
// names below are what react-relay 21's hooks read, `__internal` included).
import fetchQueryInternal from 'relay-runtime/lib/query/fetchQueryInternal';
import createRelayContext from 'relay-runtime/lib/store/createRelayContext';
import createRelayLoggingContext from 'relay-runtime/lib/store/createRelayLoggingContext';
import GraphQLTag from 'relay-runtime/lib/query/GraphQLTag';
import RelayModernOperationDescriptor from 'relay-runtime/lib/store/RelayModernOperationDescriptor';
import RelayModernSelector from 'relay-runtime/lib/store/RelayModernSelector';
import snapshotErrors from 'relay-runtime/lib/util/handlePotentialSnapshotErrors';

export { default as Environment } from 'relay-runtime/lib/store/RelayModernEnvironment';
export { default as Network } from 'relay-runtime/lib/network/RelayNetwork';
export { default as Observable } from 'relay-runtime/lib/network/RelayObservable';
export { default as RecordSource } from 'relay-runtime/lib/store/RelayRecordSource';
export { default as ReplaySubject } from 'relay-runtime/lib/util/RelayReplaySubject';
export { default as Store } from 'relay-runtime/lib/store/RelayModernStore';
export { default as PreloadableQueryRegistry } from 'relay-runtime/lib/query/PreloadableQueryRegistry';
export { default as RelayFeatureFlags } from 'relay-runtime/lib/util/RelayFeatureFlags';
export { default as commitMutation } from 'relay-runtime/lib/mutations/commitMutation';
export { default as fetchQuery } from 'relay-runtime/lib/query/fetchQuery';
export { default as ConnectionInterface } from 'relay-runtime/lib/handlers/connection/ConnectionInterface';
// Optimistic updates of a list read with @connection (the account's saved cards); already in the bundle as the store's default handler.
export { default as ConnectionHandler } from 'relay-runtime/lib/handlers/connection/ConnectionHandler';
export { default as getPendingOperationsForFragment } from 'relay-runtime/lib/util/getPendingOperationsForFragment';
// usePaginationFragment's (lists read with @connection, e.g. the history page).
export { default as getFragmentIdentifier } from 'relay-runtime/lib/util/getFragmentIdentifier';
export { default as getPaginationMetadata } from 'relay-runtime/lib/util/getPaginationMetadata';
export { default as getPaginationVariables } from 'relay-runtime/lib/util/getPaginationVariables';
export { default as getRefetchMetadata } from 'relay-runtime/lib/util/getRefetchMetadata';
export { default as getValueAtPath } from 'relay-runtime/lib/util/getValueAtPath';
export { default as getRequestIdentifier } from 'relay-runtime/lib/util/getRequestIdentifier';
// The boot reads the realm's labels from the frame's data outside React (realm/realmLabels.ts, an @inline fragment).
export { default as readInlineData } from 'relay-runtime/lib/store/readInlineData';
export { default as isPromise } from 'relay-runtime/lib/util/isPromise';
export { default as recycleNodesInto } from 'relay-runtime/lib/util/recycleNodesInto';
export { default as requestSubscription } from 'relay-runtime/lib/subscription/requestSubscription';

export const { graphql, getFragment, getRequest } = GraphQLTag;
export const { createOperationDescriptor } = RelayModernOperationDescriptor;
export const { areEqualSelectors, getSelector, getVariablesFromFragment } = RelayModernSelector;
export const { handlePotentialSnapshotErrors } = snapshotErrors;
export const __internal = {
  createRelayContext,
  createRelayLoggingContext,
  fetchQuery: fetchQueryInternal.fetchQuery,
  fetchQueryDeduped: fetchQueryInternal.fetchQueryDeduped,
  getPromiseForActiveRequest: fetchQueryInternal.getPromiseForActiveRequest,
  getObservableForActiveRequest: fetchQueryInternal.getObservableForActiveRequest,
};
