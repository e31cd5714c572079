import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { messageForKey } from '../system/userMessages.ts';

interface KeyedError {
  readonly messageKey: string;
  readonly field?: string | null;
}

/**
 * The errors a mutation answered, worded in the viewer's language: one per
 * field (shown beside it) and the rest for the form as a whole.
 */
export function useUserErrors() {
  const { i18n } = useLingui();
  const [errors, setErrors] = useState<readonly KeyedError[]>([]);
  const forField = (field: string) => {
    const error = errors.find((candidate) => candidate.field === field);
    return error ? messageForKey(i18n, error.messageKey) : null;
  };
  const general = errors
    .filter((error) => !error.field)
    .map((error) => messageForKey(i18n, error.messageKey));
  return { errors, setErrors, forField, general, word: (key: string) => messageForKey(i18n, key) };
}
