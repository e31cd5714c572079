// The head of a content page: its description, its picture for link previews
// and its schema.org JSON-LD (https://schema.org, and the shapes Google reads:
// VideoObject, a live stream's BroadcastEvent, NewsArticle). Pure functions of
// what the page's fragment read, so the server and the browser build the same.
import type { PageHeadImage, PageHeadTags } from './pageHead.tsx';
import { fileUrl, pageUrl, type SiteAddress } from './siteAddress.ts';

/**
 * The platform's 16:9 stills (`thumbnailUrl`, a news article's `imageUrl`)
 * are drawn 640×360 (backend/src/images/artwork.ts); previews are told the size
 * so they lay the card out before fetching the picture.
 */
export const STILL_SIZE = { width: 640, height: 360 } as const;

/**
 * Link previews (Facebook, X, WhatsApp, Slack) read raster images only, best
 * 1200 wide: titles and news articles name theirs (`previewImage`, a PNG with
 * its size, from the platform). A news article whose hero image the platform
 * did not draw has none: its hero is named as it is.
 */
export interface PreviewImageSource {
  url: string;
  width: number;
  height: number;
}

/** Search results show about 160 characters; a longer text is cut at a word. */
const DESCRIPTION_LENGTH = 200;

export function metaDescription(text: string | null | undefined): string | null {
  const plain = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!plain) return null;
  if (plain.length <= DESCRIPTION_LENGTH) return plain;
  const cut = plain.slice(0, DESCRIPTION_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DESCRIPTION_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/** A length in seconds as ISO 8601 (`PT1H2M5S`), as schema.org's `duration` wants it. */
export function isoDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const parts = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${rest || (!hours && !minutes) ? `${rest}S` : ''}`;
  return `PT${parts}`;
}

function previewImage(address: SiteAddress, image: PreviewImageSource, alt: string): PageHeadImage {
  return { url: fileUrl(address, image.url), width: image.width, height: image.height, alt };
}

export interface VideoHeadSource {
  title: string;
  description: string;
  previewImage: PreviewImageSource;
  releasedAt: string;
  /** Seconds. */
  duration: number;
  /** An episode of a series. */
  isEpisode: boolean;
}

/** A video page: a video.other (or episode) preview and a VideoObject. */
export function videoHead(video: VideoHeadSource, path: string, address: SiteAddress | null): PageHeadTags {
  const description = metaDescription(video.description);
  const type = video.isEpisode ? 'video.episode' : 'video.other';
  if (!address) return { description, type };
  const image = previewImage(address, video.previewImage, video.title);
  return {
    description,
    type,
    image,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        name: video.title,
        description: description ?? video.title,
        thumbnailUrl: [image.url],
        uploadDate: video.releasedAt,
        duration: isoDuration(video.duration),
        url: pageUrl(address, path),
      },
    ],
  };
}

export interface LiveEventHeadSource {
  title: string;
  description: string;
  previewImage: PreviewImageSource;
  startsAt: string;
  endsAt: string;
  venue: string | null | undefined;
}

/**
 * A live event page: the broadcast as a VideoObject whose `publication` is a
 * BroadcastEvent with its start and end (how Google's live badge reads a
 * stream), the broadcast being of the sports event at its venue.
 */
export function liveEventHead(event: LiveEventHeadSource, path: string, address: SiteAddress | null): PageHeadTags {
  const description = metaDescription(event.description);
  if (!address) return { description, type: 'video.other' };
  const image = previewImage(address, event.previewImage, event.title);
  const url = pageUrl(address, path);
  return {
    description,
    type: 'video.other',
    image,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        name: event.title,
        description: description ?? event.title,
        thumbnailUrl: [image.url],
        // Announced when the event was: schema.org has no earlier date to give.
        uploadDate: event.startsAt,
        url,
        publication: {
          '@type': 'BroadcastEvent',
          name: event.title,
          isLiveBroadcast: true,
          startDate: event.startsAt,
          endDate: event.endsAt,
          broadcastOfEvent: {
            '@type': 'SportsEvent',
            name: event.title,
            startDate: event.startsAt,
            endDate: event.endsAt,
            ...(event.venue ? { location: { '@type': 'Place', name: event.venue } } : {}),
          },
        },
      },
    ],
  };
}

export interface NewsArticleHeadSource {
  headline: string;
  lead: string;
  author: string;
  imageUrl: string;
  /** Null for a hero image the platform did not draw: `imageUrl` is named instead. */
  previewImage?: PreviewImageSource | null;
  publishedAt: string;
  updatedAt: string;
  /** The language its texts are in. */
  language: string;
}

/** A news article: an article preview and a NewsArticle. */
export function newsArticleHead(
  article: NewsArticleHeadSource,
  path: string,
  address: SiteAddress | null,
  publisher: { name: string; logoUrl: string | null },
): PageHeadTags {
  const description = metaDescription(article.lead);
  if (!address) return { description, type: 'article' };
  const image = previewImage(address, article.previewImage ?? { url: article.imageUrl, ...STILL_SIZE }, article.headline);
  return {
    description,
    type: 'article',
    image,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: article.headline,
        description: description ?? article.headline,
        image: [image.url],
        datePublished: article.publishedAt,
        dateModified: article.updatedAt,
        inLanguage: article.language,
        author: [{ '@type': 'Person', name: article.author }],
        publisher: {
          '@type': 'Organization',
          name: publisher.name,
          ...(publisher.logoUrl ? { logo: { '@type': 'ImageObject', url: fileUrl(address, publisher.logoUrl) } } : {}),
        },
        mainEntityOfPage: pageUrl(address, path),
      },
    ],
  };
}
