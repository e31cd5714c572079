import { act, fireEvent, screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { GraphQLCodedError } from '../../system/graphQLErrors.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import type { LoginAppTestQuery } from './__generated__/LoginAppTestQuery.graphql.ts';
import { LoginApp } from './LoginApp.tsx';

function TestLoginPage({ message, onSignedIn }: { message: string | null; onSignedIn: (profileCount: number) => void }) {
  const data = useLazyLoadQuery<LoginAppTestQuery>(
    graphql`
      query LoginAppTestQuery @relay_test_operation {
        realm {
          ...LoginApp_realm
        }
      }
    `,
    {},
  );
  return <LoginApp realm={data.realm} message={message} onSignedIn={onSignedIn} />;
}

function openLoginPage({
  guestsAllowed = true,
  allowSelfRegistration = true,
  message = null,
}: { guestsAllowed?: boolean; allowSelfRegistration?: boolean; message?: string | null } = {}) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    operation.request.node.params.operationKind === 'query'
      ? MockPayloadGenerator.generate(operation, {
          Realm: () => ({
            title: 'Ringside',
            fullName: 'Ringside Fight Network',
            logoUrl: '/images/realm/ringside/logo.svg',
            settings: { guestsAllowed, allowSelfRegistration },
          }),
        })
      : null,
  );
  const onSignedIn = vi.fn();
  renderWithProviders(<TestLoginPage message={message} onSignedIn={onSignedIn} />, { environment, pathname: '/login' });
  return { environment, onSignedIn };
}

const emailField = () => screen.getByLabelText(/^Email/);
const passwordField = () => screen.getByLabelText(/^Password/);
const type = (field: HTMLElement, value: string) => fireEvent.input(field, { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

type Environment = ReturnType<typeof createMockEnvironment>;

/** Answers the sign-in the form sent with the given payload. */
async function platformAnswers(environment: Environment, signIn: object) {
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe('useSignInMutation');
  await act(async () => {
    environment.mock.resolve(operation, {
      data: {
        signIn: { viewer: { id: 'viewer', role: 'UNAUTHENTICATED', profiles: [] }, userErrors: [], captchaChallenge: null, ...signIn },
      },
    });
  });
  return operation.request.variables;
}

describe('the sign-in page', () => {
  it('tells a visitor of a guests-allowed realm they can watch as a guest, and offers sign-up', async () => {
    openLoginPage();
    expect(await screen.findByText(/You can watch Ringside Fight Network as a guest/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/login/request-password');
  });

  it('tells a visitor of a members-only realm that content needs an account, with no sign-up where there is none', async () => {
    openLoginPage({ guestsAllowed: false, allowSelfRegistration: false });
    expect(await screen.findByText(/Ringside Fight Network is available to members only/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
  });

  it('says why the viewer is here after their session expired, and ignores made-up messages', async () => {
    openLoginPage({ message: 'sessionExpired' });
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeTruthy();
  });

  it('ignores a message it does not know', async () => {
    openLoginPage({ message: 'Your account is locked, call 555-0100' });
    await screen.findByRole('heading', { name: 'Sign in to watch' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText(/555-0100/)).toBeNull();
  });

  it('refuses to send empty fields: "Email and password cannot be empty"', async () => {
    const { environment } = openLoginPage();
    await screen.findByRole('heading', { name: 'Sign in to watch' });
    submit();
    expect(screen.getByText('Email and password cannot be empty.')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('shows a malformed email once the viewer leaves the field', async () => {
    openLoginPage();
    await screen.findByRole('heading', { name: 'Sign in to watch' });
    type(emailField(), 'fan@ringside');
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
    fireEvent.blur(emailField());
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
  });

  it('signs in with the email and password, showing the spinner until the app moves on', async () => {
    const { environment, onSignedIn } = openLoginPage();
    await screen.findByRole('heading', { name: 'Sign in to watch' });
    type(emailField(), ' fan@ringside.test ');
    type(passwordField(), 'ringside-fan');
    submit();
    expect(screen.getByRole('button', { name: 'Signing in…' }).hasAttribute('disabled')).toBe(true);
    const variables = await platformAnswers(environment, {
      viewer: { id: 'viewer', role: 'CUSTOMER', profiles: [{ id: 'P1' }, { id: 'P2' }] },
    });
    expect(variables).toEqual({
      input: { email: 'fan@ringside.test', password: 'ringside-fan', tokenDelivery: 'COOKIE', captcha: null },
    });
    // Two profiles: the app will ask who is watching.
    expect(onSignedIn).toHaveBeenCalledExactlyOnceWith(2);
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeTruthy();
  });

  it('shows the spec’s loginError words for a wrong password and empties the password', async () => {
    const { environment, onSignedIn } = openLoginPage();
    await screen.findByRole('heading', { name: 'Sign in to watch' });
    type(emailField(), 'fan@ringside.test');
    type(passwordField(), 'wrong-one');
    submit();
    await platformAnswers(environment, { userErrors: [{ messageKey: 'loginError', field: null, message: '…' }] });
    expect(screen.getByRole('alert').textContent).toBe('The email or password is not correct.');
    expect((passwordField() as HTMLInputElement).value).toBe('');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says how long to wait when a flood limit refuses the sign-in, never that the platform is down', async () => {
    const { environment } = openLoginPage();
    await screen.findByRole('heading', { name: 'Sign in to watch' });
    type(emailField(), 'fan@ringside.test');
    type(passwordField(), 'ringside-fan');
    submit();
    await act(async () => {
      environment.mock.rejectMostRecentOperation(
        new GraphQLCodedError('RATE_LIMITED', [{ message: 'Too many requests.', path: ['signIn'], extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 42 } }]),
      );
    });
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please try again in 42 seconds.');
  });

  it('words an error key it does not know as the generic error', async () => {
    const { environment } = openLoginPage();
    await screen.findByRole('heading', { name: 'Sign in to watch' });
    type(emailField(), 'fan@ringside.test');
    type(passwordField(), 'whatever');
    submit();
    await platformAnswers(environment, { userErrors: [{ messageKey: 'somethingNew', field: null, message: '…' }] });
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
  });

  it('asks the captcha question after repeated failures and sends the answer with the next try', async () => {
    const { environment, onSignedIn } = openLoginPage();
    await screen.findByRole('heading', { name: 'Sign in to watch' });
    type(emailField(), 'fan@ringside.test');
    type(passwordField(), 'ringside-fan');
    submit();
    await platformAnswers(environment, {
      userErrors: [{ messageKey: 'captchaRequired', field: 'captcha', message: '…' }],
      captchaChallenge: { id: 'challenge-1', prompt: 'What is 3 + 4?', provider: 'test' },
    });
    const answerField = screen.getByLabelText(/^What is 3 \+ 4\?/);
    expect(screen.getByText('To keep your account safe, please answer this question.')).toBeTruthy();

    // Without an answer nothing is sent.
    const sent = environment.mock.getAllOperations().length;
    submit();
    expect(environment.mock.getAllOperations()).toHaveLength(sent);
    expect(screen.getByText('Please answer the question to show you are not a robot.')).toBeTruthy();

    type(answerField, ' 8 ');
    submit();
    const wrong = await platformAnswers(environment, {
      userErrors: [{ messageKey: 'reCaptchaAssessmentFailed', field: 'captcha', message: '…' }],
      captchaChallenge: { id: 'challenge-2', prompt: 'What is 2 + 2?', provider: 'test' },
    });
    expect(wrong).toMatchObject({ input: { captcha: { challengeId: 'challenge-1', answer: '8' } } });
    expect(screen.getByText('We could not verify that you are not a robot. Please try again.')).toBeTruthy();

    type(screen.getByLabelText(/^What is 2 \+ 2\?/), '4');
    submit();
    const right = await platformAnswers(environment, { viewer: { id: 'viewer', role: 'CUSTOMER', profiles: [{ id: 'P1' }] } });
    expect(right).toMatchObject({ input: { captcha: { challengeId: 'challenge-2', answer: '4' } } });
    expect(onSignedIn).toHaveBeenCalledOnce();
  });

  it('tells a blocked viewer to wait', async () => {
    const { environment } = openLoginPage();
    await screen.findByRole('heading', { name: 'Sign in to watch' });
    type(emailField(), 'fan@ringside.test');
    type(passwordField(), 'guess');
    submit();
    await platformAnswers(environment, { userErrors: [{ messageKey: 'tooManyAttempts', field: null, message: '…' }] });
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please wait a few minutes and try again.');
  });

  it('says something went wrong when the gateway cannot be reached', async () => {
    const { environment } = openLoginPage();
    await screen.findByRole('heading', { name: 'Sign in to watch' });
    type(emailField(), 'fan@ringside.test');
    type(passwordField(), 'ringside-fan');
    submit();
    await act(async () => {
      environment.mock.rejectMostRecentOperation(new Error('Failed to fetch'));
    });
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
    expect(screen.getByRole('button', { name: 'Sign in' }).hasAttribute('disabled')).toBe(false);
  });
});
