// The demo's sponsor: a fictional sports drink presenting ringside's documentary
// series (so its seasons and episodes) and one classic fight. Its logo is drawn
// by the backend (sponsor/sponsorLogo.ts, served at `/images/sponsor/{id}/logo.svg`).
import type { Queryable } from '../db/database.ts';

const demoSponsors = [
  {
    id: 1,
    realmId: 1,
    name: 'Southpaw Energy',
    linkUrl: 'https://example.com/southpaw-energy',
    displayMode: 'SHOW',
    series: [1],
    videos: [23],
  },
];

export async function seedSponsors(tx: Queryable): Promise<void> {
  for (const sponsor of demoSponsors) {
    await tx.query(
      `insert into sponsor (id, realm_id, name, image_url, link_url, display_mode) values ($1, $2, $3, $4, $5, $6)
       on conflict (id) do update set name = excluded.name, image_url = excluded.image_url,
         link_url = excluded.link_url, display_mode = excluded.display_mode`,
      [sponsor.id, sponsor.realmId, sponsor.name, `/images/sponsor/${sponsor.id}/logo.svg`, sponsor.linkUrl, sponsor.displayMode],
    );
    await tx.query('update series set sponsor_id = $1 where id = any($2::int[])', [sponsor.id, sponsor.series]);
    await tx.query('update video set sponsor_id = $1 where id = any($2::int[])', [sponsor.id, sponsor.videos]);
  }
}
