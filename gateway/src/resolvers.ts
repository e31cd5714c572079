// All resolvers, one module per domain, merged into one map.
import { mergeResolvers } from '@graphql-tools/merge';
import type { Resolvers } from './__generated__/resolvers-types.ts';
import { liveEventResolvers } from './liveEvent/liveEventResolvers.ts';
import { menuResolvers } from './menu/menuResolvers.ts';
import { nodeResolvers } from './node/nodeResolvers.ts';
import { playbackResolvers } from './playback/playbackResolvers.ts';
import { playlistResolvers } from './playlist/playlistResolvers.ts';
import { realmResolvers } from './realm/realmResolvers.ts';
import { sectionResolvers } from './section/sectionResolvers.ts';
import { seriesResolvers } from './series/seriesResolvers.ts';
import { sessionResolvers } from './session/sessionResolvers.ts';
import { videoResolvers } from './video/videoResolvers.ts';
import { viewerResolvers } from './viewer/viewerResolvers.ts';

export const resolvers: Resolvers = mergeResolvers([
  realmResolvers,
  menuResolvers,
  sectionResolvers,
  videoResolvers,
  liveEventResolvers,
  playlistResolvers,
  seriesResolvers,
  playbackResolvers,
  viewerResolvers,
  sessionResolvers,
  nodeResolvers,
]) as Resolvers;
