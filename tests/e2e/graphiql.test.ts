// A front-end developer opens GraphiQL on a realm's host and runs the welcome
// query: the answer is that realm's, and the documentation is there — with
// nothing fetched from outside the platform.
import { describe, expect, it } from 'vitest';
import { usePlatformInChromium } from '../support/e2eHooks.ts';

const stage = usePlatformInChromium({ serveWeb: false });

describe('GraphiQL at /graphql', () => {
  it('runs the welcome query against the realm of the host it is opened on, using only same-origin assets', async () => {
    const page = await stage.browser.newPage();
    const foreignRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['http:', 'https:'].includes(url.protocol)) return;
      if (url.port !== String(stage.platform.port)) foreignRequests.push(request.url());
    });

    await page.goto(`http://acme.localhost:${stage.platform.port}/graphql`);
    const answer = page.waitForResponse((response) => response.url().endsWith('/graphql') && response.request().method() === 'POST' && (response.request().postData() ?? '').includes('Welcome'));
    await page.locator('.graphiql-execute-button').click();
    const body = await (await answer).json();

    expect(body.data.realm.title).toBe('Acme Sports');
    expect(body.data.viewer.role).toBe('UNAUTHENTICATED');
    await page.getByText('"Acme Sports"').first().waitFor();
    expect(foreignRequests).toEqual([]);
    await page.close();
  });
});
