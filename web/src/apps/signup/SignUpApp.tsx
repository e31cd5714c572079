import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import { type FormEvent, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { countryOptions } from '../../components/countries.ts';
import { CaptchaField } from '../../components/form/CaptchaField.tsx';
import { emailRule, passwordRule } from '../../components/form/fieldRules.ts';
import { EmailField, PasswordField, RequiredMark, TextField } from '../../components/form/TextField.tsx';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import { pathTo } from '../../system/routePaths.ts';
import { retryAfterSecondsOf, tooManyAttemptsMessage } from '../../system/rateLimited.ts';
import { messageForKey } from '../../system/userMessages.ts';
import type { SignUpApp_realm$data, SignUpApp_realm$key } from './__generated__/SignUpApp_realm.graphql.ts';
import { AccountCard } from '../../components/AccountCard.tsx';
import { CheckInbox } from './CheckInbox.tsx';
import { consentLabel, fieldLabel } from './fieldLabels.ts';
import { inputTypeOf, providerFieldRule } from './providerFieldRules.ts';
import { useSignUp } from './useSignUp.ts';
import { LicenceOption } from '../../licence/LicenceOption.tsx';
import { purchasePath } from '../../licence/licencePrice.ts';
import { PartitionChoice } from '../../partition/PartitionChoice.tsx';
import '../../licence/LicenceOption.css';

const fragment = graphql`
  fragment SignUpApp_realm on Realm {
    title
    fullName
    logoUrl
    authenticationProviders {
      name
      fields {
        fieldName
        fieldType
        fieldLabel
        fieldSize
        regexValidation
        invalidMessageLabel
        isRequiredMessageLabel
        required
        order
        addressCountryRestriction
      }
    }
    signUpConsentFields {
      fieldName
      required
      functionalPurpose
    }
    # A partitioned realm asks which partition the new account follows (checkout's account step too).
    ...PartitionChoice_realm
    settings {
      showLicencesOnSignup
    }
    licences {
      internalId
      kind
      ...LicenceOption_licence
    }
  }
`;

type ProviderField = SignUpApp_realm$data['authenticationProviders'][number]['fields'][number];
type ConsentField = SignUpApp_realm$data['signUpConsentFields'][number];

interface Challenge {
  id: string;
  prompt: string;
}

/** The fields of the EMAIL provider (email and password sign-up), in their order. */
function emailProviderFields(data: SignUpApp_realm$data): ProviderField[] {
  const provider = data.authenticationProviders.find((candidate) => candidate.name === 'EMAIL');
  return [...(provider?.fields ?? [])].sort((a, b) => a.order - b.order);
}

/**
 * SIGNUP: email, password, the realm's own fields (by type, order and size,
 * required ones marked, its regexes checked after blur) and its consent
 * questions. The platform's userErrors land on their fields. Where the realm
 * requires confirmation the viewer is then asked to check their inbox;
 * otherwise they are signed in (`onSignedIn`).
 */
export function SignUpApp({
  realm,
  onSignedIn,
  chosenLicence = null,
  continuePath: givenContinuePath = null,
  returnPath = null,
  embedded = false,
}: {
  realm: SignUpApp_realm$key;
  /** Signed in at once: where to go next (checkout of the plan chosen), or null for the default page. */
  onSignedIn: (destination: string | null) => void;
  /** A plan chosen before (`/signup?licence=`). */
  chosenLicence?: string | null;
  /** Where to go on once signed in (and where the emailed link leads), whatever plan: a checkout's own address. */
  continuePath?: string | null;
  /** `/signup?from=`: where the viewer came from (a gift to send or redeem), unless they pick a plan, which leads to its checkout. */
  returnPath?: string | null;
  /** Inside another page (checkout's account step): no plan choice and no sign-in line, the page has its own. */
  embedded?: boolean;
}) {
  const data = useFragment(fragment, realm);
  // Where the realm shows its plans on sign-up (spec §3 showLicencesOnSignup): the subscriptions, one
  // of which the viewer may pick now; checkout follows the sign-up (or the emailed link) with it chosen.
  const plans = data.settings.showLicencesOnSignup && !embedded ? data.licences.filter((licence) => licence.kind === 'SUBSCRIPTION') : [];
  const [plan, setPlan] = useState<string | null>(() =>
    plans.some((licence) => licence.internalId === chosenLicence) ? chosenLicence : null,
  );
  const continuePath = givenContinuePath ?? (plan ? purchasePath(plan) : returnPath);
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Create your account`);
  const fields = emailProviderFields(data);
  const [commit, inFlight] = useSignUp();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [consents, setConsents] = useState<Record<string, boolean>>({});
  const [partition, setPartition] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  // The platform's verdicts, by input field; a field's own is forgotten as soon as it changes.
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  // A message key, or a text of its own (how long a limit holds the viewer back).
  const [formError, setFormError] = useState<string | { text: string } | null>(null);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const [sent, setSent] = useState<{ email: string; mailboxUrl: string | null } | null>(null);
  const [leaving, setLeaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = inFlight || leaving;
  const realmName = data.fullName || data.title;

  const clientErrors: Record<string, string | null> = {
    email: emailRule(email),
    password: passwordRule(password),
    ...Object.fromEntries(fields.map((field) => [`fields.${field.fieldName}`, providerFieldRule(field, values[field.fieldName] ?? '')])),
    ...Object.fromEntries(
      data.signUpConsentFields.map((field) => [`consents.${field.fieldName}`, field.required && !consents[field.fieldName] ? 'consentRequired' : null]),
    ),
  };
  const errorKey = (name: string) => clientErrors[name] ?? serverErrors[name] ?? null;
  const errorText = (name: string) => {
    const key = errorKey(name);
    return key ? messageForKey(i18n, key) : null;
  };
  const forget = (name: string) => setServerErrors(({ [name]: _dropped, ...rest }) => rest);

  function focusFirstInvalid() {
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (Object.values(clientErrors).some((key) => key !== null)) {
      setFormError(null);
      return focusFirstInvalid();
    }
    if (challenge && !captchaAnswer.trim()) return setFormError('captchaRequired');
    setFormError(null);
    commit({
      variables: {
        input: {
          email: email.trim(),
          password,
          fields: fields.map((field) => ({ fieldName: field.fieldName, value: values[field.fieldName] ?? (field.fieldType === 'CHECKBOX' ? 'false' : '') })),
          consents: data.signUpConsentFields.map((field) => ({ fieldName: field.fieldName, agreed: consents[field.fieldName] === true })),
          // Only in a partitioned realm, once chosen (the platform insists there, and refuses one elsewhere).
          ...(partition ? { partition } : {}),
          tokenDelivery: 'COOKIE',
          captcha: challenge ? { challengeId: challenge.id, answer: captchaAnswer.trim() } : null,
          continuePath,
        },
      },
      onCompleted: ({ signUp }) => {
        if (signUp.userErrors.length === 0) {
          if (signUp.lacksConfirmation) {
            setSent({ email: signUp.email ?? email.trim(), mailboxUrl: signUp.developmentMailboxUrl ?? null });
            window.scrollTo?.(0, 0);
            return;
          }
          setLeaving(true);
          onSignedIn(continuePath);
          return;
        }
        setChallenge(signUp.captchaChallenge ? { id: signUp.captchaChallenge.id, prompt: signUp.captchaChallenge.prompt } : null);
        setCaptchaAnswer('');
        const byField: Record<string, string> = {};
        let general: string | null = null;
        for (const error of signUp.userErrors) {
          if (error.field && error.field !== 'captcha' && !(error.field in byField)) byField[error.field] = error.messageKey;
          else if (!general) general = error.messageKey;
        }
        setServerErrors(byField);
        setFormError(general);
        focusFirstInvalid();
      },
      onError: (error) => {
        // A limit says how long to wait; anything else is the generic error.
        const wait = retryAfterSecondsOf(error);
        setFormError(wait !== null ? { text: tooManyAttemptsMessage(i18n, wait) } : 'anErrorOccured');
      },
    });
  }

  if (sent) {
    return (
      <AccountCard logoUrl={data.logoUrl} logoAlt={data.title} title={<Trans>Check your inbox</Trans>}>
        <CheckInbox email={sent.email} mailboxUrl={sent.mailboxUrl} onStartOver={() => setSent(null)} />
      </AccountCard>
    );
  }

  return (
    <AccountCard
      wide
      logoUrl={data.logoUrl}
      logoAlt={data.title}
      title={<Trans>Create your account</Trans>}
      lead={<Trans>Join {realmName} to follow every fight, live and on demand.</Trans>}
    >
      <form ref={formRef} className="rs-form" noValidate onSubmit={submit} aria-busy={busy}>
        {formError ? (
          <p className="rs-form__error" role="alert">
            {typeof formError === 'string' ? messageForKey(i18n, formError) : formError.text}
          </p>
        ) : null}
        <div className="rs-account-card__row">
          <div className="rs-account-card__full">
            <EmailField
              value={email}
              onChange={(value) => {
                setEmail(value);
                forget('email');
              }}
              error={errorText('email')}
              showError={submitted || serverErrors.email !== undefined}
            />
          </div>
          <div className="rs-account-card__full">
            <PasswordField
              label={<Trans>Password</Trans>}
              name="password"
              autoComplete="new-password"
              maxLength={256}
              required
              value={password}
              onChange={(value) => {
                setPassword(value);
                forget('password');
              }}
              error={errorText('password')}
              showError={submitted || serverErrors.password !== undefined}
            />
            <p className="rs-field__hint">
              <Trans>6 to 24 characters. Avoid common passwords.</Trans>
            </p>
          </div>
          {fields.map((field) => (
            <ProviderInput
              key={field.fieldName}
              field={field}
              value={values[field.fieldName] ?? ''}
              onChange={(value) => {
                setValues((current) => ({ ...current, [field.fieldName]: value }));
                forget(`fields.${field.fieldName}`);
              }}
              error={errorText(`fields.${field.fieldName}`)}
              showError={submitted || serverErrors[`fields.${field.fieldName}`] !== undefined}
            />
          ))}
        </div>
        <PartitionChoice
          realm={data}
          legend={<Trans>What do you want to follow?</Trans>}
          value={partition}
          onChange={(value) => {
            setPartition(value);
            forget('partition');
          }}
          error={serverErrors.partition ? errorText('partition') : null}
        />
        {plans.length > 0 ? (
          <fieldset className="rs-signup__plans">
            <legend className="rs-signup__plans-title">
              <Trans>Choose your plan</Trans>
            </legend>
            <label className={`rs-licence-option${plan === null ? ' rs-licence-option--checked' : ''}`}>
              <input type="radio" className="rs-licence-option__input" name="plan" value="" checked={plan === null} onChange={() => setPlan(null)} />
              <span className="rs-licence-option__text">
                <span className="rs-licence-option__name">
                  <Trans>Free account</Trans>
                </span>
                <span className="rs-licence-option__description">
                  <Trans>Watch the free titles now; subscribe whenever you like.</Trans>
                </span>
              </span>
            </label>
            {plans.map((licence) => (
              <LicenceOption key={licence.internalId} licence={licence} name="plan" checked={plan === licence.internalId} onChoose={setPlan} />
            ))}
          </fieldset>
        ) : null}
        {data.signUpConsentFields.length > 0 ? (
          <fieldset className="rs-signup__consents">
            <legend className="rs-visually-hidden">
              <Trans>Your consent</Trans>
            </legend>
            {data.signUpConsentFields.map((field) => (
              <ConsentCheckbox
                key={field.fieldName}
                field={field}
                checked={consents[field.fieldName] === true}
                onChange={(checked) => {
                  setConsents((current) => ({ ...current, [field.fieldName]: checked }));
                  forget(`consents.${field.fieldName}`);
                }}
                error={submitted || serverErrors[`consents.${field.fieldName}`] ? errorText(`consents.${field.fieldName}`) : null}
              />
            ))}
          </fieldset>
        ) : null}
        {challenge ? (
          <CaptchaField
            challenge={challenge}
            answer={captchaAnswer}
            onChange={setCaptchaAnswer}
            intro={<Trans>To keep sign-ups safe, please answer this question.</Trans>}
          />
        ) : null}
        <button type="submit" className="rs-form__submit" disabled={busy}>
          {busy ? <span className="rs-form__spinner" aria-hidden="true" /> : null}
          {busy ? <Trans>Creating your account…</Trans> : <Trans>Create account</Trans>}
        </button>
        <span className="rs-visually-hidden" aria-live="polite">
          {busy ? t`Creating your account…` : ''}
        </span>
      </form>
      {embedded ? null : (
        <p className="rs-account-card__links">
          <Trans>Already have an account?</Trans> <Link to={pathTo('LOGIN')}>{t`Sign in`}</Link>
        </p>
      )}
    </AccountCard>
  );
}

function ProviderInput({
  field,
  value,
  onChange,
  error,
  showError,
}: {
  field: ProviderField;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  showError: boolean;
}) {
  const { i18n } = useLingui();
  const label = fieldLabel(i18n, field.fieldLabel);
  const className = field.fieldSize === 'HALF' ? undefined : 'rs-account-card__full';
  if (field.fieldType === 'CHECKBOX') {
    return (
      <div className={className ?? ''}>
        <Checkbox label={label} required={field.required} checked={value === 'true'} onChange={(checked) => onChange(String(checked))} error={showError ? error : null} />
      </div>
    );
  }
  if (field.fieldType === 'COUNTRY') {
    return (
      <div className={className}>
        <CountrySelect field={field} label={label} value={value} onChange={onChange} error={error} showError={showError} />
      </div>
    );
  }
  return (
    <div className={className}>
      <TextField
        label={label}
        name={field.fieldName}
        type={inputTypeOf(field.fieldType)}
        autoComplete={field.fieldName === 'fullName' ? 'name' : undefined}
        maxLength={200}
        required={field.required}
        value={value}
        onChange={onChange}
        error={error}
        showError={showError}
      />
    </div>
  );
}

function CountrySelect({
  field,
  label,
  value,
  onChange,
  error,
  showError,
}: {
  field: ProviderField;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  showError: boolean;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [touched, setTouched] = useState(false);
  const visibleError = (touched || showError) && error ? error : null;
  const countries = countryOptions(i18n.locale, field.addressCountryRestriction ?? []);
  // Without a restriction any country may be typed as its ISO code.
  if (countries.length === 0) {
    return (
      <TextField label={label} name={field.fieldName} maxLength={2} required={field.required} value={value} onChange={onChange} error={error} showError={showError} />
    );
  }
  return (
    <div className={`rs-field${visibleError ? ' rs-field--invalid' : ''}`}>
      <label className="rs-field__label" htmlFor={id}>
        {label}
        {field.required ? <RequiredMark /> : null}
      </label>
      <select
        id={id}
        name={field.fieldName}
        className="rs-account-card__select"
        required={field.required}
        value={value}
        aria-invalid={visibleError ? true : undefined}
        aria-describedby={visibleError ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => setTouched(true)}
      >
        <option value="">{t`Choose your country`}</option>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
      {visibleError ? (
        <p className="rs-field__error" id={`${id}-error`} role="alert">
          {visibleError}
        </p>
      ) : null}
    </div>
  );
}

function ConsentCheckbox({
  field,
  checked,
  onChange,
  error,
}: {
  field: ConsentField;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | null;
}) {
  const { i18n } = useLingui();
  return (
    <Checkbox
      label={consentLabel(i18n, field.functionalPurpose, field.fieldName)}
      required={field.required}
      checked={checked}
      onChange={onChange}
      error={error}
    />
  );
}

function Checkbox({
  label,
  required,
  checked,
  onChange,
  error,
}: {
  label: string;
  required: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | null;
}) {
  const id = useId();
  return (
    <div className="rs-account-card__check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {error ? (
        <p className="rs-field__error rs-account-card__check-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
