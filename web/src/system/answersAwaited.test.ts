import { describe, expect, it, vi } from 'vitest';
import { trackAnswersAwaited } from './answersAwaited.ts';

function pendingFetch() {
  const answers: ((response: Response) => void)[] = [];
  const fetch = vi.fn(() => new Promise<Response>((resolve) => answers.push(resolve)));
  return { fetch: fetch as unknown as typeof globalThis.fetch, answer: (index: number) => answers[index]!(new Response('{}')) };
}

describe('the requests an app still awaits answers to', () => {
  it('are all answered before a session change goes on', async () => {
    const network = pendingFetch();
    const tracker = trackAnswersAwaited(network.fetch);
    void tracker.fetch('/graphql', { method: 'POST' });
    void tracker.fetch('/graphql', { method: 'POST' });
    let done = false;
    const answered = tracker.allAnswered(60_000).then(() => (done = true));

    network.answer(0);
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(false);
    network.answer(1);
    await answered;
    expect(done).toBe(true);
  });

  it('counts a failed request as answered, and lets a hanging one hold nobody longer than the limit', async () => {
    vi.useFakeTimers();
    try {
      const failing = trackAnswersAwaited(() => Promise.reject(new TypeError('offline')));
      await failing.fetch('/graphql').catch(() => undefined);
      await failing.allAnswered(60_000);

      const hanging = trackAnswersAwaited(() => new Promise<Response>(() => undefined));
      void hanging.fetch('/graphql');
      let done = false;
      const answered = hanging.allAnswered(3000).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(2999);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await answered;
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for nothing when every request was answered', async () => {
    const tracker = trackAnswersAwaited(() => Promise.resolve(new Response('{}')));
    await tracker.fetch('/graphql');
    await expect(tracker.allAnswered(60_000)).resolves.toBeUndefined();
  });
});
