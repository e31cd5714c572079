import { screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import type { SignInPlaceholderTestQuery } from './__generated__/SignInPlaceholderTestQuery.graphql.ts';
import { SignInPlaceholder } from './SignInPlaceholder.tsx';

function TestPlaceholder() {
  const data = useLazyLoadQuery<SignInPlaceholderTestQuery>(
    graphql`
      query SignInPlaceholderTestQuery @relay_test_operation {
        realm {
          ...SignInPlaceholder_realm
        }
      }
    `,
    {},
  );
  return <SignInPlaceholder realm={data.realm} />;
}

function showPlaceholder(guestsAllowed: boolean) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Realm: () => ({
        title: 'Ringside',
        fullName: 'Ringside Fight Network',
        logoUrl: '/images/realm/ringside/logo.svg',
        settings: { guestsAllowed, allowSelfRegistration: false },
      }),
    }),
  );
  renderWithProviders(<TestPlaceholder />, { environment });
}

describe('the sign-in panel', () => {
  it('tells a visitor of a members-only realm that content needs an account', async () => {
    showPlaceholder(false);
    expect(await screen.findByText(/Ringside Fight Network is available to members only/)).toBeTruthy();
  });

  it('does not claim members only on a realm guests may watch', async () => {
    showPlaceholder(true);
    expect(await screen.findByText(/You can watch Ringside Fight Network as a guest/)).toBeTruthy();
    expect(screen.queryByText(/members only/)).toBeNull();
  });
});
