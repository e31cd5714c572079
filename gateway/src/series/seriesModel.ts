import type { UpstreamSeason, UpstreamSeries } from '../lib/upstream.ts';

export type SeriesModel = UpstreamSeries & { __typename: 'Series' };
export type SeasonModel = UpstreamSeason & { __typename: 'Season' };

export function toSeriesModel(series: UpstreamSeries): SeriesModel {
  return { ...series, __typename: 'Series' };
}

export function toSeasonModel(season: UpstreamSeason): SeasonModel {
  const { id, seriesId, title, seasonNumber, episodeCount } = season;
  return { id, seriesId, title, seasonNumber, episodeCount, __typename: 'Season' };
}
