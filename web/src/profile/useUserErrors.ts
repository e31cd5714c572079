import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { messageForKey } from '../system/userMessages.ts';

interface KeyedError {
  readonly messageKey: string;
  readonly field?: string | null;
}

/**
 * The errors a mutation answered, worded in the viewer's language: one per
 * field (shown beside it) and the rest for the form as a whole. `general` is
 * the errors of no field; `forForm` adds the captcha's, for forms with a
 * CaptchaField (it shows no message of its own, so its error is the form's).
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
  const forForm = errors
    .filter((error) => !error.field || error.field === 'captcha')
    .map((error) => messageForKey(i18n, error.messageKey));
  return { errors, setErrors, forField, general, forForm, word: (key: string) => messageForKey(i18n, key) };
}
