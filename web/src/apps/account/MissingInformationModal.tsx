import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { TextField } from '../../components/form/TextField.tsx';
import { messageForKey } from '../../system/userMessages.ts';
import type { Gender } from './__generated__/useCompleteMissingInformationMutation.graphql.ts';
import type { MissingInformationModal_account$key } from './__generated__/MissingInformationModal_account.graphql.ts';
import { Modal } from '../../components/Modal.tsx';
import { compactPhoneNumber, detailsFieldError, type DetailsField, type FieldRule, taxNumberFormatter } from './detailsRules.ts';
import { GenderSelect } from './GenderSelect.tsx';
import { useCompleteMissingInformation } from './useCompleteMissingInformation.ts';

const KNOWN_FIELDS: readonly DetailsField[] = ['fullName', 'preferredName', 'birthDate', 'phoneNumber', 'taxNumber', 'gender'];

/**
 * Spec §2/§4 "Missing-details modal": the fields the realm requires that the
 * account lacks, each checked against the realm's rule once left; submit stays
 * disabled while any is invalid; the platform's first message is shown, else
 * the modal closes. Dismissing closes it (it asks again in a later session).
 */
export function MissingInformationModal({ account, onDone, onDismiss }: {
  account: MissingInformationModal_account$key;
  onDone: () => void;
  onDismiss: () => void;
}) {
  const { missingInformation } = useFragment(
    graphql`
      fragment MissingInformationModal_account on Account {
        missingInformation {
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
  const rules = missingInformation.fields.filter((field): field is FieldRule & { fieldName: DetailsField } =>
    (KNOWN_FIELDS as readonly string[]).includes(field.fieldName),
  );
  const [values, setValues] = useState<Partial<Record<DetailsField, string>>>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [commit, saving] = useCompleteMissingInformation();

  const valueOf = (field: DetailsField) => values[field] ?? '';
  const errorKey = (rule: FieldRule & { fieldName: DetailsField }) => detailsFieldError(rule.fieldName, valueOf(rule.fieldName), rule);
  const invalid = rules.some((rule) => errorKey(rule) !== null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    const input: Record<string, string> = {};
    for (const rule of rules) {
      const value = valueOf(rule.fieldName).trim();
      input[rule.fieldName] = rule.fieldName === 'phoneNumber' ? compactPhoneNumber(value) : value;
    }
    commit({
      variables: { input: { ...input, gender: (input.gender as Gender | undefined) ?? undefined } },
      onCompleted: ({ completeMissingInformation }) => {
        const first = completeMissingInformation.userErrors[0];
        if (first) setServerMessage(messageForKey(i18n, first.messageKey));
        else onDone();
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
          const set = (value: string) => {
            setServerMessage(null);
            const format = field === 'taxNumber' ? taxNumberFormatter(rule.regex) : null;
            setValues((current) => ({ ...current, [field]: format ? format(value) : value }));
          };
          if (field === 'gender') return <GenderSelect key={field} required value={valueOf(field)} onChange={set} error={null} />;
          return (
            <TextField
              key={field}
              label={label(field)}
              required
              value={valueOf(field)}
              onChange={set}
              error={error}
              type={field === 'birthDate' ? 'date' : field === 'phoneNumber' ? 'tel' : 'text'}
              inputMode={field === 'taxNumber' ? 'numeric' : undefined}
              placeholder={field === 'taxNumber' && taxNumberFormatter(rule.regex) ? '000.000.000-00' : field === 'phoneNumber' ? '+55 11 98765 4321' : undefined}
              autoComplete={field === 'fullName' ? 'name' : field === 'birthDate' ? 'bday' : field === 'phoneNumber' ? 'tel' : field === 'preferredName' ? 'nickname' : 'off'}
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
