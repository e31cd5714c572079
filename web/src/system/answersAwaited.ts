/**
 * The app's requests to the gateway that have not been answered yet.
 *
 * A session change (sign-in, sign-out, a profile switch) builds a new app, and
 * the new app's first request sets the new session's cookies. A request the old
 * app sent just before (a page leaving saves the player's position and ends its
 * playback session as it goes) still carries the old session's cookies; if the
 * gateway answers it after the new session began, its Set-Cookie (a renewal, or
 * clearing a session it found revoked) lands on top of the new session's, and
 * the viewer is signed out of the session they just started. So the old app's
 * requests are answered first, for at most `limitMs`: a hanging request must not
 * hold the viewer back.
 */
export function trackAnswersAwaited(baseFetch: typeof globalThis.fetch) {
  const awaited = new Set<Promise<unknown>>();
  const fetch: typeof globalThis.fetch = (input, init) => {
    const answer = baseFetch(input, init);
    // The cookies of an answer are set with its headers: the body can come later.
    const headersIn = answer.then(
      () => undefined,
      () => undefined,
    );
    awaited.add(headersIn);
    void headersIn.then(() => awaited.delete(headersIn));
    return answer;
  };
  const allAnswered = (limitMs: number): Promise<void> =>
    new Promise((resolve) => {
      const timer = setTimeout(resolve, limitMs);
      void Promise.all([...awaited]).then(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  return { fetch, allAnswered };
}
