import { describe, expect, it } from 'vitest';
import { isoDuration, liveEventHead, metaDescription, newsArticleHead, videoHead } from './contentHead.ts';
import { siteAddress } from './siteAddress.ts';

const onCanonicalDomain = siteAddress('ringside.tv', 'http://localhost:4000', '');
const underRealmPath = siteAddress(null, 'http://localhost:4000', '/realm/acme');

describe('a video page’s head', () => {
  const video = {
    title: 'Main event: full fight',
    description: 'Costa and Herrera go five rounds.',
    previewImage: { url: '/images/video/7.png?w=1200', width: 1200, height: 675 },
    releasedAt: '2026-03-01T20:00:00.000Z',
    duration: 1505,
    isEpisode: false,
  };

  it('shows the video’s still at its size in link previews and describes it as a VideoObject', () => {
    const head = videoHead(video, '/video/7', onCanonicalDomain);

    expect(head.type).toBe('video.other');
    // Previews get the platform's preview picture, with its size, at the site's address.
    expect(head.image).toEqual({ url: 'https://ringside.tv/images/video/7.png?w=1200', width: 1200, height: 675, alt: 'Main event: full fight' });
    expect(head.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        name: 'Main event: full fight',
        description: 'Costa and Herrera go five rounds.',
        thumbnailUrl: ['https://ringside.tv/images/video/7.png?w=1200'],
        uploadDate: '2026-03-01T20:00:00.000Z',
        duration: 'PT25M5S',
        url: 'https://ringside.tv/video/7',
      },
    ]);
  });

  it('names a realm reached by its path under that path, and its pictures at the host', () => {
    const head = videoHead({ ...video, isEpisode: true }, '/video/7', underRealmPath);

    expect(head.type).toBe('video.episode');
    expect(head.image?.url).toBe('http://localhost:4000/images/video/7.png?w=1200');
    expect(head.jsonLd?.[0]).toMatchObject({ url: 'http://localhost:4000/realm/acme/video/7' });
  });

  it('keeps its description without an address to name anything absolute by', () => {
    expect(videoHead(video, '/video/7', null)).toEqual({ description: 'Costa and Herrera go five rounds.', type: 'video.other' });
  });
});

describe('a live event page’s head', () => {
  it('is a broadcast with its start and end, of the sports event at its venue', () => {
    const head = liveEventHead(
      {
        title: 'Fight Night Rio',
        description: 'Live from Rio.',
        previewImage: { url: '/images/event/3.png?w=1200', width: 1200, height: 675 },
        startsAt: '2026-12-01T22:00:00.000Z',
        endsAt: '2026-12-02T01:00:00.000Z',
        venue: 'Maracanãzinho',
      },
      '/live/3',
      onCanonicalDomain,
    );

    expect(head.jsonLd?.[0]).toMatchObject({
      '@type': 'VideoObject',
      name: 'Fight Night Rio',
      url: 'https://ringside.tv/live/3',
      publication: {
        '@type': 'BroadcastEvent',
        isLiveBroadcast: true,
        startDate: '2026-12-01T22:00:00.000Z',
        endDate: '2026-12-02T01:00:00.000Z',
        broadcastOfEvent: { '@type': 'SportsEvent', location: { '@type': 'Place', name: 'Maracanãzinho' } },
      },
    });
  });
});

describe('a news article’s head', () => {
  it('is an article with its headline, dates, picture, author and the realm as publisher', () => {
    const head = newsArticleHead(
      {
        headline: 'Costa outworks Herrera in Rio',
        lead: 'Five rounds of pressure.',
        author: 'Ana Lima',
        imageUrl: '/images/news/4.svg',
        previewImage: { url: '/images/news/4.png?w=1200', width: 1200, height: 675 },
        publishedAt: '2026-11-20T10:00:00.000Z',
        updatedAt: '2026-11-20T12:00:00.000Z',
        language: 'en',
      },
      '/news/costa-outworks-herrera',
      onCanonicalDomain,
      { name: 'Ringside Fight Network', logoUrl: '/images/realm/ringside/logo.svg' },
    );

    expect(head.type).toBe('article');
    expect(head.jsonLd?.[0]).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Costa outworks Herrera in Rio',
      datePublished: '2026-11-20T10:00:00.000Z',
      dateModified: '2026-11-20T12:00:00.000Z',
      image: ['https://ringside.tv/images/news/4.png?w=1200'],
      author: [{ '@type': 'Person', name: 'Ana Lima' }],
      publisher: { name: 'Ringside Fight Network', logo: { url: 'https://ringside.tv/images/realm/ringside/logo.svg' } },
      mainEntityOfPage: 'https://ringside.tv/news/costa-outworks-herrera',
    });
    expect(head.image).toEqual({ url: 'https://ringside.tv/images/news/4.png?w=1200', width: 1200, height: 675, alt: 'Costa outworks Herrera in Rio' });
  });

  it('names a hero image the platform did not draw as it is', () => {
    const head = newsArticleHead(
      {
        headline: 'Weigh-in results',
        lead: 'Both on weight.',
        author: 'Ana Lima',
        imageUrl: 'https://cdn.example.com/weigh-in.jpg',
        previewImage: null,
        publishedAt: '2026-11-20T10:00:00.000Z',
        updatedAt: '2026-11-20T10:00:00.000Z',
        language: 'en',
      },
      '/news/weigh-in',
      onCanonicalDomain,
      { name: 'Ringside Fight Network', logoUrl: null },
    );
    expect(head.image?.url).toBe('https://cdn.example.com/weigh-in.jpg');
  });
});

describe('the texts of a head', () => {
  it('write lengths as ISO 8601 durations', () => {
    expect(isoDuration(0)).toBe('PT0S');
    expect(isoDuration(60)).toBe('PT1M');
    expect(isoDuration(3600 + 125)).toBe('PT1H2M5S');
  });

  it('cut a long description at a word, on one line', () => {
    const long = `${'A long and winding story of a fight. '.repeat(10)}`;
    const description = metaDescription(`  ${long}\n`)!;
    expect(description.length).toBeLessThanOrEqual(201);
    expect(description.endsWith('…')).toBe(true);
    expect(description).not.toMatch(/\s{2}|\n/);
    expect(metaDescription('   ')).toBeNull();
  });
});
