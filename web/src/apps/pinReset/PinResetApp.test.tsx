import { act, fireEvent, screen } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { PinResetApp } from './PinResetApp.tsx';

function fill(label: RegExp, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

describe('the PIN reset page the email links to', () => {
  it('sets the new PIN with the emailed code, then offers the profiles', async () => {
    const environment = createMockEnvironment();
    renderWithProviders(<PinResetApp code="abc123" />, { environment, pathname: '/pin-reset' });
    expect(screen.getByRole('heading', { name: 'Reset the parental control PIN' })).toBeTruthy();

    fill(/^New PIN/, '12a');
    fill(/^Repeat the new PIN/, '1');
    fireEvent.click(screen.getByRole('button', { name: 'Set the new PIN' }));
    expect(screen.getByText('The PIN is 4 digits.')).toBeTruthy();
    expect(screen.getByText('The two PINs are not the same.')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    fill(/^New PIN/, '8642');
    fill(/^Repeat the new PIN/, '8642');
    fireEvent.click(screen.getByRole('button', { name: 'Set the new PIN' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ input: { code: 'abc123', pin: '8642' } });
    await act(async () =>
      environment.mock.resolve(operation, {
        data: { resetParentalPin: { parentalControl: { status: 'RESTRICTED', pinSet: true }, userErrors: [] } },
      }),
    );
    expect(screen.getByRole('status').textContent).toContain('Your new PIN is set.');
    expect(screen.getByRole('link', { name: 'Choose a profile' })).toBeTruthy();
  });

  it('says so when the link has expired or was used', async () => {
    const environment = createMockEnvironment();
    renderWithProviders(<PinResetApp code="spent" />, { environment, pathname: '/pin-reset' });
    fill(/^New PIN/, '8642');
    fill(/^Repeat the new PIN/, '8642');
    fireEvent.click(screen.getByRole('button', { name: 'Set the new PIN' }));
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          resetParentalPin: { parentalControl: null, userErrors: [{ messageKey: 'invalidPinResetCode', field: 'code' }] },
        },
      }),
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'This PIN reset link has expired or was already used. Ask for a new one from the PIN prompt.',
    );
  });

  it('refuses a link without a code', () => {
    renderWithProviders(<PinResetApp code="" />, { environment: createMockEnvironment(), pathname: '/pin-reset' });
    expect(screen.getByRole('alert').textContent).toContain('expired or was already used');
    expect((screen.getByRole('button', { name: 'Set the new PIN' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
