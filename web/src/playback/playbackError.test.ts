import { describe, expect, it } from 'vitest';
import { isSearchEngineCrawler, playbackErrorDialog, playbackFailureOf } from './playbackError.ts';

describe('the playback error dialog (spec §8)', () => {
  it.each([
    [{ code: 'UNAUTHENTICATED' }, 'authenticationError', 'refreshPageNoAuthCode', 'REFRESH'],
    [{ code: 'FORBIDDEN', reason: 'CONCURRENT_STREAM_LIMIT' }, 'watchingVideoOnAnotherDevice', 'toWatchHereCloseOtherSessions', 'HOME'],
    [{ code: null, reason: 'CONCURRENT_STREAM_LIMIT' }, 'watchingVideoOnAnotherDevice', 'toWatchHereCloseOtherSessions', 'HOME'],
    [{ code: 'FORBIDDEN', reason: 'GEO_BLOCKED' }, 'eventNotAvailableInTerritory', null, 'HOME'],
    [{ code: 'FORBIDDEN', reason: 'NOT_LICENSED' }, 'errorAccessingVideo', 'notLicencedToWatch', 'HOME'],
    [{ code: 'FORBIDDEN', reason: 'GUEST_ACCESS_DENIED' }, 'errorAccessingVideo', 'youreNotAllowedVideoForbidden', 'HOME'],
    [{ code: 'UPSTREAM_UNAVAILABLE' }, 'errorAccessingVideo', 'pleaseTryAgainVideoError', 'HOME'],
  ])('%o shows %s / %s', (failure, titleKey, bodyKey, action) => {
    expect(playbackErrorDialog(failure)).toEqual({ titleKey, bodyKey, action });
  });

  it('knows Google’s crawler, and nobody else, by its user agent', () => {
    expect(isSearchEngineCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isSearchEngineCrawler('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36')).toBe(false);
  });

  it('reads the code and reason of a playback field’s error, and nothing from an error without them', () => {
    expect(playbackFailureOf([{ message: 'x', extensions: { code: 'FORBIDDEN', reason: 'GEO_BLOCKED' } }])).toEqual({
      code: 'FORBIDDEN',
      reason: 'GEO_BLOCKED',
    });
    expect(playbackFailureOf([{ message: 'x' }])).toEqual({ code: null, reason: null });
    expect(playbackFailureOf([])).toEqual({ code: null, reason: null });
  });
});
