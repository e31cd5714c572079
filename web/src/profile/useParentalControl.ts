import { graphql, useMutation } from 'react-relay';
import type { useParentalControlSetMutation } from './__generated__/useParentalControlSetMutation.graphql.ts';
import type { useParentalControlRequestResetMutation } from './__generated__/useParentalControlRequestResetMutation.graphql.ts';
import type { useParentalControlResetMutation } from './__generated__/useParentalControlResetMutation.graphql.ts';

export function useSetParentalControl() {
  return useMutation<useParentalControlSetMutation>(graphql`
    mutation useParentalControlSetMutation($input: SetParentalControlInput!) {
      setParentalControl(input: $input) {
        parentalControl {
          status
          pinSet
        }
        userErrors {
          ...userErrors_userError @relay(mask: false)
        }
        captchaChallenge {
          id
          prompt
        }
      }
    }
  `);
}

export function useRequestParentalPinReset() {
  return useMutation<useParentalControlRequestResetMutation>(graphql`
    mutation useParentalControlRequestResetMutation {
      requestParentalPinReset {
        sent
        userErrors {
          ...userErrors_userError @relay(mask: false)
        }
      }
    }
  `);
}

export function useResetParentalPin() {
  return useMutation<useParentalControlResetMutation>(graphql`
    mutation useParentalControlResetMutation($input: ResetParentalPinInput!) {
      resetParentalPin(input: $input) {
        parentalControl {
          status
          pinSet
        }
        userErrors {
          ...userErrors_userError @relay(mask: false)
        }
      }
    }
  `);
}
