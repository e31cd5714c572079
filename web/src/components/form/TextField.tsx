import { Trans } from '@lingui/react/macro';
import { type InputHTMLAttributes, type ReactNode, useEffect, useId, useReducer, useRef, useState } from 'react';
import './form.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The field's current error text (already translated), or null. Shown only once the field was left (spec §4/§5: "errors after blur") or `showError` is set. */
  error: ReactNode | null;
  /** Show the error even before blur (the form was submitted). */
  showError?: boolean;
  /** A control drawn inside the field's frame, after the input (the password toggle). */
  adornment?: ReactNode;
}

/**
 * A labelled input whose error appears after the viewer leaves it, tied to the
 * input with aria-describedby so screen readers read it too. Required fields
 * show an asterisk (spec §5).
 */
export function TextField({ label, value, onChange, error, showError = false, adornment, required, autoFocus, ...input }: TextFieldProps) {
  const id = useId();
  const [touched, setTouched] = useState(false);
  // Preact renders a controlled input again only when something changes: when
  // the form's state refuses what was typed (a letter in a PIN, a fifth digit),
  // nothing does, and the field would go on showing it. Rendering the field
  // after every keystroke puts the state's value back, as React does.
  const [, showState] = useReducer((renders: number) => renders + 1, 0);
  // `autoFocus` focuses the field each time it appears (the PIN prompt, a
  // second "Add profile"), as React does; Preact would only set the attribute,
  // which a browser honours once per page.
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // On a page rendered on the server, the viewer (or the browser's autofill) may
    // have typed before the app took the page over: hydration leaves the typed
    // text on screen but not in the form's state, which would then submit it empty.
    const typed = field.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
    if (autoFocus) field.current?.focus();
  }, []);
  const visibleError = (touched || showError) && error ? error : null;
  const errorId = `${id}-error`;
  return (
    <div className={`rs-field${visibleError ? ' rs-field--invalid' : ''}`}>
      <label className="rs-field__label" htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <div className="rs-field__frame">
        <input
          {...input}
          ref={field}
          id={id}
          className="rs-field__input"
          value={value}
          required={required}
          aria-invalid={visibleError ? true : undefined}
          aria-describedby={visibleError ? errorId : undefined}
          onChange={(event) => {
            onChange(event.target.value);
            showState();
          }}
          onBlur={(event) => {
            setTouched(true);
            input.onBlur?.(event);
          }}
        />
        {adornment}
      </div>
      {visibleError ? (
        <p className="rs-field__error" id={errorId} role="alert">
          {visibleError}
        </p>
      ) : null}
    </div>
  );
}

/** The asterisk after a required field's label (spec §5), hidden from screen readers. */
export function RequiredMark() {
  return (
    <span className="rs-field__required" aria-hidden="true">
      {' *'}
    </span>
  );
}

/** A password field with a show/hide toggle (spec §5). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'adornment'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      adornment={
        <button
          type="button"
          className="rs-field__toggle"
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <Trans>Hide</Trans> : <Trans>Show</Trans>}
        </button>
      }
    />
  );
}

/**
 * An email address field: the browser's email keyboard and autofill, no
 * auto-capitalising or spell-checking, and the longest address there is (320).
 * Labelled "Email" unless told otherwise.
 */
export function EmailField({ label = <Trans>Email</Trans>, ...props }: Omit<TextFieldProps, 'type' | 'label'> & { label?: TextFieldProps['label'] }) {
  return (
    <TextField
      name="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={320}
      required
      {...props}
      label={label}
      type="email"
    />
  );
}
