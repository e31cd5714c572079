// The demo's news articles (ringsideNews.ts, acmeNews.ts): an upsert by fixed
// ids, a few statements for all of them. Their dates are rewritten from `now` on
// every start, as the demo's live events are re-anchored (seed/seedDemoData.ts),
// so "Costa won last night" stays next to a Rio card that ended yesterday.
import type { Queryable } from '../db/database.ts';
import { acmeNews } from './acmeNews.ts';
import { storedBody, type DemoArticle } from './demoArticle.ts';
import { ringsideNews } from './ringsideNews.ts';

const HOUR_MS = 3_600_000;

export const demoNews: DemoArticle[] = [...ringsideNews, ...acmeNews];

export async function seedNews(tx: Queryable, now: Date): Promise<void> {
  const rows = demoNews.map((article) => {
    const publishedAt = new Date(now.getTime() - article.hoursAgo * HOUR_MS);
    return {
      id: article.id,
      realm_id: article.realmId,
      slug: article.slug,
      headline: article.headline,
      lead: article.lead,
      body: storedBody(article),
      author_name: article.author,
      sport: article.sport,
      hero_image: `/images/news/${article.id}.svg`,
      published_at: publishedAt.toISOString(),
      updated_at: new Date(publishedAt.getTime() + (article.editedHoursLater ?? 0) * HOUR_MS).toISOString(),
    };
  });
  await tx.query(
    `insert into news_article (id, realm_id, slug, headline, lead, body, author_name, sport, hero_image, published_at, updated_at)
     select id, realm_id, slug, headline, lead, body, author_name, sport, hero_image, published_at, updated_at
       from jsonb_to_recordset($1::jsonb) as x(id int, realm_id int, slug text, headline jsonb, lead jsonb, body jsonb,
            author_name text, sport text, hero_image text, published_at timestamptz, updated_at timestamptz)
     on conflict (id) do update set realm_id = excluded.realm_id, slug = excluded.slug, headline = excluded.headline,
       lead = excluded.lead, body = excluded.body, author_name = excluded.author_name, sport = excluded.sport,
       hero_image = excluded.hero_image, published_at = excluded.published_at, updated_at = excluded.updated_at`,
    [JSON.stringify(rows)],
  );
  const related = demoNews.flatMap((article) =>
    article.related.map(([contentType, contentId], position) => ({ article_id: article.id, position, content_type: contentType, content_id: contentId })),
  );
  await tx.query('delete from news_article_content where article_id = any($1::int[])', [demoNews.map((article) => article.id)]);
  await tx.query(
    `insert into news_article_content (article_id, position, content_type, content_id)
     select article_id, position, content_type, content_id
       from jsonb_to_recordset($1::jsonb) as x(article_id int, position int, content_type text, content_id int)`,
    [JSON.stringify(related)],
  );
}
