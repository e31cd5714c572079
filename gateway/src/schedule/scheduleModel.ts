import type { Answer } from '../lib/upstream.ts';

type ArrayItem<T> = T extends readonly (infer Item)[] ? Item : never;

/** The EPG grid as the upstream answers it (`GET /api/v2/epg`). */
export type EpgModel = Answer<'/api/v2/epg'>;
export type ChannelModel = ArrayItem<EpgModel['channels']>;
export type ProgrammeModel = ArrayItem<ChannelModel['programmes']>;
