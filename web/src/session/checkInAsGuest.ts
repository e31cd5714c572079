import { commitMutation, graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { Challenge } from '../components/form/CaptchaField.tsx';
import type { checkInAsGuestMutation } from './__generated__/checkInAsGuestMutation.graphql.ts';

const mutation = graphql`
  mutation checkInAsGuestMutation($captcha: CaptchaAnswerInput) {
    checkInAsGuest(input: { tokenDelivery: COOKIE, captcha: $captcha }) {
      viewer {
        role
        isGuest
        guestCheckInChallenge {
          id
          prompt
        }
        ...NavBar_viewer
      }
      userErrors {
        messageKey
      }
      captchaChallenge {
        id
        prompt
      }
    }
  }
`;

/**
 * The platform wants a question answered before it checks this visitor in
 * (many visitors from one address): the page shows it, and the answer goes
 * with the next check-in. `messageKey` says why (`captchaRequired`, or
 * `reCaptchaAssessmentFailed` after a wrong answer).
 */
export class CheckInChallenge extends Error {
  constructor(
    readonly challenge: Challenge,
    readonly messageKey: string,
  ) {
    super('The guest check-in needs a captcha answered first');
    this.name = 'CheckInChallenge';
  }
}

/**
 * Starts a guest session. The gateway sets the session cookies; the payload's
 * viewer replaces `Query.viewer` in the store so the navigation bar updates.
 * Called outside React (from the session gate every route waits on), hence a
 * promise rather than a hook. Rejects with a CheckInChallenge when a question
 * comes first, and with the gateway's error otherwise (RATE_LIMITED past the
 * hard limits, with when to try again).
 */
export function checkInAsGuest(environment: Environment, captcha: { challengeId: string; answer: string } | null = null): Promise<void> {
  return new Promise((resolve, reject) => {
    commitMutation<checkInAsGuestMutation>(environment, {
      mutation,
      variables: { captcha },
      updater: (store) => {
        const payload = store.getRootField('checkInAsGuest');
        const challenge = payload?.getLinkedRecord('captchaChallenge');
        if (challenge) {
          // Still the visitor they were, now with this question to answer: the next page asks it, not a new one.
          store.getRoot().getLinkedRecord('viewer')?.setLinkedRecord(challenge, 'guestCheckInChallenge');
          return;
        }
        const viewer = payload?.getLinkedRecord('viewer');
        if (viewer) store.getRoot().setLinkedRecord(viewer, 'viewer');
      },
      onCompleted: (response, errors) => {
        const challenge = response.checkInAsGuest?.captchaChallenge;
        if (errors && errors.length > 0) reject(new Error(errors[0]!.message));
        else if (challenge) reject(new CheckInChallenge(challenge, response.checkInAsGuest.userErrors[0]?.messageKey ?? 'captchaRequired'));
        else resolve();
      },
      onError: reject,
    });
  });
}
