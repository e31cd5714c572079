// Tells the platform about a visit from a referral link or an ad click (spec
// §7 "Referral session creation"), once per new referral (clickIds.ts).
import { commitMutation, graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type {
  startReferralSessionMutation,
  StartReferralSessionInput,
} from './__generated__/startReferralSessionMutation.graphql.ts';

const mutation = graphql`
  mutation startReferralSessionMutation($input: StartReferralSessionInput!) {
    startReferralSession(input: $input) {
      referralSession {
        createdAt
        expiresAt
      }
      userErrors {
        messageKey
        field
      }
    }
  }
`;

/** Resolves once answered; a refusal or failure rejects (the caller only logs it: spec §4 "failure logged only"). */
export function startReferralSession(environment: Environment, input: StartReferralSessionInput): Promise<void> {
  return new Promise((resolve, reject) => {
    commitMutation<startReferralSessionMutation>(environment, {
      mutation,
      variables: { input },
      onCompleted: (answer, errors) => {
        const refused = answer.startReferralSession.userErrors[0];
        if (errors?.length || refused) reject(new Error(`Referral session refused: ${refused?.messageKey ?? errors?.[0]?.message}`));
        else resolve();
      },
      onError: reject,
    });
  });
}
