import { act, fireEvent, screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import type { TvLoginAppTestQuery } from './__generated__/TvLoginAppTestQuery.graphql.ts';
import { TvLoginApp } from './TvLoginApp.tsx';

function TestTvLogin() {
  const data = useLazyLoadQuery<TvLoginAppTestQuery>(
    graphql`
      query TvLoginAppTestQuery @relay_test_operation {
        realm {
          ...TvLoginApp_realm
        }
        viewer {
          ...TvLoginApp_viewer
        }
      }
    `,
    {},
  );
  return <TvLoginApp realm={data.realm} viewer={data.viewer} />;
}

function renderPage(role: string) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Realm: () => ({ title: 'Ringside', fullName: 'Ringside Fight Network', logoUrl: '/logo.svg' }),
      Viewer: () => ({ role }),
    }),
  );
  renderWithProviders(<TestTvLogin />, { environment, pathname: '/tv' });
  return environment;
}

describe('the TV sign-in page', () => {
  it('formats the code as typed, connects the TV and says so', async () => {
    const environment = renderPage('CUSTOMER');
    const field = screen.getByLabelText(/Code on your TV/) as HTMLInputElement;
    fireEvent.input(field, { target: { value: 'bcdfghjk' } });
    expect(field.value).toBe('BCDF-GHJK');
    // A ninth letter does not fit: the field keeps the code.
    fireEvent.input(field, { target: { value: 'BCDF-GHJKL' } });
    expect(field.value).toBe('BCDF-GHJK');
    fireEvent.click(screen.getByRole('button', { name: /Connect TV/ }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({ userCode: 'BCDF-GHJK', captcha: null });
    await act(async () => {
      environment.mock.resolve(operation, { data: { approveTvLogin: { userErrors: [], captchaChallenge: null } } });
    });
    expect(screen.getByRole('heading', { name: 'Your TV is signed in' })).toBeTruthy();
  });

  it('says when the code is wrong or expired', async () => {
    const environment = renderPage('ADMIN');
    fireEvent.input(screen.getByLabelText(/Code on your TV/), { target: { value: 'BCDF-GHJK' } });
    fireEvent.click(screen.getByRole('button', { name: /Connect TV/ }));
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: { approveTvLogin: { userErrors: [{ messageKey: 'tvCodeInvalid', field: 'userCode' }], captchaChallenge: null } },
      });
    });
    expect(screen.getByRole('alert').textContent).toBe('This code is not valid or has expired. Check the code on your TV and try again.');
  });

  it('does not send half a code', async () => {
    const environment = renderPage('CUSTOMER');
    fireEvent.input(screen.getByLabelText(/Code on your TV/), { target: { value: 'BCD' } });
    fireEvent.click(screen.getByRole('button', { name: /Connect TV/ }));
    expect(screen.getByText('Enter all 8 letters of the code.')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('asks a guest to sign in first and brings them back', async () => {
    renderPage('GUEST');
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe('/login?from=%2Ftv');
    expect(screen.queryByLabelText(/Code on your TV/)).toBeNull();
  });
});
