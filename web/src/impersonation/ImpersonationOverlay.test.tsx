import { act, fireEvent, screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders.tsx';
import type { ImpersonationOverlayTestQuery } from './__generated__/ImpersonationOverlayTestQuery.graphql.ts';
import { ImpersonationOverlay } from './ImpersonationOverlay.tsx';

function TestOverlay({ onEnded }: { onEnded: () => void }) {
  const data = useLazyLoadQuery<ImpersonationOverlayTestQuery>(
    graphql`
      query ImpersonationOverlayTestQuery @relay_test_operation {
        viewer {
          ...ImpersonationOverlay_viewer
        }
      }
    `,
    {},
  );
  return <ImpersonationOverlay viewer={data.viewer} onEnded={onEnded} />;
}

function renderOverlay(impersonation: Record<string, string> | null) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, { Viewer: () => ({ impersonation }) }),
  );
  const onEnded = vi.fn();
  renderWithProviders(<TestOverlay onEnded={onEnded} />, { environment });
  return { environment, onEnded };
}

describe('the impersonation overlay', () => {
  it('says whose account the admin is in, on what and where, and ends it by signing out', async () => {
    const { environment, onEnded } = renderOverlay({ exid: 'RS-0A1B2C3D4E', device: 'tv · Android', location: 'PT' });
    const overlay = screen.getByRole('status', { name: 'Impersonation' });
    expect(overlay.textContent).toContain('Impersonating');
    expect(screen.getByTestId('impersonation-exid').textContent).toBe('RS-0A1B2C3D4E');
    expect(overlay.textContent).toContain('tv · Android');
    expect(overlay.textContent).toContain('PT');
    // Why checkout and the sign-in settings will refuse (issue 25).
    expect(overlay.textContent).toContain('You are viewing as this customer: payments and sign-in details can only be changed by the customer.');

    fireEvent.click(screen.getByRole('button', { name: 'End impersonation' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.operation.name).toBe('useEndImpersonationMutation');
    await act(async () => {
      environment.mock.resolve(operation, { data: { signOut: { viewer: { id: 'v', role: 'UNAUTHENTICATED' } } } });
    });
    expect(onEnded).toHaveBeenCalledOnce();
  });

  it('shows nothing for everyone else', () => {
    renderOverlay(null);
    expect(screen.queryByRole('status', { name: 'Impersonation' })).toBeNull();
  });
});
