import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { compactPhoneNumber, detailsFieldError, type DetailsField } from './detailsRules.ts';
import { TextField } from '../../components/form/TextField.tsx';
import { emailRule } from '../../components/form/fieldRules.ts';
import { useToasts } from '../../components/Toast.tsx';
import { messageForKey } from '../../system/userMessages.ts';
import type { AccountDetailsSection_account$key, Gender } from './__generated__/AccountDetailsSection_account.graphql.ts';
import { GenderSelect } from './GenderSelect.tsx';
import { useUpdateAccountDetails } from './useUpdateAccountDetails.ts';

type FormField = DetailsField | 'contactEmail';
type Values = Record<FormField, string>;

/**
 * Account details (spec §3 "User profile"): contact email, names, birth date,
 * phone, tax number, gender. Each field shows its error once left; the
 * platform's answer (the realm's own rules) is shown beside its field.
 */
export function AccountDetailsSection({ account }: { account: AccountDetailsSection_account$key }) {
  const { details } = useFragment(
    graphql`
      fragment AccountDetailsSection_account on Account {
        id
        details {
          contactEmail
          fullName
          preferredName
          birthDate
          taxNumber
          phoneNumber
          gender
        }
      }
    `,
    account,
  );
  const { t, i18n } = useLingui();
  const toasts = useToasts();
  const [commit, saving] = useUpdateAccountDetails();
  const [values, setValues] = useState<Values>({
    contactEmail: details.contactEmail,
    fullName: details.fullName ?? '',
    preferredName: details.preferredName ?? '',
    birthDate: details.birthDate ?? '',
    taxNumber: details.taxNumber ?? '',
    phoneNumber: details.phoneNumber ?? '',
    gender: details.gender ?? '',
  });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<FormField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formId = useId();

  const localError = (field: FormField): string | null =>
    field === 'contactEmail' ? emailRule(values.contactEmail) : detailsFieldError(field, values[field], null);
  const errorOf = (field: FormField) => {
    const key = serverErrors[field] ?? localError(field);
    return key ? messageForKey(i18n, key) : null;
  };
  const set = (field: FormField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const fields: FormField[] = ['contactEmail', 'fullName', 'preferredName', 'birthDate', 'phoneNumber', 'taxNumber', 'gender'];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    if (fields.some((field) => localError(field))) return;
    commit({
      variables: {
        input: {
          contactEmail: values.contactEmail.trim(),
          fullName: values.fullName,
          preferredName: values.preferredName,
          birthDate: values.birthDate,
          taxNumber: values.taxNumber,
          phoneNumber: compactPhoneNumber(values.phoneNumber),
          gender: (values.gender || null) as Gender | null,
        },
      },
      onCompleted: ({ updateAccountDetails }) => {
        const byField: Partial<Record<FormField, string>> = {};
        for (const error of updateAccountDetails.userErrors) {
          if (error.field && (fields as string[]).includes(error.field)) byField[error.field as FormField] ??= error.messageKey;
          else setFormError(messageForKey(i18n, error.messageKey));
        }
        setServerErrors(byField);
        if (updateAccountDetails.userErrors.length === 0) toasts.show('success', t`Your details have been saved.`);
      },
      onError: () => toasts.show('error', messageForKey(i18n, 'anErrorOccured')),
    });
  };

  return (
    <section className="rs-account__panel" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="rs-account__panel-title">
        <Trans>Account details</Trans>
      </h2>
      <form className="rs-form rs-account__form" noValidate onSubmit={onSubmit}>
        <TextField
          label={<Trans>Contact email</Trans>}
          type="email"
          autoComplete="email"
          required
          value={values.contactEmail}
          onChange={set('contactEmail')}
          error={errorOf('contactEmail')}
          showError={submitted || Boolean(serverErrors.contactEmail)}
          maxLength={320}
        />
        <div className="rs-account__row">
          <TextField
            label={<Trans>Full name</Trans>}
            autoComplete="name"
            value={values.fullName}
            onChange={set('fullName')}
            error={errorOf('fullName')}
            showError={submitted || Boolean(serverErrors.fullName)}
            maxLength={120}
          />
          <TextField
            label={<Trans>Preferred name</Trans>}
            autoComplete="nickname"
            value={values.preferredName}
            onChange={set('preferredName')}
            error={errorOf('preferredName')}
            showError={submitted || Boolean(serverErrors.preferredName)}
            maxLength={120}
          />
        </div>
        <div className="rs-account__row">
          <TextField
            label={<Trans>Date of birth</Trans>}
            type="date"
            autoComplete="bday"
            value={values.birthDate}
            onChange={set('birthDate')}
            error={errorOf('birthDate')}
            showError={submitted || Boolean(serverErrors.birthDate)}
          />
          <TextField
            label={<Trans>Phone number</Trans>}
            type="tel"
            autoComplete="tel"
            placeholder="+55 11 98765 4321"
            value={values.phoneNumber}
            onChange={set('phoneNumber')}
            error={errorOf('phoneNumber')}
            showError={submitted || Boolean(serverErrors.phoneNumber)}
            maxLength={30}
          />
        </div>
        <div className="rs-account__row">
          <TextField
            label={<Trans>Tax number</Trans>}
            inputMode="numeric"
            value={values.taxNumber}
            onChange={set('taxNumber')}
            error={errorOf('taxNumber')}
            showError={submitted || Boolean(serverErrors.taxNumber)}
            maxLength={32}
          />
          <GenderSelect value={values.gender} onChange={set('gender')} error={errorOf('gender')} />
        </div>
        {formError ? (
          <p className="rs-form__error" role="alert">
            {formError}
          </p>
        ) : null}
        <div className="rs-account__actions">
          <button type="submit" className="rs-form__submit" disabled={saving}>
            {saving ? <span className="rs-form__spinner" aria-hidden="true" /> : null}
            <Trans>Save details</Trans>
          </button>
        </div>
      </form>
    </section>
  );
}
