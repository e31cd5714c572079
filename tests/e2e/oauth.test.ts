// A third-party app on its own origin lets a viewer sign in with their
// Ringside account: OAuth 2 authorisation code with PKCE (S256), the way a
// public single-page app does it. The app makes its verifier in the browser,
// sends the viewer to the realm's /authorize page, gets the code back at its
// callback and exchanges it, cross-origin, at the realm's /oauth/token.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePlatformInChromium } from '../support/e2eHooks.ts';

const stage = usePlatformInChromium();

/** The third-party app: two static pages whose scripts do the OAuth client's work. */
function thirdPartyApp(platformOrigin: string, clientId: string): Server {
  const page = (title: string, script: string) => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head>
<body><h1>Scores Companion</h1><p id="status">…</p><button id="connect" hidden>Sign in with Ringside</button>
<script type="module">${script}</script></body></html>`;
  const start = `
    const base64url = (bytes) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
    const button = document.getElementById('connect');
    button.hidden = false;
    document.getElementById('status').textContent = 'Not connected';
    button.addEventListener('click', async () => {
      const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
      const state = base64url(crypto.getRandomValues(new Uint8Array(16)));
      sessionStorage.setItem('pkce', JSON.stringify({ verifier, state }));
      const challenge = base64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
      const url = new URL('/authorize', ${JSON.stringify(platformOrigin)});
      url.search = new URLSearchParams({ response_type: 'code', client_id: ${JSON.stringify(clientId)},
        redirect_uri: location.origin + '/callback', state, code_challenge: challenge, code_challenge_method: 'S256' });
      location.assign(url);
    });`;
  const callback = `
    const status = document.getElementById('status');
    const params = new URLSearchParams(location.search);
    const saved = JSON.parse(sessionStorage.getItem('pkce') ?? '{}');
    if (!params.get('code') || params.get('state') !== saved.state) {
      status.textContent = 'Refused: the state does not match';
    } else {
      const response = await fetch(new URL('/oauth/token', ${JSON.stringify(platformOrigin)}), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'authorization_code', code: params.get('code'), code_verifier: saved.verifier,
          client_id: ${JSON.stringify(clientId)}, redirect_uri: location.origin + '/callback' }),
      });
      const body = await response.json();
      if (!response.ok) {
        status.textContent = 'Failed: ' + body.error;
      } else {
        const claims = JSON.parse(atob(body.access_token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
        status.textContent = 'Connected to ' + body.realm + ' as ' + claims.rol + ' (' + body.token_type + ', ' + body.expires_in + ' s)';
        status.dataset.accessToken = body.access_token;
      }
    }`;
  return createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://app');
    const html = pathname === '/callback' ? page('Scores Companion – connecting', callback) : page('Scores Companion', start);
    res.writeHead(pathname === '/' || pathname === '/callback' ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
}

describe('a third-party app signs a viewer in with OAuth and PKCE', () => {
  let app: Server;
  let appOrigin: string;
  const clientId = 'scores-companion';

  beforeAll(async () => {
    app = thirdPartyApp(`http://localhost:${stage.platform.port}`, clientId);
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    appOrigin = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;

    // The realm's admin registers the app with its one callback (the platform's admin API).
    const contract = { 'x-api-key': 'ringside-demo-key', realm: 'ringside', 'x-app': 'admin-console', 'x-app-version': '1', 'x-device-id': 'admin-laptop', 'accept-language': 'en', 'content-type': 'application/json' };
    const login = await fetch(`${stage.platform.upstreamUrl}/api/v2/login`, {
      method: 'POST',
      headers: contract,
      body: JSON.stringify({ id: 'admin@ringside.test', secret: 'ringside-admin' }),
    });
    const { authorisationToken } = (await login.json()) as { authorisationToken: string };
    const registered = await fetch(`${stage.platform.upstreamUrl}/api/v4/admin/oauth-clients`, {
      method: 'POST',
      headers: { ...contract, authorization: `Bearer ${authorisationToken}` },
      body: JSON.stringify({ clientId, name: 'Scores Companion', redirectUris: [`${appOrigin}/callback`] }),
    });
    expect(registered.status).toBe(201);
  });
  afterAll(() => new Promise<void>((resolve) => app?.close(() => resolve())));

  it('sends the viewer to the realm to sign in, and gets working tokens back at its own origin', async () => {
    const page = await stage.browser.newPage();
    await page.goto(`${appOrigin}/`);
    await page.getByRole('button', { name: 'Sign in with Ringside' }).click();

    // On the realm's authorize page: it says which app is asking.
    await page.waitForURL((url) => url.pathname === '/authorize');
    await expect.poll(() => page.getByText('Scores Companion').first().isVisible()).toBe(true);
    // The page came from the server; its form works once the app has taken it over
    // (before that, a click would submit it as a plain HTML form).
    await page.locator('html[data-app="started"]').waitFor({ state: 'attached' });
    await page.getByLabel('Email').fill('fan@ringside.test');
    await page.getByLabel('Password', { exact: false }).first().fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe('The email or password is not correct.');

    await page.getByLabel('Password', { exact: false }).first().fill('ringside-fan');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    // Back at the app, which exchanged the code with its verifier, cross-origin.
    await page.waitForURL((url) => url.origin === appOrigin && url.pathname === '/callback');
    const status = page.locator('#status');
    await expect.poll(() => status.textContent()).toBe('Connected to ringside as CUSTOMER (Bearer, 900 s)');
    expect(new URL(page.url()).searchParams.get('code')).toBeTruthy();

    // The app's tokens are a real session of the viewer.
    const accessToken = await status.getAttribute('data-access-token');
    const viewer = await fetch(new URL('/graphql', stage.platform.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', 'x-ringside-realm': 'ringside', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ query: '{ viewer { role } }' }),
    });
    expect(((await viewer.json()) as { data: { viewer: { role: string } } }).data.viewer.role).toBe('CUSTOMER');

    // Reloading the callback replays the code: refused, and that session is ended.
    await page.reload();
    await expect.poll(() => status.textContent()).toBe('Failed: invalid_grant');
    await page.close();
  });

  it('never offers a sign-in for a redirect URI the app has not registered', async () => {
    const page = await stage.browser.newPage();
    const url = new URL(`http://localhost:${stage.platform.port}/authorize`);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: 'https://attacker.example/steal',
      state: 's',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    }).toString();
    await page.goto(url.toString());
    await expect.poll(() => page.getByRole('heading', { name: 'This sign-in link cannot be used' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Password').count()).toBe(0);
    await page.close();
  });
});
