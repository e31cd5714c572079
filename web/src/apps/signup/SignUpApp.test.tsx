import { act, fireEvent, screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { GraphQLCodedError } from '../../system/graphQLErrors.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import type { SignUpAppTestQuery } from './__generated__/SignUpAppTestQuery.graphql.ts';
import { SignUpApp } from './SignUpApp.tsx';

function TestSignUpPage({ onSignedIn, returnPath = null }: { onSignedIn: () => void; returnPath?: string | null }) {
  const data = useLazyLoadQuery<SignUpAppTestQuery>(
    graphql`
      query SignUpAppTestQuery @relay_test_operation {
        realm {
          ...SignUpApp_realm
        }
      }
    `,
    {},
  );
  return <SignUpApp realm={data.realm} onSignedIn={onSignedIn} returnPath={returnPath} />;
}

const ringsideForm = {
  title: 'Ringside',
  fullName: 'Ringside Fight Network',
  logoUrl: '/images/realm/ringside/logo.svg',
  authenticationProviders: [
    {
      name: 'EMAIL',
      fields: [
        {
          fieldName: 'country',
          fieldType: 'COUNTRY',
          fieldLabel: 'country',
          fieldSize: 'HALF',
          regexValidation: null,
          invalidMessageLabel: 'countryNotServed',
          isRequiredMessageLabel: 'countryRequired',
          required: true,
          order: 2,
          addressCountryRestriction: ['GB', 'PT'],
        },
        {
          fieldName: 'fullName',
          fieldType: 'TEXT',
          fieldLabel: 'fullName',
          fieldSize: 'FULL',
          regexValidation: "^\\p{L}[\\p{L} .'’-]{1,59}$",
          invalidMessageLabel: 'fullNameInvalid',
          isRequiredMessageLabel: 'fullNameRequired',
          required: true,
          order: 1,
          addressCountryRestriction: null,
        },
      ],
    },
  ],
  signUpConsentFields: [
    { fieldName: 'termsAndConditions', required: true, functionalPurpose: 'TERMS_AND_CONDITIONS' },
    { fieldName: 'emailMarketing', required: false, functionalPurpose: 'EMAIL_MARKETING' },
  ],
};

type Environment = ReturnType<typeof createMockEnvironment>;

const plans = {
  settings: { showLicencesOnSignup: true },
  licences: [
    { internalId: '1', kind: 'SUBSCRIPTION', name: 'Premium Monthly', description: 'Every full fight', subscriptionPeriod: 'MONTH', trialDays: 7, family: null, price: { amount: 999, currency: 'EUR', scale: 2 } },
    { internalId: '2', kind: 'SUBSCRIPTION', name: 'Premium Yearly', description: 'A year of it', subscriptionPeriod: 'YEAR', trialDays: 7, family: null, price: { amount: 9999, currency: 'EUR', scale: 2 } },
    { internalId: '3', kind: 'PAY_PER_VIEW', name: 'Championship 12', description: 'One night', subscriptionPeriod: null, trialDays: 0, family: null, price: { amount: 1999, currency: 'EUR', scale: 2 } },
  ],
};

function openSignUpPage(
  realm: object = { ...ringsideForm, settings: { showLicencesOnSignup: false }, licences: [] },
  returnPath: string | null = null,
) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    operation.request.node.params.operationKind === 'query'
      ? MockPayloadGenerator.generate(operation, { Realm: () => realm })
      : null,
  );
  const onSignedIn = vi.fn();
  renderWithProviders(<TestSignUpPage onSignedIn={onSignedIn} returnPath={returnPath} />, { environment, pathname: '/signup' });
  return { environment, onSignedIn };
}

const type = (label: RegExp, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const leave = (label: RegExp) => fireEvent.blur(screen.getByLabelText(label));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

function fillInValidForm() {
  type(/^Email( \*)?$/, 'nia@example.test');
  type(/^Password/, 'fight-night-42');
  type(/^Full name/, 'Nia Okafor');
  fireEvent.change(screen.getByLabelText(/^Country/), { target: { value: 'GB' } });
  fireEvent.click(screen.getByLabelText(/I accept the terms and conditions/));
}

async function platformAnswers(environment: Environment, signUp: object) {
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe('useSignUpMutation');
  await act(async () => {
    environment.mock.resolve(operation, {
      data: {
        signUp: {
          lacksConfirmation: false,
          email: null,
          developmentMailboxUrl: null,
          userErrors: [],
          captchaChallenge: null,
          ...signUp,
        },
      },
    });
  });
  return operation.request.variables;
}

describe('the sign-up page', () => {
  it('draws the realm’s fields in their order, marks the required ones, and lists only the countries it serves', async () => {
    openSignUpPage();
    await screen.findByRole('heading', { name: 'Create your account' });
    const labels = [...document.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels.slice(0, 4)).toEqual(['Email *', 'Password *', 'Full name *', 'Country *']);
    const countries = [...screen.getByLabelText(/^Country/).querySelectorAll('option')].map((option) => option.textContent);
    expect(countries).toEqual(['Choose your country', 'Portugal', 'United Kingdom']);
    expect(screen.getByLabelText(/Email me news/)).toBeTruthy();
  });

  it('shows the spec’s and the realm’s messages once the viewer leaves a field', async () => {
    openSignUpPage();
    await screen.findByRole('heading', { name: 'Create your account' });
    type(/^Email( \*)?$/, 'nia@example');
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
    leave(/^Email( \*)?$/);
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    type(/^Password/, 'abc');
    leave(/^Password/);
    expect(screen.getByText('Your password must be 6 to 24 characters long.')).toBeTruthy();
    type(/^Full name/, '4 Nia');
    leave(/^Full name/);
    expect(screen.getByText('Please enter your name as letters, spaces, hyphens and apostrophes.')).toBeTruthy();
  });

  it('sends nothing while a field is wrong, and says what is missing', async () => {
    const { environment } = openSignUpPage();
    await screen.findByRole('heading', { name: 'Create your account' });
    submit();
    expect(screen.getByText('Please enter your email address.')).toBeTruthy();
    expect(screen.getByText('Please enter your full name.')).toBeTruthy();
    expect(screen.getByText('Please choose your country.')).toBeTruthy();
    expect(screen.getByText('Please agree to this to create your account.')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('asks the viewer to check their inbox, with the development mailbox where there is no mail server', async () => {
    const { environment, onSignedIn } = openSignUpPage();
    await screen.findByRole('heading', { name: 'Create your account' });
    fillInValidForm();
    submit();
    const variables = await platformAnswers(environment, {
      lacksConfirmation: true,
      email: 'nia@example.test',
      developmentMailboxUrl: '/dev/mailbox?to=nia%40example.test',
    });
    expect(variables).toEqual({
      input: {
        email: 'nia@example.test',
        password: 'fight-night-42',
        fields: [
          { fieldName: 'fullName', value: 'Nia Okafor' },
          { fieldName: 'country', value: 'GB' },
        ],
        consents: [
          { fieldName: 'termsAndConditions', agreed: true },
          { fieldName: 'emailMarketing', agreed: false },
        ],
        tokenDelivery: 'COOKIE',
        captcha: null,
        continuePath: null,
      },
    });
    expect(screen.getByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(screen.getByText('nia@example.test')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'development mailbox' }).getAttribute('href')).toBe('/dev/mailbox?to=nia%40example.test');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('signs the viewer in at once where the realm needs no confirmation', async () => {
    const { environment, onSignedIn } = openSignUpPage();
    await screen.findByRole('heading', { name: 'Create your account' });
    fillInValidForm();
    submit();
    await platformAnswers(environment, {});
    expect(onSignedIn).toHaveBeenCalledOnce();
  });

  it('offers the realm’s plans, and sends the chosen one on to checkout after signing up', async () => {
    const { environment, onSignedIn } = openSignUpPage({ ...ringsideForm, ...plans });
    await screen.findByRole('heading', { name: 'Create your account' });
    // The subscriptions, after a free account (chosen until the viewer picks a plan); no pay-per-view here.
    const choices = screen.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent);
    expect(choices).toHaveLength(3);
    expect(choices[0]).toContain('Free account');
    expect(choices[1]).toContain('€9.99 / month');
    expect(choices[2]).toContain('€99.99 / year');
    expect((screen.getAllByRole('radio')[0] as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: /Premium Yearly/ }));
    fillInValidForm();
    submit();
    expect(environment.mock.getMostRecentOperation().request.variables.input.continuePath).toBe('/purchase?licence=2');
    await platformAnswers(environment, {});
    expect(onSignedIn).toHaveBeenCalledWith('/purchase?licence=2');
  });

  it('sends no continue path for a free account', async () => {
    const { environment, onSignedIn } = openSignUpPage({ ...ringsideForm, ...plans });
    await screen.findByRole('heading', { name: 'Create your account' });
    fillInValidForm();
    submit();
    expect(environment.mock.getMostRecentOperation().request.variables.input.continuePath).toBeNull();
    await platformAnswers(environment, {});
    expect(onSignedIn).toHaveBeenCalledWith(null);
  });

  it('goes back where the viewer came from (a gift to redeem) with a free account, and to checkout with a plan', async () => {
    const { environment, onSignedIn } = openSignUpPage({ ...ringsideForm, ...plans }, '/gifts/redeem?code=ABCD');
    await screen.findByRole('heading', { name: 'Create your account' });
    fillInValidForm();
    submit();
    expect(environment.mock.getMostRecentOperation().request.variables.input.continuePath).toBe('/gifts/redeem?code=ABCD');
    await platformAnswers(environment, {});
    expect(onSignedIn).toHaveBeenCalledWith('/gifts/redeem?code=ABCD');
  });

  it('says how long to wait when too many sign-ups came from the viewer’s address, never that the platform is down', async () => {
    const { environment } = openSignUpPage();
    await screen.findByRole('heading', { name: 'Create your account' });
    fillInValidForm();
    submit();
    await act(async () => {
      environment.mock.rejectMostRecentOperation(
        new GraphQLCodedError('RATE_LIMITED', [{ message: 'Too many requests.', path: ['signUp'], extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 1750 } }]),
      );
    });
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please try again in 30 minutes.');
  });

  it('puts the platform’s verdicts on their fields, and forgets one as soon as the field changes', async () => {
    const { environment } = openSignUpPage();
    await screen.findByRole('heading', { name: 'Create your account' });
    fillInValidForm();
    submit();
    await platformAnswers(environment, {
      userErrors: [
        { messageKey: 'confirmedUserAlreadyExists', field: 'email', message: 'taken' },
        { messageKey: 'passwordIsTooCommon', field: 'password', message: 'common' },
      ],
    });
    expect(screen.getByText('An account with this email already exists. Sign in instead.')).toBeTruthy();
    expect(screen.getByText('This password is too common. Please choose another.')).toBeTruthy();
    type(/^Email( \*)?$/, 'nia2@example.test');
    expect(screen.queryByText('An account with this email already exists. Sign in instead.')).toBeNull();
  });
});
