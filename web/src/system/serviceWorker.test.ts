import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, serviceWorkerScope } from './serviceWorker.ts';

const register = vi.fn(() => Promise.resolve({}));
const postMessage = vi.fn();

function browserAt(pathname: string, { secure = true, readyState = 'complete' }: { secure?: boolean; readyState?: DocumentReadyState } = {}) {
  window.history.replaceState(null, '', pathname);
  vi.stubGlobal('isSecureContext', secure);
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
  const ready = Promise.resolve({ active: { postMessage } });
  Object.defineProperty(navigator, 'serviceWorker', { value: { register, ready }, configurable: true });
}

beforeEach(() => {
  register.mockClear();
  postMessage.mockClear();
  vi.stubEnv('PROD', true);
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  window.history.replaceState(null, '', '/');
});

describe('the installed app’s service worker', () => {
  it('covers the app of the host’s realm, or of the realm the path names', () => {
    expect(serviceWorkerScope('/video/7')).toBe('/');
    expect(serviceWorkerScope('/realm/acme/video/7')).toBe('/realm/acme/');
    expect(serviceWorkerScope('/realm/dce.ufc')).toBe('/realm/dce.ufc/');
  });

  it('is registered once the page has loaded, for the realm the viewer opened', () => {
    browserAt('/realm/acme/live', { readyState: 'loading' });
    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/realm/acme/' });
  });

  it('is registered at once when the page had loaded already', () => {
    browserAt('/');
    registerServiceWorker();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('is handed the app’s files the page loaded before the worker served it, for the next start offline', async () => {
    browserAt('/realm/acme/live');
    const origin = window.location.origin;
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: `${origin}/assets/messages-Ab12Cd34.js` },
      { name: `${origin}/assets/LiveRoute-Ef56Gh78.js` },
      // Never the viewer's data, nor another origin's files.
      { name: `${origin}/graphql?id=abc` },
      { name: 'https://cdn.example/assets/x-Ab12Cd34.js' },
    ] as PerformanceEntry[]);
    registerServiceWorker();
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalled());
    expect(postMessage).toHaveBeenCalledWith({ type: 'CACHE_URLS', urls: ['/assets/messages-Ab12Cd34.js', '/assets/LiveRoute-Ef56Gh78.js'] });
  });

  it('is not registered on an insecure address, where browsers refuse workers', () => {
    browserAt('/', { secure: false });
    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();
  });

  it('is not registered by a development build, whose modules change under it', () => {
    vi.stubEnv('PROD', false);
    browserAt('/');
    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();
  });
});
