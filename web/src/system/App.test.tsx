import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryProtocol } from 'farce';
import type { Environment, OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, type Mock, vi } from 'vitest';
import { createTestI18n } from '../test/renderWithProviders.tsx';
import type { BasePath } from './basePath.ts';
import { App, createAppInstance } from './createApp.tsx';
import { GraphQLCodedError } from './graphQLErrors.ts';
import { mainEventVideo } from '../test/mainEventVideo.ts';

type MockEnvironment = ReturnType<typeof createMockEnvironment>;

function startApp(
  path: string,
  {
    environment = createMockEnvironment(),
    basePath = { basename: '', realmName: null },
    historyProtocol = new MemoryProtocol(path),
    firstLocation,
  }: {
    environment?: MockEnvironment;
    basePath?: BasePath;
    historyProtocol?: MemoryProtocol;
    firstLocation?: { pathname: string; search: string };
  } = {},
) {
  const i18n = createTestI18n();
  const instance = createAppInstance({
    basePath,
    locale: 'en',
    i18n,
    historyProtocol,
    changeLocale: vi.fn(),
    sessionChanged: vi.fn(),
    environment: environment as unknown as Environment,
    firstLocation,
  });
  render(<App instance={instance} i18n={i18n} />);
  return environment;
}

async function operationNamed(environment: MockEnvironment, name: string): Promise<OperationDescriptor> {
  let found: OperationDescriptor | undefined;
  await waitFor(() => {
    found = environment.mock.getAllOperations().find((operation) => operation.request.node.params.name === name);
    expect(found, `a pending ${name}`).toBeDefined();
  });
  return found!;
}

async function resolve(environment: MockEnvironment, operation: OperationDescriptor, resolvers: object) {
  await act(async () => {
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers));
  });
}

const realm = (guestsAllowed: boolean) => ({
  // One id, so every query's realm is the same record.
  id: 'UmVhbG06cmluZ3NpZGU=',
  title: 'Ringside',
  fullName: 'Ringside Fight Network',
  logoUrl: '/images/realm/ringside/logo.svg',
  canonicalDomain: 'ringside.tv',
  // The root is home for everyone (no splash page).
  splashUrl: null,
  // The platform's own not-found page.
  notFoundPage: null,
  settings: {
    guestsAllowed,
    fullGuestAccess: guestsAllowed,
    allowGuestSchedule: guestsAllowed,
    allowSelfRegistration: true,
    pinLoginEnabled: true,
    hasLive: true,
    // Videos play at once and series pages are plain (spec §2 page behaviour).
    interstitials: { playlist: false, series: false, season: false, video: false },
    enhancedMetadataViews: false,
  },
  menu: { layout: 'TOP', items: [] },
  languages: [{ code: 'en', name: 'English' }],
});

describe('a first visit', () => {
  it('gets the realm, the guest check-in and the home page in one request', async () => {
    const environment = startApp('/', { firstLocation: { pathname: '/', search: '' } });

    const [first, ...others] = environment.mock.getAllOperations();
    expect(others).toEqual([]);
    expect(first!.request.node.params.name).toBe('sectionRoutesQuery');
    expect(first!.request.variables).toEqual({ name: 'home', isHome: true, withFrame: true });
    // The gateway checked the visitor in while answering (x-ringside-guest-check-in).
    await resolve(environment, first!, {
      Realm: () => realm(true),
      Viewer: () => ({ role: 'GUEST' }),
      Section: () => ({ name: 'home', title: 'Home' }),
      Bucket: () => ({ title: 'Fight night replays', type: 'VIDEOS' }),
      ContentConnection: () => ({
        edges: [{ cursor: 'c1', node: { __typename: 'Video', internalId: '7', title: 'Main event', duration: 600 } }],
      }),
    });

    await waitFor(() => expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toContain('Fight night replays'));
    expect(screen.getByRole('link', { name: 'Ringside' }).getAttribute('href')).toBe('/');
    expect(environment.mock.getAllOperations().map((operation) => operation.request.node.params.name)).toEqual([]);
  });

  it('falls back to checking in by itself when the first answer has no session for the page', async () => {
    const environment = startApp('/', { firstLocation: { pathname: '/', search: '' } });
    // A gateway that does not check in on the first query: the page needs a session.
    await act(async () => {
      environment.mock.reject(
        await operationNamed(environment, 'sectionRoutesQuery'),
        new GraphQLCodedError('UNAUTHENTICATED', [{ message: 'Check in first', extensions: { code: 'UNAUTHENTICATED' } }]),
      );
    });
    await resolve(environment, await operationNamed(environment, 'AppFrameQuery'), {
      Realm: () => realm(true),
      Viewer: () => ({ role: 'UNAUTHENTICATED', guestCheckInChallenge: null }),
    });
    await resolve(environment, await operationNamed(environment, 'checkInAsGuestMutation'), {
      Viewer: () => ({ role: 'GUEST', isGuest: true }),
      CheckInAsGuestPayload: () => ({ captchaChallenge: null }),
    });
    const home = await operationNamed(environment, 'sectionRoutesQuery');
    expect(home.request.variables).toEqual({ name: 'home', isHome: true, withFrame: false });
    await resolve(environment, home, {
      Section: () => ({ name: 'home', title: 'Home' }),
      Bucket: () => ({ title: 'Fight night replays', type: 'VIDEOS' }),
    });
    expect(await screen.findByRole('heading', { name: 'Fight night replays' })).toBeTruthy();
  });

  it('checks in as a guest by itself where the realm allows guests, then loads the home page', async () => {
    const environment = startApp('/');

    await resolve(environment, await operationNamed(environment, 'AppFrameQuery'), {
      Realm: () => realm(true),
      Viewer: () => ({ role: 'UNAUTHENTICATED', guestCheckInChallenge: null }),
    });
    const checkIn = await operationNamed(environment, 'checkInAsGuestMutation');
    expect(environment.mock.getAllOperations().some((op) => op.request.node.params.name === 'sectionRoutesQuery')).toBe(
      false,
    );
    await resolve(environment, checkIn, {
      Viewer: () => ({ role: 'GUEST', isGuest: true }),
      CheckInAsGuestPayload: () => ({ captchaChallenge: null }),
    });

    const home = await operationNamed(environment, 'sectionRoutesQuery');
    expect(home.request.variables).toEqual({ name: 'home', isHome: true, withFrame: false });
    await resolve(environment, home, {
      Section: () => ({ name: 'home', title: 'Home' }),
      Bucket: () => ({ title: 'Fight night replays', type: 'VIDEOS' }),
      ContentConnection: () => ({
        edges: [{ cursor: 'c1', node: { __typename: 'Video', internalId: '7', title: 'Main event', duration: 600 } }],
      }),
    });

    expect(await screen.findByRole('heading', { name: 'Fight night replays' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Main event/ }).getAttribute('href')).toBe('/video/7');
  });

  it('sends the visitor to sign in, remembering the page, where the realm allows no guests', async () => {
    const historyProtocol = new MemoryProtocol('/realm/acme/video/7?t=30');
    const environment = startApp('/realm/acme/video/7?t=30', {
      historyProtocol,
      basePath: { basename: '/realm/acme', realmName: 'acme' },
    });

    await resolve(environment, await operationNamed(environment, 'AppFrameQuery'), {
      Realm: () => realm(false),
      Viewer: () => ({ role: 'UNAUTHENTICATED', guestCheckInChallenge: null }),
    });

    await waitFor(() => {
      // farce's typings leave init()'s result out; it is the current location.
      const { pathname, search } = historyProtocol.init() as unknown as { pathname: string; search: string };
      expect(`${pathname}${search}`).toBe(`/realm/acme/login?from=${encodeURIComponent('/video/7?t=30')}`);
    });
    const sent = environment.mock.getAllOperations().map((op) => op.request.node.params.name);
    expect(sent).not.toContain('checkInAsGuestMutation');
    expect(sent).not.toContain('videoRoutesQuery');
  });

  it('shows the not-found page for sign-up where the realm does not offer it', async () => {
    const environment = startApp('/signup');
    await resolve(environment, await operationNamed(environment, 'AppFrameQuery'), {
      Realm: () => ({ ...realm(true), settings: { ...realm(true).settings, allowSelfRegistration: false } }),
      Viewer: () => ({ role: 'GUEST' }),
    });

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});

describe('a visitor past their address’s guest check-in allowance (an office, a bar showing a fight)', () => {
  it('answers the platform’s question in the realm’s frame, is checked in and sees the page', async () => {
    const environment = startApp('/');
    await resolve(environment, await operationNamed(environment, 'AppFrameQuery'), {
      Realm: () => realm(true),
      Viewer: () => ({ role: 'UNAUTHENTICATED', guestCheckInChallenge: { id: 'question-1', prompt: 'What is 2 + 3?' } }),
    });

    await waitFor(() => expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toContain('Lots of viewers are arriving from your network'));
    // Inside the realm's own frame: its brand links home.
    expect(screen.getByRole('link', { name: 'Ringside' }).getAttribute('href')).toBe('/');
    fireEvent.input(screen.getByLabelText(/What is 2 \+ 3\?/), { target: { value: ' 5 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const checkIn = await operationNamed(environment, 'checkInAsGuestMutation');
    expect(checkIn.request.variables).toEqual({ captcha: { challengeId: 'question-1', answer: '5' } });
    await resolve(environment, checkIn, {
      Viewer: () => ({ role: 'GUEST', isGuest: true, guestCheckInChallenge: null }),
      CheckInAsGuestPayload: () => ({ captchaChallenge: null, userErrors: [] }),
    });
    await resolve(environment, await operationNamed(environment, 'sectionRoutesQuery'), {
      Section: () => ({ name: 'home', title: 'Home' }),
      Bucket: () => ({ title: 'Fight night replays', type: 'VIDEOS' }),
    });
    await waitFor(() => expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toContain('Fight night replays'));
  });

  it('is told how long to wait when a limit refuses the check-in, never that the platform is down', async () => {
    const environment = startApp('/');
    await resolve(environment, await operationNamed(environment, 'AppFrameQuery'), {
      Realm: () => realm(true),
      Viewer: () => ({ role: 'UNAUTHENTICATED', guestCheckInChallenge: null }),
    });
    await act(async () => {
      environment.mock.reject(
        await operationNamed(environment, 'checkInAsGuestMutation'),
        new GraphQLCodedError('RATE_LIMITED', [{ message: 'Too many requests.', path: ['checkInAsGuest'], extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 120 } }]),
      );
    });

    await waitFor(() => expect(document.body.textContent).toContain('Too many attempts. Please try again in 2 minutes.'));
    expect(screen.queryByText(/not available/)).toBeNull();
  });
});

describe('a tab still on a build no gateway serves any more', () => {
  it('is asked to reload for the new version, not told the page failed', async () => {
    const environment = startApp('/browse');
    await resolve(environment, await operationNamed(environment, 'AppFrameQuery'), {
      Realm: () => realm(true),
      Viewer: () => ({ role: 'GUEST' }),
    });
    await act(async () => {
      environment.mock.reject(
        await operationNamed(environment, 'sectionRoutesQuery'),
        new GraphQLCodedError('PERSISTED_QUERY_NOT_FOUND', [{ message: 'No registered operation has this id.', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }]),
      );
    });

    expect((await screen.findByRole('heading', { name: 'A new version of the app is available' })).tagName).toMatch(/^H[1-3]$/);
    expect(screen.getByRole('button', { name: 'Reload' }).className).toContain('rs-button--primary');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});

describe('a guest whose session ended', () => {
  it('is checked in again and sees the page, without a sign-in wall', async () => {
    const environment = startApp('/browse');
    await resolve(environment, await operationNamed(environment, 'AppFrameQuery'), {
      Realm: () => realm(true),
      Viewer: () => ({ role: 'GUEST' }),
    });
    await act(async () => {
      environment.mock.reject(
        await operationNamed(environment, 'sectionRoutesQuery'),
        new GraphQLCodedError('UNAUTHENTICATED', [{ message: 'Check in first', path: ['section'], extensions: { code: 'UNAUTHENTICATED' } }]),
      );
    });

    await resolve(environment, await operationNamed(environment, 'ensureSessionQuery'), {
      Realm: () => realm(true),
      RealmSettings: () => realm(true).settings,
      Viewer: () => ({ role: 'UNAUTHENTICATED', guestCheckInChallenge: null }),
    });
    await resolve(environment, await operationNamed(environment, 'checkInAsGuestMutation'), {
      Viewer: () => ({ role: 'GUEST', isGuest: true }),
      CheckInAsGuestPayload: () => ({ captchaChallenge: null }),
    });
    const browse = await operationNamed(environment, 'sectionRoutesQuery');
    expect(browse.request.variables).toEqual({ name: 'browse', isHome: false, withFrame: false });
    await resolve(environment, browse, {
      Section: () => ({ name: 'browse', title: 'Browse', seoTitle: null }),
      Bucket: () => ({ title: 'All sports', type: 'MIXED' }),
    });

    expect(await screen.findByRole('heading', { name: 'Browse', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sign in to watch' })).toBeNull();
  });
});

describe('a detail page', () => {
  async function openAsGuest(path: string) {
    const environment = startApp(path);
    await resolve(environment, await operationNamed(environment, 'AppFrameQuery'), {
      Realm: () => realm(true),
      Viewer: () => ({ role: 'GUEST' }),
    });
    return environment;
  }

  it('shows the not-found page when the video does not exist', async () => {
    const environment = await openAsGuest('/video/999');
    const query = await operationNamed(environment, 'videoRoutesQuery');
    expect(query.request.variables).toEqual({ id: '999', playlist: null, interstitial: false, withFrame: false });

    await act(async () => {
      environment.mock.reject(
        query,
        new GraphQLCodedError('NOT_FOUND', [{ message: 'No video 999', path: ['video'], extensions: { code: 'NOT_FOUND' } }]),
      );
    });

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('shows the not-found page for an unknown path', async () => {
    await openAsGuest('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('plays a video with its subtitles offered', async () => {
    const environment = await openAsGuest('/video/7');
    await resolve(environment, await operationNamed(environment, 'videoRoutesQuery'), mainEventVideo({ withSubtitles: true }));

    expect(await screen.findByRole('heading', { name: 'Main event: full fight' })).toBeTruthy();
    const video = screen.getByLabelText('Main event: full fight', { selector: 'video' });
    expect(video.querySelectorAll('track[kind="subtitles"]')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Subtitles' }));
    const choices = await screen.findAllByRole('menuitemradio');
    expect(choices.map((choice) => choice.textContent)).toEqual(['Off', 'English', 'Português', 'Español']);
    await waitFor(() => expect(document.title).toBe('Main event: full fight | Ringside'));
  });
});

/**
 * What the store still keeps: relay-test-utils records every `retain` call and
 * every `dispose` of what it returned.
 */
function retainedOperations(environment: MockEnvironment) {
  const retain = environment.retain as unknown as Mock<
    (operation: OperationDescriptor) => { dispose: Mock<() => void> }
  >;
  const retainsOf = (name: string) =>
    retain.mock.calls.flatMap(([operation], index) =>
      operation.request.node.params.name === name ? [retain.mock.results[index]!.value as { dispose: Mock }] : [],
    );
  return {
    everRetained: (name: string) => retainsOf(name).length > 0,
    stillRetained: (name: string) => retainsOf(name).some((retained) => retained.dispose.mock.calls.length === 0),
  };
}

const homeWithOneVideo = {
  Section: () => ({ name: 'home', title: 'Home' }),
  Bucket: () => ({ title: 'Fight night replays', type: 'VIDEOS' }),
  ContentConnection: () => ({
    edges: [{ cursor: 'c1', node: { __typename: 'Video', internalId: '7', title: 'Main event', duration: 600 } }],
  }),
};

const mainEvent = mainEventVideo();

describe('moving from page to page', () => {
  it('lets go of the page left behind once the next one is on screen, not before', async () => {
    const environment = createMockEnvironment();
    const { everRetained, stillRetained } = retainedOperations(environment);
    startApp('/', { environment });
    await resolve(environment, await operationNamed(environment, 'AppFrameQuery'), {
      Realm: () => realm(true),
      Viewer: () => ({ role: 'GUEST' }),
    });
    await resolve(environment, await operationNamed(environment, 'sectionRoutesQuery'), homeWithOneVideo);
    fireEvent.click(await screen.findByRole('link', { name: /Main event/ }));

    // While the video loads, the home page stays on screen with its data.
    const video = await operationNamed(environment, 'videoRoutesQuery');
    expect(screen.getByRole('heading', { name: 'Fight night replays' })).toBeTruthy();
    expect(stillRetained('sectionRoutesQuery')).toBe(true);

    await resolve(environment, video, mainEvent);
    expect(await screen.findByRole('heading', { name: 'Main event: full fight' })).toBeTruthy();
    await waitFor(() => expect(stillRetained('sectionRoutesQuery')).toBe(false));
    expect(everRetained('sectionRoutesQuery')).toBe(true);
    expect(stillRetained('videoRoutesQuery')).toBe(true);
    expect(stillRetained('AppFrameQuery')).toBe(true);
  });
});

describe('the canonical link', () => {
  const canonicalLinks = () =>
    Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')).map((link) => link.href);

  it('names the page on the realm’s canonical domain, once, and follows the viewer', async () => {
    const environment = startApp('/');
    await resolve(environment, await operationNamed(environment, 'AppFrameQuery'), {
      Realm: () => realm(true),
      Viewer: () => ({ role: 'GUEST' }),
    });
    await resolve(environment, await operationNamed(environment, 'sectionRoutesQuery'), homeWithOneVideo);
    await waitFor(() => expect(canonicalLinks()).toEqual(['https://ringside.tv/']));

    fireEvent.click(await screen.findByRole('link', { name: /Main event/ }));
    await resolve(environment, await operationNamed(environment, 'videoRoutesQuery'), mainEvent);
    await waitFor(() => expect(canonicalLinks()).toEqual(['https://ringside.tv/video/7']));
  });

  it('leaves the /realm/{name} base out of the address', async () => {
    const environment = startApp('/realm/acme/video/7', { basePath: { basename: '/realm/acme', realmName: 'acme' } });
    await resolve(environment, await operationNamed(environment, 'AppFrameQuery'), {
      Realm: () => ({ ...realm(true), canonicalDomain: 'acme.example' }),
      Viewer: () => ({ role: 'GUEST' }),
    });
    await resolve(environment, await operationNamed(environment, 'videoRoutesQuery'), mainEvent);
    await waitFor(() => expect(canonicalLinks()).toEqual(['https://acme.example/video/7']));
  });
});

describe('an address that names no realm', () => {
  it('says the service does not exist, with a way to the start page, instead of a connection failure', async () => {
    const environment = startApp('/realm/nonexistent', { basePath: { basename: '/realm/nonexistent', realmName: 'nonexistent' } });
    await act(async () => {
      environment.mock.reject(
        await operationNamed(environment, 'AppFrameQuery'),
        new GraphQLCodedError('REALM_NOT_FOUND', [
          { message: 'Realm not found', path: ['realm'], extensions: { code: 'REALM_NOT_FOUND' } },
        ]),
      );
    });

    expect(await screen.findByRole('heading', { name: "This service doesn't exist" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the start page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('Connection Failed')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Service not found'));
  });
});
