import { graphql, useMutation } from 'react-relay';
import type { useSaveConsentAnswersMutation } from './__generated__/useSaveConsentAnswersMutation.graphql.ts';

export function useSaveConsentAnswers() {
  return useMutation<useSaveConsentAnswersMutation>(graphql`
    mutation useSaveConsentAnswersMutation($input: SaveConsentAnswersInput!) {
      saveConsentAnswers(input: $input) {
        consentPrompt {
          needsAnswers
        }
        userErrors {
          ...userErrors_userError @relay(mask: false)
        }
      }
    }
  `);
}
