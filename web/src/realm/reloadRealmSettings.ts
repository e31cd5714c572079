import { fetchQuery, type Environment } from 'relay-runtime';
import { appFrameQuery } from '../system/AppFrame.tsx';

/**
 * Spec §4 "Realm settings reload": what a partitioned realm shows depends on the
 * viewer's partition (its menu, schema/src/partition.graphql), so after the
 * partition changes the app frame's query (realm settings, menu, viewer) is read
 * again from the network. Its answer lands in the store the frame reads, so the
 * menu changes in place, without a page load.
 *
 * A guest signing in or up and a profile switch reload more than this: they
 * rebuild the app with a fresh store (AppContext.sessionChanged), which reads the
 * realm settings afresh for the new viewer.
 */
export function reloadRealmSettings(environment: Environment): Promise<unknown> {
  return fetchQuery(environment, appFrameQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
}
