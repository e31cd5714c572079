// All resolvers, one module per domain, merged into one map.
import { mergeResolvers } from '@graphql-tools/merge';
import { accountResolvers } from './account/accountResolvers.ts';
import { partitionResolvers } from './partition/partitionResolvers.ts';
import { analyticsResolvers } from './analytics/analyticsResolvers.ts';
import { consentResolvers } from './consent/consentResolvers.ts';
import type { Resolvers } from './__generated__/resolvers-types.ts';
import { historyResolvers } from './history/historyResolvers.ts';
import { liveEventResolvers } from './liveEvent/liveEventResolvers.ts';
import { licenceResolvers } from './licence/licenceResolvers.ts';
import { playabilityResolvers } from './entitlement/playabilityResolvers.ts';
import { basketResolvers } from './basket/basketResolvers.ts';
import { paymentResolvers } from './payment/paymentResolvers.ts';
import { customerResolvers } from './customer/customerResolvers.ts';
import { subscriptionResolvers } from './subscription/subscriptionResolvers.ts';
import { giftResolvers } from './gift/giftResolvers.ts';
import { fighterResolvers } from './fighter/fighterResolvers.ts';
import { liveEventSubscriptionResolvers } from './liveEvent/liveEventSubscriptions.ts';
import { impersonationResolvers } from './impersonation/impersonationResolvers.ts';
import { menuResolvers } from './menu/menuResolvers.ts';
import { oauthResolvers } from './oauth/oauthResolvers.ts';
import { newsResolvers } from './news/newsResolvers.ts';
import { nodeResolvers } from './node/nodeResolvers.ts';
import { playbackResolvers } from './playback/playbackResolvers.ts';
import { playbackSessionResolvers } from './playbackSession/playbackSessionResolvers.ts';
import { playlistResolvers } from './playlist/playlistResolvers.ts';
import { preferencesResolvers } from './preferences/preferencesResolvers.ts';
import { profileResolvers } from './profile/profileResolvers.ts';
import { promoResolvers } from './promo/promoResolvers.ts';
import { realmResolvers } from './realm/realmResolvers.ts';
import { scheduleResolvers } from './schedule/scheduleResolvers.ts';
import { searchResolvers } from './search/searchResolvers.ts';
import { sectionResolvers } from './section/sectionResolvers.ts';
import { seriesResolvers } from './series/seriesResolvers.ts';
import { sessionResolvers } from './session/sessionResolvers.ts';
import { signInResolvers } from './session/signInResolvers.ts';
import { signupResolvers } from './signup/signupResolvers.ts';
import { tvLoginResolvers } from './tvLogin/tvLoginResolvers.ts';
import { videoResolvers } from './video/videoResolvers.ts';
import { viewerResolvers } from './viewer/viewerResolvers.ts';
import { watchlistResolvers } from './watchlist/watchlistResolvers.ts';

export const resolvers: Resolvers = mergeResolvers([
  realmResolvers,
  menuResolvers,
  sectionResolvers,
  videoResolvers,
  liveEventResolvers,
  liveEventSubscriptionResolvers,
  scheduleResolvers,
  playlistResolvers,
  seriesResolvers,
  playbackResolvers,
  playbackSessionResolvers,
  viewerResolvers,
  sessionResolvers,
  signInResolvers,
  signupResolvers,
  nodeResolvers,
  oauthResolvers,
  tvLoginResolvers,
  impersonationResolvers,
  accountResolvers,
  partitionResolvers,
  preferencesResolvers,
  consentResolvers,
  profileResolvers,
  watchlistResolvers,
  historyResolvers,
  licenceResolvers,
  playabilityResolvers,
  basketResolvers,
  paymentResolvers,
  customerResolvers,
  subscriptionResolvers,
  giftResolvers,
  fighterResolvers,
  newsResolvers,
  promoResolvers,
  analyticsResolvers,
  searchResolvers,
]) as Resolvers;
