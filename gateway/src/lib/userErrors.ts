// Errors a viewer can fix, returned in a payload's `userErrors` (schema/src/userError.graphql).
import type { UserError } from '../__generated__/resolvers-types.ts';

export function userError(messageKey: string, message: string, field: string | null = null): UserError {
  return { messageKey, message, field };
}
