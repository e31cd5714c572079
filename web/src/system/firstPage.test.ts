import { describe, expect, it } from 'vitest';
import { GUEST_CHECK_IN_HEADER, guestCheckInOnFirstQuery } from './firstPage.ts';

function recordingFetch() {
  const sent: Headers[] = [];
  const fetch: typeof globalThis.fetch = async (_input, init) => {
    sent.push(new Headers(init?.headers));
    return new Response('{}');
  };
  return { fetch, sent };
}

const request = (variables: object) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
  body: JSON.stringify({ documentId: 'abc', variables }),
});

describe('the guest check-in header', () => {
  it('goes with the first page’s query, which brings the frame, and with nothing after it', async () => {
    const network = recordingFetch();
    const checkIn = guestCheckInOnFirstQuery(network.fetch);
    checkIn.arm();

    await checkIn.fetch('/graphql', request({ name: 'home', withFrame: true }));
    await checkIn.fetch('/graphql', request({ name: 'browse', withFrame: false }));
    await checkIn.fetch('/graphql', request({ name: 'home', withFrame: true }));

    expect(network.sent.map((headers) => headers.get(GUEST_CHECK_IN_HEADER))).toEqual(['auto', null, null]);
    expect(network.sent[0]!.get('x-graphql-yoga-csrf')).toBe('1');
  });

  it('is never sent for a first page that would not check a visitor in (sign-in pages)', async () => {
    const network = recordingFetch();
    const checkIn = guestCheckInOnFirstQuery(network.fetch);

    await checkIn.fetch('/graphql', request({ withFrame: true }));

    expect(network.sent[0]!.get(GUEST_CHECK_IN_HEADER)).toBeNull();
  });

  it('waits for the request that brings the frame when another goes first', async () => {
    const network = recordingFetch();
    const checkIn = guestCheckInOnFirstQuery(network.fetch);
    checkIn.arm();

    await checkIn.fetch('/graphql', request({ id: '7', withFrame: false }));
    await checkIn.fetch('/graphql', request({ id: '7', withFrame: true }));

    expect(network.sent.map((headers) => headers.get(GUEST_CHECK_IN_HEADER))).toEqual([null, 'auto']);
  });
});
