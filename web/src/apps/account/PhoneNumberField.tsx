import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { countryOptions } from '../../components/countries.ts';
import { RequiredMark } from '../../components/form/TextField.tsx';
import { afterDeletion, callingCode, type CountryCode, formatPhoneAsYouType, PHONE_COUNTRIES } from './phoneNumber.ts';
import './phoneNumberField.css';

/**
 * A phone number typed for a country: the country picker (its calling code
 * beside each name), then the number, formatted for that country as it is
 * typed. A number begun with `+` moves the picker to the country it names.
 * Its error, like every field's, shows once the viewer has left it.
 */
export function PhoneNumberField({
  country,
  onCountryChange,
  value,
  onChange,
  error,
  required = false,
}: {
  country: CountryCode;
  onCountryChange: (country: CountryCode) => void;
  value: string;
  onChange: (value: string) => void;
  /** The translated error, or null. */
  error: string | null;
  required?: boolean;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [touched, setTouched] = useState(false);
  // As in TextField: Preact re-renders a controlled input only when state
  // changes, so a keystroke the formatter undoes must force a render.
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const countries = useMemo(() => countryOptions(i18n.locale, PHONE_COUNTRIES), [i18n.locale]);
  const visibleError = touched && error ? error : null;
  const errorId = `${id}-error`;

  // Where the caret goes once the formatter has rewritten the value: after as
  // many digits as stood before it, so typing or deleting mid-number stays there.
  const input = useRef<HTMLInputElement>(null);
  const caretDigits = useRef<number | null>(null);
  useLayoutEffect(() => {
    const field = input.current;
    const digits = caretDigits.current;
    caretDigits.current = null;
    if (!field || digits === null || document.activeElement !== field) return;
    let position = 0;
    for (let seen = 0; position < value.length && seen < digits; position += 1) if (/[\d+]/.test(value[position]!)) seen += 1;
    field.setSelectionRange(position, position);
  });

  const type = (typed: string, caret: number | null) => {
    caretDigits.current = caret === null ? null : typed.slice(0, caret).replace(/[^\d+]/g, '').length;
    const formatted = formatPhoneAsYouType(country, afterDeletion(value, typed));
    if (formatted.country !== country) onCountryChange(formatted.country);
    onChange(formatted.text);
    rerender();
  };

  return (
    <div className={`rs-field${visibleError ? ' rs-field--invalid' : ''}`}>
      <label className="rs-field__label" htmlFor={id}>
        <Trans>Phone number</Trans>
        {required ? <RequiredMark /> : null}
      </label>
      <div className="rs-phone">
        <div className="rs-field__frame rs-phone__country">
          <select
            className="rs-field__input rs-phone__select"
            aria-label={t`Country of the phone number`}
            value={country}
            onChange={(event) => {
              const next = event.target.value as CountryCode;
              onCountryChange(next);
              // The digits stay; they are formatted for the new country.
              if (!value.trim().startsWith('+')) onChange(formatPhoneAsYouType(next, value.replace(/\D/g, '')).text);
            }}
          >
            {countries.map((option) => (
              <option key={option.code} value={option.code}>
                {`${option.name} (${callingCode(option.code as CountryCode)})`}
              </option>
            ))}
          </select>
        </div>
        <div className="rs-field__frame rs-phone__number">
          <input
            ref={input}
            id={id}
            className="rs-field__input"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={24}
            value={value}
            required={required}
            aria-invalid={visibleError ? true : undefined}
            aria-describedby={visibleError ? errorId : undefined}
            onChange={(event) => type(event.target.value, event.target.selectionStart)}
            onBlur={() => setTouched(true)}
          />
        </div>
      </div>
      {visibleError ? (
        <p className="rs-field__error" id={errorId} role="alert">
          {visibleError}
        </p>
      ) : null}
    </div>
  );
}
