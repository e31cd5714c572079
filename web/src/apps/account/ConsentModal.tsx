import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { messageForKey } from '../../system/userMessages.ts';
import type { ConsentModal_account$key, ConsentPurpose } from './__generated__/ConsentModal_account.graphql.ts';
import { Modal } from '../../components/Modal.tsx';
import './accountPrompts.css';
import { useSaveConsentAnswers } from './useSaveConsentAnswers.ts';
import { RequiredMark } from '../../components/form/TextField.tsx';

function isAgreement(answer: string | null | undefined): boolean {
  try {
    return answer != null && JSON.parse(answer) === true;
  } catch {
    return false;
  }
}

/** The fields the prompt shows (spec §4): required ones not agreed to, and optional ones never answered. */
export function fieldsToAsk<T extends { required: boolean; answer?: string | null }>(fields: readonly T[]): T[] {
  return fields.filter((field) => (field.required ? !isAgreement(field.answer) : field.answer == null));
}

/**
 * Spec §4 "Consent flow": the realm's questions the account still has to
 * answer; required ones must be ticked to save. Saving records every shown
 * answer; a failure shows errorUpdatingTermsOfUse.
 */
export function ConsentModal({
  account,
  onSaved,
  onDismiss,
  everyField = false,
}: {
  account: ConsentModal_account$key;
  onSaved: () => void;
  onDismiss: () => void;
  /** The menu's consent preferences (spec §2): every question, with the account's answers so far. */
  everyField?: boolean;
}) {
  const { consentPrompt } = useFragment(
    graphql`
      fragment ConsentModal_account on Account {
        consentPrompt {
          fields {
            fieldName
            required
            functionalPurpose
            answer
          }
        }
      }
    `,
    account,
  );
  const { t, i18n } = useLingui();
  const [asked] = useState(() => (everyField ? consentPrompt.fields : fieldsToAsk(consentPrompt.fields)));
  const [agreed, setAgreed] = useState<Record<string, boolean>>(() =>
    everyField ? Object.fromEntries(consentPrompt.fields.map((field) => [field.fieldName, isAgreement(field.answer)])) : {},
  );
  const [error, setError] = useState<string | null>(null);
  const [commit, saving] = useSaveConsentAnswers();
  const missingRequired = asked.some((field) => field.required && !agreed[field.fieldName]);

  const optional = t`You can change this at any time.`;
  const wording = (purpose: ConsentPurpose): { name: string; note: string } =>
    ({
      TERMS_AND_CONDITIONS: { name: t`I agree to the terms and conditions`, note: t`Required to keep watching.` },
      EMAIL_MARKETING: { name: t`Send me news and offers by email`, note: t`You can change this at any time.` },
      TARGETED_ADS: { name: t`Show me ads based on what I watch`, note: t`You can change this at any time.` },
      THIRD_PARTY_MARKETING: { name: t`Let partners send me offers`, note: t`You can change this at any time.` },
      RESIDENT_MARKETING: { name: t`Send me offers for where I live`, note: t`You can change this at any time.` },
    })[purpose as Exclude<ConsentPurpose, '%future added value'>] ?? { name: purpose, note: optional };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (missingRequired) return;
    setError(null);
    commit({
      variables: { input: { answers: asked.map((field) => ({ fieldName: field.fieldName, agreed: Boolean(agreed[field.fieldName]) })) } },
      onCompleted: ({ saveConsentAnswers }) => {
        if (saveConsentAnswers.userErrors.length > 0) setError(messageForKey(i18n, 'errorUpdatingTermsOfUse'));
        else onSaved();
      },
      onError: () => setError(messageForKey(i18n, 'errorUpdatingTermsOfUse')),
    });
  };

  return (
    <Modal
      title={everyField ? <Trans>Your privacy choices</Trans> : <Trans>Before you continue</Trans>}
      intro={<Trans>Please review these choices. You need to agree to the required ones to keep watching.</Trans>}
      onDismiss={onDismiss}
      dismissLabel={t`Close`}
    >
      <form className="rs-form" onSubmit={onSubmit} aria-label={t`Your choices`}>
        {asked.map((field) => {
          const words = wording(field.functionalPurpose);
          return (
            <label key={field.fieldName} className="rs-prompt__consent">
              <input
                type="checkbox"
                checked={Boolean(agreed[field.fieldName])}
                onChange={(event) => setAgreed((current) => ({ ...current, [field.fieldName]: event.target.checked }))}
              />
              <span className="rs-prompt__consent-text">
                <span className="rs-prompt__consent-name">
                  {words.name}
                  {field.required ? <RequiredMark /> : null}
                </span>
                <span className="rs-prompt__consent-note">{words.note}</span>
              </span>
            </label>
          );
        })}
        {error ? (
          <p className="rs-form__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="rs-modal__actions">
          <button type="submit" className="rs-form__submit" disabled={missingRequired || saving}>
            {saving ? <span className="rs-form__spinner" aria-hidden="true" /> : null}
            <Trans>Save choices</Trans>
          </button>
        </div>
      </form>
    </Modal>
  );
}
