import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { RequiredMark } from '../../components/form/TextField.tsx';

/** The gender choice of the account details and the missing-details modal. */
export function GenderSelect({
  value,
  onChange,
  error,
  required = false,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  required?: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className={`rs-field${error ? ' rs-field--invalid' : ''}`}>
      <label className="rs-field__label" htmlFor={id}>
        <Trans>Gender</Trans>
        {required ? <RequiredMark /> : null}
      </label>
      <div className="rs-field__frame">
        <select
          id={id}
          className="rs-field__input rs-account__select"
          value={value}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{required ? t`Choose…` : t`Not given`}</option>
          <option value="FEMALE">{t`Female`}</option>
          <option value="MALE">{t`Male`}</option>
          <option value="NON_BINARY">{t`Non-binary`}</option>
          <option value="PREFER_NOT_TO_SAY">{t`Prefer not to say`}</option>
        </select>
      </div>
      {error ? (
        <p className="rs-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
