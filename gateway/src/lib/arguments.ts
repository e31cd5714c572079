// Bounds on the free-text arguments that end up in an upstream URL. Checked
// before any call: an over-long value would otherwise reach the upstream and
// come back as a 414 or a validation failure the client cannot read.
import { codedError } from './errors.ts';

/** Section names are short slugs upstream (`home`, `browse`). */
export const MAX_SECTION_NAME_LENGTH = 64;
/** REST ids are numbers; 20 characters leave room for any id format. */
export const MAX_INTERNAL_ID_LENGTH = 20;

/** The value, or BAD_USER_INPUT naming the argument and its limit. */
export function boundedArgument(argument: string, value: string, maxLength: number): string {
  if (value.length > maxLength) {
    throw codedError('BAD_USER_INPUT', `\`${argument}\` may be at most ${maxLength} characters long.`, {
      reason: 'ARGUMENT_TOO_LONG',
      argument,
      maxLength,
    });
  }
  return value;
}

export const boundedInternalId = (internalId: string) =>
  boundedArgument('internalId', internalId, MAX_INTERNAL_ID_LENGTH);

export const boundedSectionName = (name: string) => boundedArgument('name', name, MAX_SECTION_NAME_LENGTH);

/**
 * A path of the web app itself (`/purchase?licence=1`), never another origin:
 * not `//host` (protocol-relative), no backslash (browsers read `/\host` as
 * `//host`), no whitespace; at most 500 characters.
 */
export function isAppPath(value: string): boolean {
  return value.length <= 500 && /^\/(?![/\\])[^\\\s]*$/.test(value);
}
