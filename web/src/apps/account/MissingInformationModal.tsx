import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { TextField } from '../../components/form/TextField.tsx';
import { Modal } from '../../components/Modal.tsx';
import { useToasts } from '../../components/Toast.tsx';
import { messageForKey } from '../../system/userMessages.ts';
import type { MissingInformationModal_account$key } from './__generated__/MissingInformationModal_account.graphql.ts';
import type { Gender } from './__generated__/useCompleteMissingInformationMutation.graphql.ts';
import { detailsFieldError, type DetailsField, type FieldRule, formatTaxNumber, taxNumberPattern } from './detailsRules.ts';
import { GenderSelect } from './GenderSelect.tsx';
import { type CountryCode, defaultPhoneCountry, phoneFieldError, phoneNumberE164 } from './phoneNumber.ts';
import { PhoneNumberField } from './PhoneNumberField.tsx';
import { useCompleteMissingInformation } from './useCompleteMissingInformation.ts';

const KNOWN_FIELDS: readonly DetailsField[] = ['fullName', 'preferredName', 'birthDate', 'phoneNumber', 'taxNumber', 'gender'];

type Rule = FieldRule & { fieldName: DetailsField };

/**
 * Spec §4 "Missing information flow", §5 "Missing-details fields": the fields
 * the realm requires that the account lacks, each required and checked once
 * left; submit stays disabled while any is invalid; the platform's first
 * message is shown, else the modal closes. The phone number is typed for a
 * country and sent in E.164; the tax number is formatted for the account's
 * country (the CPF's 3.3.3-2 in Brazil). Dismissing closes it for the browser
 * session (AccountPromptDialogs).
 */
export function MissingInformationModal({ account, realmLanguages, onDone, onDismiss }: {
  account: MissingInformationModal_account$key;
  /** The realm's languages, first first: the default country is the first one's region when the account has none. */
  realmLanguages: readonly string[];
  onDone: () => void;
  onDismiss: () => void;
}) {
  const { missingInformation } = useFragment(
    graphql`
      fragment MissingInformationModal_account on Account {
        missingInformation {
          countryCode
          fields {
            fieldName
            regex
            emptyLabelKey
            errorLabelKey
          }
        }
      }
    `,
    account,
  );
  const { t, i18n } = useLingui();
  const toasts = useToasts();
  const rules = missingInformation.fields.filter((field): field is Rule => (KNOWN_FIELDS as readonly string[]).includes(field.fieldName));
  // The tax number belongs to the account's country; the phone's picker starts there and may move.
  const [accountCountry] = useState(() => defaultPhoneCountry(missingInformation.countryCode, realmLanguages));
  const [phoneCountry, setPhoneCountry] = useState<CountryCode>(accountCountry);
  const [values, setValues] = useState<Partial<Record<DetailsField, string>>>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [commit, saving] = useCompleteMissingInformation();

  const valueOf = (field: DetailsField) => values[field] ?? '';
  const errorKey = (rule: Rule) =>
    rule.fieldName === 'phoneNumber' ? phoneFieldError(phoneCountry, valueOf('phoneNumber'), rule) : detailsFieldError(rule.fieldName, valueOf(rule.fieldName), rule);
  const invalid = rules.some((rule) => errorKey(rule) !== null);
  const set = (field: DetailsField, value: string) => {
    setServerMessage(null);
    setValues((current) => ({ ...current, [field]: value }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid || saving) return;
    const input: { [field in DetailsField]?: string } = {};
    for (const rule of rules) {
      const value = valueOf(rule.fieldName).trim();
      // Valid, so it parses: E.164, without spaces (spec §5).
      input[rule.fieldName] = rule.fieldName === 'phoneNumber' ? (phoneNumberE164(phoneCountry, value) ?? value) : value;
    }
    commit({
      variables: { input: { ...input, gender: (input.gender as Gender | undefined) ?? undefined } },
      onCompleted: ({ completeMissingInformation }) => {
        const first = completeMissingInformation.userErrors[0];
        if (first) {
          setServerMessage(messageForKey(i18n, first.messageKey));
        } else {
          toasts.show('success', t`Your details have been saved.`);
          onDone();
        }
      },
      onError: () => setServerMessage(messageForKey(i18n, 'anErrorOccured')),
    });
  };

  const label = (field: DetailsField) =>
    ({
      fullName: t`Full name`,
      preferredName: t`Preferred name`,
      birthDate: t`Date of birth`,
      phoneNumber: t`Phone number`,
      taxNumber: t`Tax number`,
      gender: t`Gender`,
    })[field];

  return (
    <Modal
      title={<Trans>Complete your details</Trans>}
      intro={<Trans>We need a few more details about you before you carry on watching.</Trans>}
      onDismiss={onDismiss}
      dismissLabel={t`Close`}
    >
      <form className="rs-form" noValidate onSubmit={onSubmit} aria-label={t`Complete your details`}>
        {rules.map((rule) => {
          const field = rule.fieldName;
          const key = errorKey(rule);
          const error = key ? messageForKey(i18n, key) : null;
          if (field === 'gender') {
            return <GenderSelect key={field} required value={valueOf(field)} onChange={(value) => set(field, value)} error={null} />;
          }
          if (field === 'phoneNumber') {
            return (
              <PhoneNumberField
                key={field}
                required
                country={phoneCountry}
                onCountryChange={setPhoneCountry}
                value={valueOf(field)}
                onChange={(value) => set(field, value)}
                error={error}
              />
            );
          }
          return (
            <TextField
              key={field}
              label={label(field)}
              required
              value={valueOf(field)}
              onChange={(value) => set(field, field === 'taxNumber' ? formatTaxNumber(accountCountry, value) : value)}
              error={error}
              type={field === 'birthDate' ? 'date' : 'text'}
              inputMode={field === 'taxNumber' && taxNumberPattern(accountCountry) ? 'numeric' : undefined}
              placeholder={field === 'taxNumber' ? (taxNumberPattern(accountCountry) ?? undefined) : undefined}
              autoComplete={field === 'fullName' ? 'name' : field === 'birthDate' ? 'bday' : field === 'preferredName' ? 'nickname' : 'off'}
              maxLength={field === 'taxNumber' ? 32 : 120}
            />
          );
        })}
        {serverMessage ? (
          <p className="rs-form__error" role="alert">
            {serverMessage}
          </p>
        ) : null}
        <div className="rs-modal__actions">
          <button type="button" className="rs-modal__secondary" onClick={onDismiss}>
            <Trans>Not now</Trans>
          </button>
          <button type="submit" className="rs-form__submit" disabled={invalid || saving}>
            {saving ? <span className="rs-form__spinner" aria-hidden="true" /> : null}
            <Trans>Save details</Trans>
          </button>
        </div>
      </form>
    </Modal>
  );
}
