// How the demo's news articles are written down (ringsideNews.ts, acmeNews.ts):
// a body is one list of parts, each either a text in every language of the
// article or an embed, and is stored as one list of blocks per language
// (migration 025), so the embeds sit at the same place in every translation.
import type { LocalisedText } from '../i18n/language.ts';
import type { LocalisedBody, StoredBlock } from './newsBody.ts';

type Part = (language: string, articleId: number) => StoredBlock;

export interface DemoArticle {
  id: number;
  realmId: number;
  slug: string;
  sport: string | null;
  author: string;
  /** Published this long before the server's start; negative: scheduled for later. */
  hoursAgo: number;
  /** Edited this long after publication (a correction, quotes added); never edited when left out. */
  editedHoursLater?: number;
  /** Its languages are the ones its headline is written in. */
  headline: LocalisedText;
  lead: LocalisedText;
  body: Part[];
  related: ['VIDEO' | 'LIVE_EVENT' | 'PLAYLIST', number][];
}

const inLanguage = (text: LocalisedText, language: string): string => {
  const value = text[language];
  if (value === undefined) throw new Error(`demo news: a text lacks its "${language}" translation: ${JSON.stringify(text)}`);
  return value;
};

export const paragraph = (text: LocalisedText): Part => (language) => ({ type: 'PARAGRAPH', text: inLanguage(text, language) });

export const heading = (text: LocalisedText): Part => (language) => ({ type: 'HEADING', text: inLanguage(text, language) });

export const quote = (text: LocalisedText, attribution: string): Part => (language) => ({
  type: 'QUOTE',
  text: inLanguage(text, language),
  attribution,
});

/** The article's n-th picture: generated artwork at `/images/news/{id}-{n}.svg` (newsRoutes.ts). */
export const picture = (n: number, alt: LocalisedText, caption: LocalisedText): Part => (language, articleId) => ({
  type: 'IMAGE',
  src: `/images/news/${articleId}-${n}.svg`,
  alt: inLanguage(alt, language),
  caption: inLanguage(caption, language),
});

export const video = (videoId: number): Part => () => ({ type: 'VIDEO', videoId });

export const liveEvent = (liveEventId: number): Part => () => ({ type: 'LIVE_EVENT', liveEventId });

/** The body as stored: one list of blocks per language of the article. */
export function storedBody(article: DemoArticle): LocalisedBody {
  return Object.fromEntries(
    Object.keys(article.headline).map((language) => [language, article.body.map((part) => part(language, article.id))]),
  );
}
