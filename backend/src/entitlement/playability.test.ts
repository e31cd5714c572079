import { describe, expect, it } from 'vitest';
import { decidePlayability, type PlayabilityViewer } from './playability.ts';

const subscriber: PlayabilityViewer = {
  mustSignIn: false,
  isGuest: false,
  isAdmin: false,
  overRating: false,
  geoBlocked: false,
  heldLicenceIds: new Set([1]),
  streamsElsewhere: 0,
  concurrentStreamLimit: 2,
};
const guest: PlayabilityViewer = { ...subscriber, isGuest: true, heldLicenceIds: new Set() };
const premium = { licenceIds: [1, 2], upcoming: false };
const free = { licenceIds: [], upcoming: false };
const shop = [2, 1, 3];

describe('whether a title plays', () => {
  it('plays free content for anyone who may watch', () => {
    expect(decidePlayability(guest, free, shop)).toEqual({ playable: true, reason: null, unlockingLicenceIds: [], signInMayUnlock: false });
  });

  it('plays premium content for a holder of one of its licences', () => {
    expect(decidePlayability(subscriber, premium, shop).playable).toBe(true);
  });

  it('locks premium content for a guest, naming the licences on sale in the shop’s order and offering sign-in', () => {
    expect(decidePlayability(guest, premium, shop)).toEqual({
      playable: false,
      reason: 'NOT_LICENSED',
      unlockingLicenceIds: [2, 1],
      signInMayUnlock: true,
    });
  });

  it('locks premium content for a customer without it; signing in again would not help', () => {
    const other = { ...subscriber, heldLicenceIds: new Set([3]) };
    expect(decidePlayability(other, premium, shop)).toMatchObject({ reason: 'NOT_LICENSED', signInMayUnlock: false });
  });

  it('leaves licences off sale out of what would unlock it', () => {
    expect(decidePlayability(guest, { licenceIds: [1, 9], upcoming: false }, shop).unlockingLicenceIds).toEqual([1]);
  });

  it('lets an admin play premium content', () => {
    expect(decidePlayability({ ...guest, isGuest: false, isAdmin: true }, premium, shop).playable).toBe(true);
  });

  it('asks a visitor to sign in before anything else about licences', () => {
    expect(decidePlayability({ ...guest, mustSignIn: true }, premium, shop)).toMatchObject({ reason: 'SIGN_IN_REQUIRED', signInMayUnlock: true });
  });

  it('puts rating before territory, territory before sign-in', () => {
    expect(decidePlayability({ ...guest, mustSignIn: true, geoBlocked: true, overRating: true }, premium, shop).reason).toBe('AGE_RATING');
    expect(decidePlayability({ ...guest, mustSignIn: true, geoBlocked: true }, premium, shop).reason).toBe('GEO_BLOCKED');
  });

  it('tells a buyer to buy an upcoming pay-per-view, and its holder to wait', () => {
    const ppv = { licenceIds: [3], upcoming: true };
    expect(decidePlayability(subscriber, ppv, shop).reason).toBe('NOT_LICENSED');
    expect(decidePlayability({ ...subscriber, heldLicenceIds: new Set([3]) }, ppv, shop).reason).toBe('NOT_STARTED');
  });

  it('counts the account’s other screens last', () => {
    expect(decidePlayability({ ...subscriber, streamsElsewhere: 2 }, premium, shop).reason).toBe('CONCURRENT_STREAMS');
    expect(decidePlayability({ ...subscriber, streamsElsewhere: 1 }, premium, shop).playable).toBe(true);
    expect(decidePlayability({ ...guest, streamsElsewhere: 2 }, premium, shop).reason).toBe('NOT_LICENSED');
  });
});
