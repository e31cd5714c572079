// A sponsor as content JSON carries it: on a series (its seasons and episodes
// show it too) and on a video, whose own sponsor wins over its series'.

export interface SponsorJson {
  name: string;
  imageUrl: string;
  linkUrl: string;
  displayMode: 'SHOW' | 'HIDE';
}

/** SQL: the sponsor with id `sponsorIdSql` as one JSON object (null when none), column `sponsor`. */
export function sponsorColumn(sponsorIdSql: string): string {
  return `(select jsonb_build_object('name', sp.name, 'imageUrl', sp.image_url, 'linkUrl', sp.link_url,
      'displayMode', sp.display_mode) from sponsor sp where sp.id = ${sponsorIdSql}) as sponsor`;
}

/** A video's sponsor (alias `v`): its own, else its series'. */
export const videoSponsorColumn = sponsorColumn(
  'coalesce(v.sponsor_id, (select r.sponsor_id from series r where r.id = v.series_id))',
);

export const sponsorSchema = {
  type: ['object', 'null'],
  description: 'Who presents the title; shown only when displayMode is SHOW. Null when it has no sponsor',
  required: ['name', 'imageUrl', 'linkUrl', 'displayMode'],
  properties: {
    name: { type: 'string' },
    imageUrl: { type: 'string', description: 'The logo; takes `w` (pixels wide) where the backend serves it' },
    linkUrl: { type: 'string', description: "The sponsor's site" },
    displayMode: { type: 'string', enum: ['SHOW', 'HIDE'] },
  },
} as const;

export function sponsorJson(sponsor: SponsorJson | null | undefined): SponsorJson | null {
  return sponsor ?? null;
}
