-- Fighters (spec §2 "Fighter section", §3 fighter list query params): the
-- realm's roster, their records and physical stats, the rankings per weight
-- class, and which fighters appear in which videos and live events.
-- Search (024) reads the names and the content links, so fighter's id,
-- realm_id, first_name, last_name, nickname and content_fighter's columns keep
-- these names. The weight-class ids are the spec's (backend/src/fighter/weightClasses.ts).

-- A name as the roster files and sorts it: lower-cased and accent-folded, so
-- that Ávila sorts and is listed with the a's. A fixed table rather than
-- unaccent(), which is not immutable and so cannot feed a stored column or an
-- index; both cases are listed because lower() leaves non-ASCII letters alone
-- under the C collation.
create function fighter_name_key(name text) returns text
language sql immutable parallel safe as $$
  select translate(lower(name),
                   'àáâãäåāçćčèéêëēęìíîïīłñńòóôõöøōśšùúûüūýÿžźżÀÁÂÃÄÅĀÇĆČÈÉÊËĒĘÌÍÎÏĪŁÑŃÒÓÔÕÖØŌŚŠÙÚÛÜŪÝŸŽŹŻ',
                   'aaaaaaaccceeeeeeiiiiilnnooooooossuuuuuyyzzzaaaaaaaccceeeeeeiiiiilnnooooooossuuuuuyyzzz')
$$;

-- The letter a last name is listed under (spec: lastNameStartLetter); null outside a–z.
create function fighter_name_initial(name text) returns text
language sql immutable parallel safe as $$
  select case when ascii(letter) between ascii('a') and ascii('z') then letter end
    from (select left(fighter_name_key(name), 1) as letter) initial
$$;

create table fighter (
  id integer primary key,
  realm_id integer not null references realm (id) on delete cascade,
  first_name text not null,
  last_name text not null,
  nickname text,
  last_name_initial text generated always as (fighter_name_initial(last_name)) stored,
  -- The sport they compete in, as videos and live events name it (MMA, Boxing, Kickboxing…).
  sport text not null,
  weight_class text not null check (weight_class in (
    'FLYWEIGHT', 'BANTAMWEIGHT', 'FEATHERWEIGHT', 'LIGHTWEIGHT', 'WELTERWEIGHT', 'MIDDLEWEIGHT',
    'LIGHT_HEAVYWEIGHT', 'HEAVYWEIGHT',
    'WOMENS_STRAWWEIGHT', 'WOMENS_FLYWEIGHT', 'WOMENS_BANTAMWEIGHT', 'WOMENS_FEATHERWEIGHT')),
  -- ISO 3166 alpha-2: clients name and flag it in the viewer's language (Intl.DisplayNames).
  country text not null check (country ~ '^[A-Z]{2}$'),
  -- Age follows from it at request time, so it never goes stale.
  birth_date date,
  stance text check (stance in ('ORTHODOX', 'SOUTHPAW', 'SWITCH')),
  -- Record: wins split by method (KO/TKO, submission, decision) must add up to the wins.
  wins integer not null default 0 check (wins >= 0),
  losses integer not null default 0 check (losses >= 0),
  draws integer not null default 0 check (draws >= 0),
  wins_by_knockout integer not null default 0 check (wins_by_knockout >= 0),
  wins_by_submission integer not null default 0 check (wins_by_submission >= 0),
  wins_by_decision integer not null default 0 check (wins_by_decision >= 0),
  check (wins = wins_by_knockout + wins_by_submission + wins_by_decision),
  -- Physical stats in one canonical unit each (the API adds the metric twin): inches, pounds, percent.
  height_inches numeric(4, 1) check (height_inches > 0),
  reach_inches numeric(4, 1) check (reach_inches > 0),
  weight_lbs numeric(5, 1) check (weight_lbs > 0),
  striking_accuracy_percent numeric(4, 1) check (striking_accuracy_percent between 0 and 100),
  -- Null where the sport has no takedowns (boxing, kickboxing).
  takedown_defence_percent numeric(4, 1) check (takedown_defence_percent between 0 and 100),
  -- {"en": …, "pt": …, "es": …}, like every other text the viewer reads.
  bio jsonb not null default '{}'
);

create index fighter_realm_last_name_idx on fighter (realm_id, lower(last_name));
create index fighter_realm_initial_idx on fighter (realm_id, last_name_initial, fighter_name_key(last_name));

-- A fighter tagged on a video or a live event (spec: "fighter videos tagged vod").
create table content_fighter (
  content_type text not null check (content_type in ('VIDEO', 'LIVE_EVENT')),
  content_id integer not null,
  fighter_id integer not null references fighter (id) on delete cascade,
  -- Billing order: the fighter named first ("A vs B") is 0, so pages list them as the title does.
  position smallint not null default 0,
  primary key (content_type, content_id, fighter_id)
);

create index content_fighter_fighter_idx on content_fighter (fighter_id);

-- Rankings per weight class, and the pound-for-pound lists that rank fighters
-- across the classes of a division. Rank 0 is the champion (weight classes
-- only); previous_rank is the fighter's place in the ranking before this one,
-- null when they are new to it, so movement = previous_rank - rank.
create table ranking (
  realm_id integer not null references realm (id) on delete cascade,
  weight_class text not null check (weight_class in (
    'MENS_POUND_FOR_POUND', 'WOMENS_POUND_FOR_POUND',
    'FLYWEIGHT', 'BANTAMWEIGHT', 'FEATHERWEIGHT', 'LIGHTWEIGHT', 'WELTERWEIGHT', 'MIDDLEWEIGHT',
    'LIGHT_HEAVYWEIGHT', 'HEAVYWEIGHT',
    'WOMENS_STRAWWEIGHT', 'WOMENS_FLYWEIGHT', 'WOMENS_BANTAMWEIGHT', 'WOMENS_FEATHERWEIGHT')),
  fighter_id integer not null references fighter (id) on delete cascade,
  rank integer not null check (rank >= 0),
  previous_rank integer check (previous_rank >= 0),
  -- When the ranking that gave this place was published: a list's "updated" date is its latest.
  ranked_at timestamptz not null,
  primary key (realm_id, weight_class, fighter_id),
  -- Deferred: re-ranking a list swaps places row by row within one transaction.
  unique (realm_id, weight_class, rank) deferrable initially deferred,
  check (rank > 0 or weight_class not like '%POUND_FOR_POUND')
);

create index ranking_fighter_idx on ranking (fighter_id);
