import { graphql, useMutation } from 'react-relay';
import type { useCompleteMissingInformationMutation } from './__generated__/useCompleteMissingInformationMutation.graphql.ts';

export function useCompleteMissingInformation() {
  return useMutation<useCompleteMissingInformationMutation>(graphql`
    mutation useCompleteMissingInformationMutation($input: CompleteMissingInformationInput!) {
      completeMissingInformation(input: $input) {
        account {
          id
          missingInformation {
            status
          }
        }
        userErrors {
          ...userErrors_userError @relay(mask: false)
        }
      }
    }
  `);
}
