import { graphql } from 'react-relay';
import type { userErrors_userError$data } from './__generated__/userErrors_userError.graphql.ts';

/**
 * What every mutation asks of its `userErrors` (spec: each error a user can
 * cause has a message key), written once. Spread unmasked, so the mutation's
 * own response carries the fields:
 *
 *     userErrors {
 *       ...userErrors_userError @relay(mask: false)
 *     }
 */
graphql`
  fragment userErrors_userError on UserError {
    messageKey
    field
    message
  }
`;

/** One error a mutation answered (UserError). */
export type UserError = userErrors_userError$data;
