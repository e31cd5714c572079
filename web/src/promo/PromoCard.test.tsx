import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders.tsx';
import type { PromoCardTestQuery } from './__generated__/PromoCardTestQuery.graphql.ts';
import { Modal } from '../components/Modal.tsx';
import { PromoCardView } from './PromoCard.tsx';

function TestPromo() {
  const data = useLazyLoadQuery<PromoCardTestQuery>(
    graphql`
      query PromoCardTestQuery @relay_test_operation {
        viewer {
          promoNotification {
            ...PromoCard_promoNotification
          }
        }
      }
    `,
    {},
  );
  return <PromoCardView promo={data.viewer.promoNotification!} />;
}

const championship = {
  internalId: '1',
  title: 'Championship 12: Lima vs Okafor',
  description: 'Live on pay-per-view.',
  cta: 'Watch live',
  imageUrl: '/images/promo/1.svg',
  openInNewTab: false,
  link: { __typename: 'PromoContentLink', type: 'LIVE', contentId: '4' },
};
const shop = {
  ...championship,
  internalId: '2',
  title: 'Fight-week gear',
  cta: 'Visit the shop',
  openInNewTab: true,
  link: { __typename: 'PromoExternalLink', url: 'https://store.example/championship-12' },
};

/** Shows the promo and lets its picture load: the card slides up. */
async function showPromo(promo: typeof championship | typeof shop) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) => MockPayloadGenerator.generate(operation, { PromoNotification: () => promo }));
  renderWithProviders(<TestPromo />, { environment });
  const card = screen.getByRole('complementary', { hidden: true });
  expect(card.className).not.toContain('rs-promo--visible');
  fireEvent.load(card.querySelector('img')!);
  await waitFor(() => expect(card.className).toContain('rs-promo--visible'));
  return { environment, card };
}

const dismissals = (environment: ReturnType<typeof createMockEnvironment>) =>
  environment.mock
    .getAllOperations()
    .filter((operation) => operation.request.node.params.name === 'useDismissPromoNotificationMutation')
    .map((operation) => operation.request.variables['input']);

afterEach(() => document.querySelectorAll('[data-test-modal]').forEach((modal) => modal.remove()));

describe('the promo card', () => {
  it('slides up once its picture is in: picture 410×190, title, description, call to action and a labelled dismiss', async () => {
    const { card } = await showPromo(championship);
    const picture = card.querySelector('img')!;
    expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['410', '190']);
    expect(screen.getByRole('complementary', { name: 'Championship 12: Lima vs Okafor' })).toBe(card);
    expect(screen.getByText('Live on pay-per-view.')).toBeTruthy();
    const cta = screen.getByRole('link', { name: 'Watch live' });
    expect(cta.getAttribute('href')).toBe('/live/4');
    expect(cta.getAttribute('target')).toBeNull();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeTruthy();
  });

  it('records a dismissal and leaves for good', async () => {
    const { environment, card } = await showPromo(championship);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(dismissals(environment)).toEqual([{ promoNotificationId: '1', action: 'DISMISSED' }]);
    expect(card.className).not.toContain('rs-promo--visible');
    await waitFor(() => expect(screen.queryByRole('complementary', { hidden: true })).toBeNull());
  });

  it('opens an outside link in a new tab when the promo says so, recording the click', async () => {
    const { environment } = await showPromo(shop);
    const cta = screen.getByRole('link', { name: 'Visit the shop' });
    expect(cta.getAttribute('href')).toBe('https://store.example/championship-12');
    expect(cta.getAttribute('target')).toBe('_blank');
    expect(cta.getAttribute('rel')).toContain('noopener');
    fireEvent.click(cta);
    expect(dismissals(environment)).toEqual([{ promoNotificationId: '2', action: 'CLICKED' }]);
  });

  it('steps aside while a modal dialog is open, and comes back when it closes', async () => {
    const { card } = await showPromo(championship);
    const dialog = render(<Modal title="Who's watching?" dismissLabel="Close">Profiles</Modal>);
    await waitFor(() => expect(card.className).not.toContain('rs-promo--visible'));
    expect(card.getAttribute('aria-hidden')).toBe('true');
    await act(async () => dialog.unmount());
    await waitFor(() => expect(card.className).toContain('rs-promo--visible'));
  });
});
