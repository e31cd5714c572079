import { en, type DemoLiveEvent, type DemoRealmData, type DemoVideo } from './demoTypes.ts';

// Acme Sports: a bright, blue multi-sport broadcaster, English only, members only.

const video = (
  id: number,
  sport: string,
  title: string,
  description: string,
  minutes: number,
  daysAgo: number,
  tags: string[] = [],
): DemoVideo => ({ id, sport, title: en(title), description: en(description), duration: minutes * 60, daysAgo, tags: [sport, ...tags] });

const videos: DemoVideo[] = [
  video(101, 'Football', 'Riverside FC 3–1 Northbridge United: Highlights', 'A second-half hat-trick from Tomi Adeyemi turns the derby on its head at Riverside Park.', 8, 1, ['Highlights']),
  video(102, 'Football', 'Harbour City 0–0 Kingsmoor: Extended Highlights', 'Two red cards, a disallowed goal and a goalkeeper who would not be beaten.', 14, 3, ['Highlights']),
  video(103, 'Football', 'Goal of the Season Nominees', 'Scissor kicks, forty-yard screamers and a solo run from the halfway line. Vote for your favourite.', 11, 6, ['Compilation']),
  video(104, 'Basketball', 'Bay Area Comets vs Lakeside Giants: Game 7 Highlights', 'A one-point thriller decided by a fadeaway at the buzzer.', 10, 2, ['Highlights']),
  video(105, 'Basketball', 'Top 10 Dunks of the Month', 'Posters, put-backs and one reverse windmill that broke the internet.', 6, 5, ['Top 10']),
  video(106, 'Basketball', 'Courtside: A Day with Jordan Ellis', 'From 5 a.m. shooting drills to post-game ice baths with the league’s leading scorer.', 22, 9, ['Feature']),
  video(107, 'Tennis', 'Final Set: Ortega vs Lindqvist', 'The deciding set of a four-hour semi-final, with a tie-break for the ages.', 48, 4, ['Full match']),
  video(108, 'Tennis', 'Shot of the Tournament: Harbour Open', 'Tweeners, net-cord winners and the around-the-post forehand that won it.', 7, 8, ['Compilation']),
  video(109, 'Tennis', 'Coach’s Corner: Building a Kick Serve', 'Former world number eight Elena Sorokina explains the toss, the brush and the finish.', 15, 20, ['Technique']),
  video(110, 'Motorsport', 'Grand Prix of the Coast: Race Highlights', 'Rain, safety cars and a last-lap overtake into the hairpin.', 12, 2, ['Highlights']),
  video(111, 'Motorsport', 'Onboard: Pole Lap at Valverde', 'Ride along for 1:21.406 of commitment through the fastest sector on the calendar.', 3, 7, ['Onboard']),
  video(112, 'Motorsport', 'Pit Lane Secrets: The Two-Second Stop', 'Twenty mechanics, four wheels and months of rehearsal for one perfect stop.', 18, 16, ['Feature']),
  video(113, 'Cycling', 'Stage 14 Highlights: Into the Mountains', 'A breakaway of twelve, a summit finish and a new leader in the yellow jersey.', 13, 3, ['Highlights']),
  video(114, 'Cycling', 'The Climb: Col du Serre in 4K', 'Twenty-one hairpins from the valley floor to the summit, from the saddle.', 25, 25, ['Feature']),
  video(115, 'Athletics', 'City Marathon: Final 5 km', 'A three-way sprint down the boulevard and a new course record.', 20, 10, ['Highlights']),
  video(116, 'Athletics', '100 m Final: Slow Motion Breakdown', 'Reaction times, stride lengths and the dip that decided gold by a hundredth.', 9, 12, ['Analysis']),
  video(117, 'Football', 'Tactics Board: Riverside’s High Press', 'How Riverside win the ball back within six seconds, explained with the tactics cam.', 16, 14, ['Analysis']),
  video(118, 'Basketball', 'Classic Game: The 64-Point Night', 'Relive the night Marcus Reed scored 64 and the arena chanted his name.', 95, 60, ['Classic']),
];

const episode = (id: number, season: number, number: number, title: string, description: string): DemoVideo => ({
  ...video(id, 'Motorsport', `Episode ${number}: ${title}`, description, 42 + number, 90 - id % 100, ['Documentary']),
  seriesId: 101,
  seasonId: season,
  episodeNumber: number,
});

const seriesVideos = [
  episode(119, 101, 1, 'Pre-season', 'New cars, new rules and a team that finished last a year ago.'),
  episode(120, 101, 2, 'Points on the Board', 'The first podium in six years, and the politics that follow.'),
  episode(121, 101, 3, 'Title Fight', 'Three races left, eleven points in it.'),
  episode(122, 102, 1, 'The Rookie', 'A nineteen-year-old replaces the team’s star driver with a week’s notice.'),
  episode(123, 102, 2, 'Under Pressure', 'A crash in practice, a rebuilt car and a drive from the back of the grid.'),
];

const hours = 60;
const days = 24 * hours;
const event = (
  id: number,
  sport: string,
  title: string,
  description: string,
  venue: string,
  startOffsetMinutes: number,
  durationMinutes: number,
): DemoLiveEvent => ({ id, sport, venue, title: en(title), description: en(description), startOffsetMinutes, durationMinutes });

const liveEvents: DemoLiveEvent[] = [
  event(101, 'Football', 'Premier Cup: Riverside FC vs Harbour City', 'Top plays second in the league’s late kick-off.', 'Riverside Park', -30, 6 * hours),
  event(102, 'Basketball', 'Hoops Night: Bay Area Comets vs Lakeside Giants', 'A rematch of last season’s Game 7.', 'Comets Arena', -70, 7 * hours),
  event(103, 'Tennis', 'Harbour Open: Women’s Final', 'Lindqvist and Sorokina meet for the title on centre court.', 'Harbour Tennis Centre', 3 * hours, 4 * hours),
  event(104, 'Motorsport', 'Grand Prix of the Coast: Qualifying', 'One lap, everything on the line, live from the pit wall.', 'Valverde Circuit', 1 * days + 5 * hours, 3 * hours),
  event(105, 'Cycling', 'Tour Stage 15: Queen Stage', 'Four categorised climbs and a summit finish at 2,100 m.', 'Col du Serre', 4 * days, 6 * hours),
  event(106, 'Athletics', 'City Marathon', 'Elite and mass race through the city centre, start to finish.', 'Central Boulevard', -2 * days, 5 * hours),
  event(107, 'Football', 'Derby Day: Northbridge United vs Kingsmoor', 'The oldest rivalry in the league, replayed in full.', 'Northbridge Stadium', -5 * days, 3 * hours),
];

export const acme: DemoRealmData = {
  // The realm's configuration is its realm file, backend/realms/acme.json; this is its demo content.
  realm: { id: 2, name: 'acme' },
  series: [
    {
      id: 101,
      sport: 'Motorsport',
      title: en('The Paddock'),
      description: en('Behind the garage doors of a racing team fighting its way back to the front.'),
      seasons: [
        { id: 101, seasonNumber: 1, title: en('Season 1') },
        { id: 102, seasonNumber: 2, title: en('Season 2') },
      ],
    },
  ],
  videos: [...videos, ...seriesVideos],
  liveEvents,
  playlists: [
    { id: 101, sport: 'Football', title: en('Goals of the Month'), description: en('The best strikes from every league we cover.'), videoIds: [101, 103, 102, 117] },
    { id: 102, sport: 'Basketball', title: en('Buzzer Beaters'), description: en('Games won with zero on the clock.'), videoIds: [104, 105, 118, 106] },
  ],
  sections: [
    {
      id: 101, name: 'home', title: en('Home'), seoTitle: en('Acme Sports — live sport and highlights'),
      // Acme's own documentary series, the title it wants every member to find first.
      hero: ['SERIES', 101],
      buckets: [
        { id: 101, name: 'on-now', type: 'LIVE_EVENTS', liveStatus: 'LIVE', title: en('On now') },
        { id: 102, name: 'latest-highlights', type: 'VIDEOS', title: en('Latest highlights'), items: [101, 104, 110, 113, 102, 115].map((id) => ['VIDEO', id]) },
        { id: 103, name: 'coming-up', type: 'LIVE_EVENTS', liveStatus: 'UPCOMING', title: en('Coming up') },
        { id: 104, name: 'picks', type: 'MIXED', title: en('Editor’s picks'), items: [['SERIES', 101], ['PLAYLIST', 101], ['VIDEO', 106], ['VIDEO', 112], ['PLAYLIST', 102]] },
        { id: 105, name: 'full-replays', type: 'LIVE_EVENTS', liveStatus: 'ENDED', title: en('Full replays') },
      ],
    },
    {
      id: 102, name: 'browse', title: en('Sports'), seoTitle: en('All sports — Acme Sports'),
      buckets: [
        { id: 106, name: 'football', type: 'VIDEOS', title: en('Football'), items: [101, 102, 103, 117].map((id) => ['VIDEO', id]) },
        { id: 107, name: 'basketball', type: 'VIDEOS', title: en('Basketball'), items: [104, 105, 106, 118].map((id) => ['VIDEO', id]) },
        { id: 108, name: 'tennis', type: 'VIDEOS', title: en('Tennis'), items: [107, 108, 109].map((id) => ['VIDEO', id]) },
        { id: 109, name: 'motorsport', type: 'VIDEOS', title: en('Motorsport'), items: [110, 111, 112, 119, 120, 121, 122, 123].map((id) => ['VIDEO', id]) },
        { id: 110, name: 'endurance', type: 'VIDEOS', title: en('Cycling and athletics'), items: [113, 114, 115, 116].map((id) => ['VIDEO', id]) },
        { id: 111, name: 'series', type: 'SERIES', title: en('Series'), items: [['SERIES', 101]] },
      ],
    },
  ],
};
