import { commitMutation, graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { checkInAsGuestMutation } from './__generated__/checkInAsGuestMutation.graphql.ts';

const mutation = graphql`
  mutation checkInAsGuestMutation {
    checkInAsGuest(input: { tokenDelivery: COOKIE }) {
      viewer {
        role
        isGuest
        ...NavBar_viewer
      }
    }
  }
`;

/**
 * Starts a guest session. The gateway sets the session cookies; the payload's
 * viewer replaces `Query.viewer` in the store so the navigation bar updates.
 * Called outside React (from the session gate every route waits on), hence a
 * promise rather than a hook.
 */
export function checkInAsGuest(environment: Environment): Promise<void> {
  return new Promise((resolve, reject) => {
    commitMutation<checkInAsGuestMutation>(environment, {
      mutation,
      variables: {},
      updater: (store) => {
        const viewer = store.getRootField('checkInAsGuest')?.getLinkedRecord('viewer');
        if (viewer) store.getRoot().setLinkedRecord(viewer, 'viewer');
      },
      onCompleted: (_response, errors) => {
        if (errors && errors.length > 0) reject(new Error(errors[0]!.message));
        else resolve();
      },
      onError: reject,
    });
  });
}
