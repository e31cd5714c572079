// Acme Sports' newsroom (English only), about the demo's matches and races
// (seed/acmeRealm.ts). Hours are before the server's start, like its events.
import { en } from '../seed/demoTypes.ts';
import { paragraph, picture, quote, video, type DemoArticle } from './demoArticle.ts';

export const acmeNews: DemoArticle[] = [
  {
    id: 101, realmId: 2, slug: 'adeyemi-hat-trick-turns-the-derby', sport: 'Football', author: 'Priya Raman', hoursAgo: 20,
    headline: en('Adeyemi’s second-half hat-trick turns the derby for Riverside'),
    lead: en('Northbridge led at the break, then Tomi Adeyemi scored three times in nineteen minutes to give Riverside FC a 3–1 win.'),
    body: [
      paragraph(en('For forty-five minutes Northbridge United were the better side at Riverside Park. They pressed high, won the midfield and went in at half-time a goal up after a header from a corner.')),
      paragraph(en('The change came from the bench. Riverside’s manager moved Adeyemi from the left wing to centre forward, and within four minutes of the restart he had equalised with a low shot across the goalkeeper.')),
      video(101),
      paragraph(en('The second came from the press the home side are known for, the ball won back in the Northbridge half and finished first time. The third, curled in from the edge of the area, completed the hat-trick with twenty minutes left.')),
      quote(en('At half-time the gaffer just said: play closer to the goal. So I did.'), 'Tomi Adeyemi'),
      picture(1, en('A striker celebrating in front of a stand'), en('Adeyemi celebrates his third goal in front of the home end.')),
    ],
    related: [['VIDEO', 117], ['PLAYLIST', 101]],
  },
  {
    id: 102, realmId: 2, slug: 'comets-and-giants-meet-again', sport: 'Basketball', author: 'Marcus Bell', hoursAgo: 8,
    headline: en('Comets and Giants meet again, a season after the shot that decided Game 7'),
    lead: en('The Bay Area Comets host the Lakeside Giants in a rematch of last season’s one-point Game 7. Here is what has changed.'),
    body: [
      paragraph(en('Few regular-season games carry this much history. Last season’s Game 7 was decided by a fadeaway at the buzzer, and both rosters still include most of the players who were on the floor for it.')),
      video(104),
      paragraph(en('The Giants added size over the summer and lead the league in rebounds. The Comets have leaned even further into pace: no team takes more shots in the first seven seconds of the shot clock.')),
      paragraph(en('Watch the matchup at point guard. Jordan Ellis is the league’s leading scorer, and the Giants have handed the job of slowing him down to a rookie.')),
    ],
    related: [['LIVE_EVENT', 102], ['PLAYLIST', 102]],
  },
  {
    id: 103, realmId: 2, slug: 'harbour-open-final-lindqvist-vs-sorokina', sport: 'Tennis', author: 'Hannah Clarke', hoursAgo: 5,
    headline: en('Harbour Open final: Lindqvist and Sorokina meet for the title'),
    lead: en('A four-hour semi-final against Ortega was not enough to stop Lindqvist. Now she faces the tournament’s most consistent server on centre court.'),
    body: [
      paragraph(en('Lindqvist came through the longest match of the tournament to reach the final, saving two match points in the deciding set against Ortega before taking the tie-break.')),
      video(107),
      paragraph(en('Sorokina has had a very different week. She has not dropped a set and has been broken only twice in five matches, thanks to a kick serve that has pulled opponents wide all week.')),
      paragraph(en('Their head-to-head stands at three wins each. The final follows the men’s doubles on centre court.')),
    ],
    related: [['LIVE_EVENT', 103], ['VIDEO', 108]],
  },
  {
    id: 104, realmId: 2, slug: 'grand-prix-of-the-coast-qualifying-what-to-watch', sport: 'Motorsport', author: 'Luca Moretti', hoursAgo: 30,
    headline: en('Grand Prix of the Coast: what to watch in qualifying at Valverde'),
    lead: en('The fastest sector on the calendar, a forecast of rain and a title fight that could turn on one lap.'),
    body: [
      paragraph(en('Valverde rewards commitment like no other circuit. Last year’s pole lap, a 1:21.406, was won and lost in the high-speed esses of the second sector, where the cars run flat out for eleven seconds.')),
      video(111),
      paragraph(en('Rain is forecast for the afternoon. A wet session would shuffle the grid and give the midfield a chance, as it did last year, when a safety car and a last-lap overtake into the hairpin decided the race.')),
      paragraph(en('Qualifying is live on Acme Sports, with onboard cameras from the top five.')),
    ],
    related: [['LIVE_EVENT', 104], ['VIDEO', 110]],
  },
];
