import { act, fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import type { AccountAppSubscriptionsTestQuery } from './__generated__/AccountAppSubscriptionsTestQuery.graphql.ts';
import type { AccountAppPaymentDetailsTestQuery } from './__generated__/AccountAppPaymentDetailsTestQuery.graphql.ts';
import type { AccountAppTestQuery } from './__generated__/AccountAppTestQuery.graphql.ts';
import { AccountApp } from './AccountApp.tsx';
import type { AccountSection } from './accountSection.ts';

function TestAccount({ section }: { section: AccountSection }) {
  const data = useLazyLoadQuery<AccountAppTestQuery>(
    graphql`
      query AccountAppTestQuery @relay_test_operation {
        realm {
          ...AccountApp_realm
        }
        viewer {
          account {
            ...AccountApp_account
          }
        }
      }
    `,
    {},
  );
  return <AccountApp section={section} account={data.viewer.account!} realm={data.realm} />;
}

/** The route asks for the cards and payments only on their tab (accountRoutes.tsx), as this query does. */
function TestPaymentDetails() {
  const data = useLazyLoadQuery<AccountAppPaymentDetailsTestQuery>(
    graphql`
      query AccountAppPaymentDetailsTestQuery @relay_test_operation {
        realm {
          ...AccountApp_realm
        }
        viewer {
          account {
            ...AccountApp_account @arguments(paymentDetails: true)
          }
        }
      }
    `,
    {},
  );
  return <AccountApp section="paymentdetails" account={data.viewer.account!} realm={data.realm} />;
}

/** The subscriptions tab, with what the route asks for it alone (accountRoutes.tsx). */
function TestSubscriptionsTab() {
  const data = useLazyLoadQuery<AccountAppSubscriptionsTestQuery>(
    graphql`
      query AccountAppSubscriptionsTestQuery @relay_test_operation {
        realm {
          ...AccountApp_realm @arguments(subscriptions: true)
        }
        viewer {
          account {
            ...AccountApp_account @arguments(subscriptions: true)
          }
        }
      }
    `,
    {},
  );
  return <AccountApp section="subscriptions" account={data.viewer.account!} realm={data.realm} />;
}

const accountId = 'QWNjb3VudDo0Mg==';

function openAccount(section: AccountSection) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Realm: () => ({ defaultLanguage: 'en', languages: [{ code: 'en', name: 'English' }, { code: 'pt', name: 'Português' }] }),
      Account: () => ({
        id: accountId,
        email: 'sam@example.com',
        details: {
          contactEmail: 'sam@example.com', fullName: 'Sam Rivera', preferredName: 'Sam', birthDate: '1990-04-12',
          taxNumber: '123.456.789-09', phoneNumber: null, gender: null,
        },
        sessions: [
          { id: 'c2Vzc2lvbjox', device: 'Chrome on Linux', signedInAt: '2026-11-20T10:00:00Z', lastActiveAt: '2026-11-22T09:00:00Z', isCurrent: true },
          { id: 'c2Vzc2lvbjoy', device: 'Smart TV', signedInAt: '2026-11-01T10:00:00Z', lastActiveAt: '2026-11-21T20:00:00Z', isCurrent: false },
        ],
        preferences: { subTitleLanguage: null, audioLanguage: null, autoAdvance: true, videoBackgroundAutoPlay: true },
      }),
    }),
  );
  renderWithProviders(
    <Suspense fallback={null}>
      <TestAccount section={section} />
    </Suspense>,
    { environment, pathname: '/account' },
  );
  return environment;
}

async function answer(environment: ReturnType<typeof createMockEnvironment>, data: (operation: OperationDescriptor) => object) {
  const operation = environment.mock.getMostRecentOperation();
  await act(async () => environment.mock.resolve(operation, { data: data(operation) as never }));
  return operation;
}

describe('the account page', () => {
  it('offers its sections as links, the current one marked', () => {
    openAccount('accountsecurity');
    const tabs = within(screen.getByRole('navigation', { name: 'Account sections' })).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-current')])).toEqual([
      ['Account details', null],
      ['Subscriptions', null],
      ['Payment details', null],
      ['Security', 'page'],
      ['Preferences', null],
    ]);
  });

  it('shows the stored details, an error once a bad phone number is left, and the platform’s answer beside its field', async () => {
    const environment = openAccount('accountdetails');
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Sam Rivera');
    const phone = screen.getByLabelText('Phone number');
    fireEvent.input(phone, { target: { value: 'call me' } });
    expect(screen.queryByText('Please enter a phone number with its country code, digits only.')).toBeNull();
    fireEvent.blur(phone);
    expect(screen.getByText('Please enter a phone number with its country code, digits only.')).toBeTruthy();

    fireEvent.input(phone, { target: { value: '+55 11 98765 4321' } });
    fireEvent.input(screen.getByLabelText('Tax number'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    const save = await answer(environment, () => ({
      updateAccountDetails: { account: null, userErrors: [{ messageKey: 'taxNumberIsInvalid', field: 'taxNumber' }] },
    }));
    expect(save.request.variables.input).toMatchObject({ phoneNumber: '+5511987654321', taxNumber: '1', fullName: 'Sam Rivera' });
    expect(screen.getByText('Please enter your tax number as 000.000.000-00.')).toBeTruthy();
  });

  it('lists the signed-in devices with this one marked, and signs the TV out', async () => {
    const environment = openAccount('accountsecurity');
    const rows = screen.getAllByTestId('signed-in-session');
    expect(rows.map((row) => row.querySelector('.rs-account__session-device')?.textContent)).toEqual(['Chrome on LinuxThis device', 'Smart TV']);
    expect(within(rows[0]!).queryByRole('button')).toBeNull();

    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Sign out Smart TV' }));
    const signOut = await answer(environment, (operation) =>
      MockPayloadGenerator.generate(operation, {
        SignOutSessionsPayload: () => ({ signedOutSessions: 1, userErrors: [] }),
        Account: () => ({
          id: accountId,
          sessions: [{ id: 'c2Vzc2lvbjox', device: 'Chrome on Linux', signedInAt: '2026-11-20T10:00:00Z', lastActiveAt: '2026-11-22T09:00:00Z', isCurrent: true }],
        }),
      }).data as object,
    );
    expect(signOut.request.variables.input).toEqual({ id: 'c2Vzc2lvbjoy' });
    expect(screen.getAllByTestId('signed-in-session')).toHaveLength(1);
    expect(screen.getByText('You are not signed in anywhere else.')).toBeTruthy();
  });

  it('checks the new password by §5 rules before asking the platform', () => {
    const environment = openAccount('accountsecurity');
    fireEvent.input(screen.getAllByLabelText(/Current password/)[1]!, { target: { value: 'old-pass' } });
    fireEvent.input(screen.getByLabelText(/New password/), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Your password must be 6 to 24 characters long.')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('says what the platform answered: a wrong current password beside its field, the captcha above the button', async () => {
    const environment = openAccount('accountsecurity');
    fireEvent.input(screen.getAllByLabelText(/Current password/)[1]!, { target: { value: 'guessed-pass' } });
    fireEvent.input(screen.getByLabelText(/New password/), { target: { value: 'fight-night-42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await answer(environment, (operation) =>
      MockPayloadGenerator.generate(operation, {
        ChangePasswordPayload: () => ({
          signedOutSessions: 0,
          userErrors: [
            { field: 'currentPassword', messageKey: 'currentPasswordIsWrong', message: 'The current password is not correct' },
            { field: 'captcha', messageKey: 'captchaRequired', message: 'Answer the question' },
          ],
          captchaChallenge: { id: 'challenge-1', prompt: 'What is 3 + 4?' },
        }),
      }).data as object,
    );
    expect(screen.getByText('Your current password is not correct.')).toBeTruthy();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Please answer the question to show you are not a robot.');
    expect(screen.getByLabelText(/What is 3 \+ 4\?/)).toBeTruthy();
  });

  it('says why, while an admin impersonates the customer, the password stays and the other devices stay signed in', async () => {
    const readOnly = 'You are viewing as this customer: payments and sign-in details can only be changed by the customer.';
    const refused = { messageKey: 'IMPERSONATION_READ_ONLY', field: null, message: 'Only the customer' };
    const environment = openAccount('accountsecurity');
    fireEvent.input(screen.getAllByLabelText(/Current password/)[1]!, { target: { value: 'guessed-pass' } });
    fireEvent.input(screen.getByLabelText(/New password/), { target: { value: 'fight-night-42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await answer(environment, (operation) =>
      MockPayloadGenerator.generate(operation, {
        ChangePasswordPayload: () => ({ account: null, signedOutSessions: 0, userErrors: [refused], captchaChallenge: null }),
      }).data as object,
    );
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(readOnly);

    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    await answer(environment, (operation) =>
      MockPayloadGenerator.generate(operation, {
        SignOutSessionsPayload: () => ({ signedOutSessions: 0, userErrors: [refused] }),
      }).data as object,
    );
    expect(screen.queryByText('You have been signed out everywhere else.')).toBeNull();
    // The password form's alert, and now the toast's.
    expect(screen.getAllByRole('alert').filter((alert) => alert.textContent === readOnly)).toHaveLength(2);
  });

  it('offers the realm’s languages and saves the preferences', async () => {
    const environment = openAccount('preferences');
    const subtitles = screen.getByLabelText('Subtitles') as HTMLSelectElement;
    expect([...subtitles.options].map((option) => option.textContent)).toEqual(['Off', 'English', 'Português']);
    fireEvent.change(subtitles, { target: { value: 'pt' } });
    fireEvent.click(screen.getByLabelText(/Play the next video automatically/));
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    const save = await answer(environment, (operation) => MockPayloadGenerator.generate(operation).data as object);
    expect(save.request.variables.input).toEqual({ subTitleLanguage: 'pt', audioLanguage: 'en', autoAdvance: false, videoBackgroundAutoPlay: true });
  });

  it('shows the saved cards and the payment history on the payment details tab', () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver((operation) =>
      MockPayloadGenerator.generate(operation, {
        Account: () => ({ id: accountId }),
        PaymentCardConnection: () => ({ edges: [], pageInfo: { hasNextPage: false, endCursor: null } }),
        PaymentHistoryConnection: () => ({ edges: [], pageInfo: { hasNextPage: false, endCursor: null } }),
      }),
    );
    renderWithProviders(
      <Suspense fallback={null}>
        <TestPaymentDetails />
      </Suspense>,
      { environment, pathname: '/account' },
    );
    const current = within(screen.getByRole('navigation', { name: 'Account sections' })).getByRole('link', { current: 'page' });
    expect(current.textContent).toBe('Payment details');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Saved cards', 'Payment history']);
    expect(screen.getByText('No saved cards')).toBeTruthy();
    expect(screen.getByText('No payments yet')).toBeTruthy();
  });

  it('shows the subscriptions on their tab, and a way to a plan when there is none', () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver((operation) =>
      MockPayloadGenerator.generate(operation, {
        Realm: () => ({ defaultLanguage: 'en', languages: [{ code: 'en', name: 'English' }], licences: [] }),
        Account: () => ({ id: accountId, subscriptions: [] }),
      }),
    );
    renderWithProviders(
      <Suspense fallback={null}>
        <TestSubscriptionsTab />
      </Suspense>,
      { environment, pathname: '/account' },
    );
    const current = within(screen.getByRole('navigation', { name: 'Account sections' })).getByRole('link', { current: 'page' });
    expect(current.textContent).toBe('Subscriptions');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Subscriptions');
    expect(screen.getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe('/purchase');
  });
});
