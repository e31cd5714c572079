import { act, fireEvent, screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { ContentCard } from '../components/ContentCard.tsx';
import { renderWithProviders } from '../test/renderWithProviders.tsx';
import type { LiveNowTestQuery } from './__generated__/LiveNowTestQuery.graphql.ts';
import { LiveNow } from './LiveNow.tsx';

const realmId = 'UmVhbG06MQ==';

/** The bar's counter beside a home rail's card of an upcoming event, as on the home page. */
function TestHome() {
  const data = useLazyLoadQuery<LiveNowTestQuery>(
    graphql`
      query LiveNowTestQuery @relay_test_operation {
        realm {
          ...LiveNow_realm
        }
        liveEvent(internalId: "22") {
          ...ContentCard_content
        }
      }
    `,
    {},
  );
  return (
    <>
      <LiveNow realm={data.realm} title="Live now" iconUrl={null} />
      <ContentCard content={data.liveEvent!} />
    </>
  );
}

type MockEnvironment = ReturnType<typeof createMockEnvironment>;

const event = (id: string, title: string, status: 'UPCOMING' | 'LIVE') => ({
  id: `TGl2ZUV2ZW50OjI${id}`,
  internalId: id,
  title,
  status,
  sport: 'Boxing',
  venue: 'Porto',
  startsAt: '2026-11-21T20:00:00.000Z',
  thumbnailUrl: `/images/events/${id}.jpg`,
});

function openHome({ liveEventCount = 1, hash }: { liveEventCount?: number; hash?: string } = {}) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    operation.request.node.params.name === 'LiveNowTestQuery'
      ? MockPayloadGenerator.generate(operation, {
          Realm: () => ({ id: realmId, liveEventCount }),
          LiveEvent: () => event('22', 'Title Fight Porto', 'UPCOMING'),
        })
      : null,
  );
  const rendered = renderWithProviders(<TestHome />, { environment, pathname: '/', hash });
  return { environment, ...rendered };
}

const liveNowSubscriptions = (environment: MockEnvironment): OperationDescriptor[] =>
  environment.mock.getAllOperations().filter((operation) => operation.request.node.params.name === 'useLiveNowSubscription');

/** One message of the live-now channel: the events on air. */
async function onAir(environment: MockEnvironment, events: ReturnType<typeof event>[]) {
  const [subscription] = liveNowSubscriptions(environment);
  await act(async () => {
    environment.mock.nextValue(
      subscription!,
      MockPayloadGenerator.generate(subscription!, {
        LiveNow: () => ({ count: events.length, events }),
        Realm: () => ({ id: realmId, liveEventCount: events.length }),
      }),
    );
  });
}

const counter = () => screen.getByRole('button', { name: /Live now/ });

describe('the live-now counter', () => {
  it('counts the events on air and follows the live-now channel, without a query', async () => {
    const { environment } = openHome({ liveEventCount: 1 });
    expect(within(counter()).getByText('1')).toBeTruthy();
    expect(counter().textContent).toContain('1 event on air');
    expect(liveNowSubscriptions(environment)).toHaveLength(1);
    expect(counter().getAttribute('aria-busy')).toBe('true');

    await onAir(environment, [event('21', 'Fight Night Lisbon', 'LIVE'), event('22', 'Title Fight Porto', 'LIVE')]);

    expect(within(counter()).getByText('2')).toBeTruthy();
    expect(counter().textContent).toContain('2 events on air');
    expect(counter().getAttribute('aria-busy')).toBe('false');
    expect(environment.mock.getAllOperations().map((operation) => operation.request.node.params.name)).toEqual([
      'useLiveNowSubscription',
    ]);
  });

  it('turns the card of an event that starts to LIVE', async () => {
    const { environment } = openHome();
    const card = screen.getByRole('link', { name: /Title Fight Porto/ });
    expect(card.querySelector('.rs-card__badge')?.textContent).toBe('Upcoming');

    await onAir(environment, [event('22', 'Title Fight Porto', 'LIVE')]);

    expect(card.querySelector('.rs-card__badge')?.textContent).toBe('LIVE');
  });

  it('reads an event that goes off air again, so its card stops saying LIVE', async () => {
    const { environment } = openHome();
    await onAir(environment, [event('22', 'Title Fight Porto', 'LIVE')]);
    const card = screen.getByRole('link', { name: /Title Fight Porto/ });
    expect(card.querySelector('.rs-card__badge')?.textContent).toBe('LIVE');

    await onAir(environment, []);
    const [read] = environment.mock
      .getAllOperations()
      .filter((operation) => operation.request.node.params.name === 'useLiveNowSubscriptionOffAirQuery');
    expect(read!.request.variables).toEqual({ id: 'TGl2ZUV2ZW50OjI22' });
    await act(async () => {
      environment.mock.resolve(read!, {
        data: { node: { __typename: 'LiveEvent', id: 'TGl2ZUV2ZW50OjI22', status: 'ENDED' } },
      });
    });
    expect(card.querySelector('.rs-card__badge')?.textContent).toBe('Ended');
  });

  it('opens the list with #livenow, from the counter', () => {
    const { router } = openHome();
    fireEvent.click(counter());
    expect(router.push).toHaveBeenCalledWith({ pathname: '/', search: undefined, hash: '#livenow' });
  });

  it('stops listening when it goes (sign-out)', () => {
    const { environment, unmount } = openHome();
    const [subscription] = liveNowSubscriptions(environment);
    unmount();
    expect(environment.mock.isLoading(subscription!.request.node, subscription!.request.variables)).toBe(false);
  });
});

describe('the live-now list (#livenow)', () => {
  it('lists the events on air with links to their pages', async () => {
    const { environment } = openHome({ hash: '#livenow' });
    const panel = screen.getByRole('dialog', { name: 'Live now' });
    expect(within(panel).getByText('Looking for events on air…')).toBeTruthy();

    await onAir(environment, [event('21', 'Fight Night Lisbon', 'LIVE')]);
    expect(within(panel).getByRole('link', { name: /Fight Night Lisbon/ }).getAttribute('href')).toBe('/live/21');
    expect(within(panel).getByText('Boxing · Porto')).toBeTruthy();

    await onAir(environment, [event('21', 'Fight Night Lisbon', 'LIVE'), event('22', 'Title Fight Porto', 'LIVE')]);
    expect(within(panel).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/live/21', '/live/22']);
  });

  it('says when nothing is on air', async () => {
    const { environment } = openHome({ hash: '#livenow' });
    await onAir(environment, []);
    expect(screen.getByText('Nothing is on air right now.')).toBeTruthy();
  });

  it('closes with Escape or its button, keeping the page under it', () => {
    const { router } = openHome({ hash: '#livenow' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(router.replace).toHaveBeenCalledWith({ pathname: '/', search: undefined });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(router.replace).toHaveBeenCalledTimes(2);
  });
});
