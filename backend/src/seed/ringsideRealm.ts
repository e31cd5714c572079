import type { LocalisedText } from '../i18n/language.ts';
import { t, type DemoLiveEvent, type DemoRealmData, type DemoVideo } from './demoTypes.ts';

// Ringside Fight Network: a dark, red-accented combat sports channel in three languages.

type Sport = 'MMA' | 'Boxing' | 'Kickboxing';
const sportIn: Record<Sport, LocalisedText> = {
  MMA: t('MMA', 'MMA', 'MMA'),
  Boxing: t('boxing', 'boxe', 'boxeo'),
  Kickboxing: t('kickboxing', 'kickboxing', 'kickboxing'),
};

const weightClass = {
  lightweight: t('Lightweight', 'peso-leve', 'peso ligero'),
  welterweight: t('Welterweight', 'peso-meio-médio', 'peso wélter'),
  middleweight: t('Middleweight', 'peso-médio', 'peso mediano'),
  heavyweight: t('Heavyweight', 'peso-pesado', 'peso pesado'),
  featherweight: t('Featherweight', 'peso-pena', 'peso pluma'),
  bantamweight: t("Women's bantamweight", 'peso-galo feminino', 'peso gallo femenino'),
  flyweight: t("Women's flyweight", 'peso-mosca feminino', 'peso mosca femenino'),
  superMiddleweight: t('Super middleweight', 'peso-supermédio', 'peso supermediano'),
};
type WeightClass = keyof typeof weightClass;

interface Fight {
  a: string;
  b: string;
  sport: Sport;
  weight: WeightClass;
  venue: string;
  rounds: number;
}

const fights: Fight[] = [
  { a: 'Diego Navarro', b: 'Marcus Hale', sport: 'MMA', weight: 'lightweight', venue: 'Arena Ciudad de México', rounds: 3 },
  { a: 'Ana Beatriz Lima', b: 'Chloe Martin', sport: 'MMA', weight: 'bantamweight', venue: 'Ginásio do Ibirapuera, São Paulo', rounds: 5 },
  { a: 'Malik Johnson', b: 'Ivan Petrov', sport: 'Boxing', weight: 'heavyweight', venue: 'Copper Box Arena, London', rounds: 12 },
  { a: 'Kenji Watanabe', b: 'Luuk de Vries', sport: 'Kickboxing', weight: 'welterweight', venue: 'Ariake Arena, Tokyo', rounds: 3 },
  { a: 'Rafael Costa', b: 'Tomás Herrera', sport: 'MMA', weight: 'featherweight', venue: 'Arena Carioca, Rio de Janeiro', rounds: 3 },
  { a: 'Valentina Cruz', b: 'Maya Okafor', sport: 'Boxing', weight: 'flyweight', venue: 'Palacio de los Deportes, Madrid', rounds: 10 },
  { a: 'Yusuf Demir', b: 'Sasha Kovalenko', sport: 'Kickboxing', weight: 'heavyweight', venue: 'Ahoy Rotterdam', rounds: 5 },
  { a: "Liam O'Connor", b: 'Jake Morrison', sport: 'Boxing', weight: 'superMiddleweight', venue: '3Arena, Dublin', rounds: 12 },
];

const roundWord = (sport: Sport): LocalisedText =>
  sport === 'Boxing' ? t('rounds', 'assaltos', 'asaltos') : t('rounds', 'rounds', 'asaltos');

function fullFight(id: number, fight: Fight, daysAgo: number): DemoVideo {
  const { a, b, venue, rounds } = fight;
  const w = weightClass[fight.weight];
  const r = roundWord(fight.sport);
  return {
    id,
    sport: fight.sport,
    daysAgo,
    duration: Math.min(rounds, 5) * 300 + 420,
    tags: [fight.sport, 'Full fight', w.en!],
    title: t(`${a} vs ${b}: Full Fight`, `${a} x ${b}: Luta Completa`, `${a} vs ${b}: Pelea Completa`),
    description: t(
      `${w.en} bout at ${venue}, scheduled for ${rounds} ${r.en}. ${a} and ${b} meet in the middle and refuse to take a backward step.`,
      `Luta ${w.pt} em ${venue}, marcada para ${rounds} ${r.pt}. ${a} e ${b} se encontram no centro e nenhum dos dois dá um passo atrás.`,
      `Combate de ${w.es} en ${venue}, pactado a ${rounds} ${r.es}. ${a} y ${b} se citan en el centro y ninguno da un paso atrás.`,
    ),
  };
}

function highlights(id: number, fighter: string, sport: Sport, daysAgo: number): DemoVideo {
  const s = sportIn[sport];
  return {
    id,
    sport,
    daysAgo,
    duration: 420 + (id % 5) * 60,
    tags: [sport, 'Highlights'],
    title: t(`${fighter}: Knockout Highlights`, `${fighter}: Melhores Nocautes`, `${fighter}: Mejores Nocauts`),
    description: t(
      `Every knockdown, every finish: the best of ${fighter}'s ${s.en} career so far, set to the roar of the crowd.`,
      `Todos os knockdowns, todas as finalizações: o melhor da carreira de ${fighter} no ${s.pt}, com o rugido da torcida.`,
      `Cada derribo, cada final: lo mejor de la carrera de ${fighter} en el ${s.es}, con el rugido del público.`,
    ),
  };
}

function filmStudy(id: number, fight: Fight, daysAgo: number): DemoVideo {
  const { a, b } = fight;
  return {
    id,
    sport: fight.sport,
    daysAgo,
    duration: 780 + (id % 4) * 90,
    tags: [fight.sport, 'Analysis'],
    title: t(`Film Study: How ${a} Beat ${b}`, `Análise: Como ${a} Venceu ${b}`, `Análisis: Cómo ${a} Venció a ${b}`),
    description: t(
      `Our analysts break down the footwork, the feints and the finishing sequence frame by frame — and what ${b} could have done differently.`,
      `Nossos analistas destrincham o jogo de pernas, as fintas e a sequência final quadro a quadro — e o que ${b} poderia ter feito de diferente.`,
      `Nuestros analistas desmenuzan el juego de piernas, las fintas y la secuencia final cuadro a cuadro, y lo que ${b} pudo hacer distinto.`,
    ),
  };
}

function weighIns(id: number, card: string, venue: string, sport: Sport, daysAgo: number): DemoVideo {
  return {
    id,
    sport,
    daysAgo,
    duration: 1500,
    tags: [sport, 'Weigh-ins'],
    title: t(`${card}: Ceremonial Weigh-ins`, `${card}: Pesagem Cerimonial`, `${card}: Pesaje Ceremonial`),
    description: t(
      `Face-offs, trash talk and the final numbers on the scale before ${card} at ${venue}.`,
      `Encaradas, provocações e os números finais na balança antes do ${card} em ${venue}.`,
      `Careos, provocaciones y los números finales en la báscula antes de ${card} en ${venue}.`,
    ),
  };
}

const f = (index: number): Fight => fights[index]!;

const videos: DemoVideo[] = [
  ...fights.map((fight, index) => fullFight(index + 1, fight, 2 + index * 5)), // 1–8
  highlights(9, 'Diego Navarro', 'MMA', 3),
  highlights(10, 'Ana Beatriz Lima', 'MMA', 6),
  highlights(11, 'Malik Johnson', 'Boxing', 9),
  highlights(12, 'Kenji Watanabe', 'Kickboxing', 12),
  highlights(13, 'Yusuf Demir', 'Kickboxing', 15),
  highlights(14, "Liam O'Connor", 'Boxing', 18),
  filmStudy(15, f(0), 4),
  filmStudy(16, f(1), 8),
  filmStudy(17, f(3), 13),
  filmStudy(18, f(7), 20),
  weighIns(19, 'Ringside Fight Night 41', 'Arena Ciudad de México', 'MMA', 3),
  weighIns(20, 'Friday Night Fights: Dublin', '3Arena, Dublin', 'Boxing', 21),
  weighIns(21, 'Iron Shin Grand Prix 7', 'Ahoy Rotterdam', 'Kickboxing', 26),
  {
    id: 22, sport: 'MMA', daysAgo: 1, duration: 540, tags: ['MMA', 'News'],
    title: t('The Scorecard: Rankings Shake-up After Fight Night 41', 'Placar: Ranking Muda Após o Fight Night 41', 'La Tarjeta: Sacudida en el Ranking Tras Fight Night 41'),
    description: t(
      'Navarro storms into the top five, Lima calls for a title shot and the lightweight picture gets crowded. Our panel sorts it out.',
      'Navarro invade o top 5, Lima pede uma disputa de cinturão e a divisão dos leves fica congestionada. Nosso painel explica tudo.',
      'Navarro irrumpe en el top 5, Lima pide una pelea por el título y la división ligera se llena. Nuestro panel lo explica todo.',
    ),
  },
  {
    id: 23, sport: 'Boxing', daysAgo: 30, duration: 1260, tags: ['Boxing', 'Classic'],
    title: t('Classic Rewind: The Night Johnson Became Champion', 'Clássico: A Noite em que Johnson Virou Campeão', 'Clásico: La Noche en que Johnson Fue Campeón'),
    description: t(
      'Twelve brutal rounds, two knockdowns and a split-second decision that changed the heavyweight division. Remastered.',
      'Doze assaltos brutais, dois knockdowns e uma decisão que mudou a categoria dos pesados. Remasterizado.',
      'Doce asaltos brutales, dos derribos y una decisión que cambió la división de los pesados. Remasterizado.',
    ),
  },
  {
    id: 24, sport: 'Kickboxing', daysAgo: 40, duration: 960, tags: ['Kickboxing', 'Technique'],
    title: t('Masterclass: The Dutch Low-Kick System', 'Masterclass: O Sistema Holandês de Chutes Baixos', 'Clase Magistral: El Sistema Holandés de Patadas Bajas'),
    description: t(
      'Luuk de Vries walks through the combinations that built a generation of Dutch champions, from the jab to the liver kick.',
      'Luuk de Vries mostra as combinações que formaram uma geração de campeões holandeses, do jab ao chute no fígado.',
      'Luuk de Vries repasa las combinaciones que formaron a una generación de campeones holandeses, del jab a la patada al hígado.',
    ),
  },
];

// "Road to the Belt": a documentary series in two seasons.
const episodes: [LocalisedText, LocalisedText][] = [
  [t('Fight Camp', 'Campo de Treino', 'Campamento'), t(
    'Six weeks out. Navarro leaves Mexico City for the altitude of Toluca and a camp built around one plan.',
    'Faltam seis semanas. Navarro deixa a Cidade do México rumo à altitude de Toluca e a um treino montado em torno de um plano.',
    'Faltan seis semanas. Navarro deja Ciudad de México por la altura de Toluca y un campamento construido en torno a un plan.')],
  [t('Making Weight', 'Batendo o Peso', 'Dando el Peso'), t(
    'The last eight pounds are the hardest. Inside the sauna, the kitchen and the mind of a fighter on the edge.',
    'Os últimos quatro quilos são os mais difíceis. Dentro da sauna, da cozinha e da mente de um lutador no limite.',
    'Los últimos cuatro kilos son los más duros. Dentro de la sauna, la cocina y la mente de un peleador al límite.')],
  [t('Fight Week', 'Semana da Luta', 'Semana de Pelea'), t(
    'Press conferences, face-offs and a sleepless night before the biggest fight of his life.',
    'Coletivas, encaradas e uma noite sem dormir antes da maior luta da sua vida.',
    'Conferencias, careos y una noche sin dormir antes de la pelea más grande de su vida.')],
  [t('New Blood', 'Sangue Novo', 'Sangre Nueva'), t(
    'Season two follows Ana Beatriz Lima from a small academy in Manaus to the bright lights of São Paulo.',
    'A segunda temporada acompanha Ana Beatriz Lima de uma pequena academia em Manaus às luzes de São Paulo.',
    'La segunda temporada sigue a Ana Beatriz Lima desde una pequeña academia en Manaos hasta las luces de São Paulo.')],
  [t('The Grind', 'A Rotina', 'La Rutina'), t(
    'Two-a-days, a broken hand and a coach who will not let her quit.',
    'Dois treinos por dia, uma mão quebrada e um técnico que não a deixa desistir.',
    'Dos entrenamientos al día, una mano rota y un entrenador que no la deja rendirse.')],
  [t('Title Night', 'Noite do Cinturão', 'Noche del Título'), t(
    'Five rounds for the belt in front of a home crowd. Everything she built comes down to this.',
    'Cinco rounds pelo cinturão diante da torcida de casa. Tudo o que ela construiu se resume a isto.',
    'Cinco asaltos por el cinturón ante su público. Todo lo que construyó se reduce a esto.')],
];

const seriesVideos: DemoVideo[] = episodes.map(([title, description], index) => {
  const season = index < 3 ? 1 : 2;
  const episodeNumber = (index % 3) + 1;
  return {
    id: 25 + index,
    sport: 'MMA',
    daysAgo: 60 - index * 7,
    duration: 1620 + index * 60,
    tags: ['MMA', 'Documentary'],
    seriesId: 1,
    seasonId: season,
    episodeNumber,
    title: t(`Episode ${episodeNumber}: ${title.en}`, `Episódio ${episodeNumber}: ${title.pt}`, `Episodio ${episodeNumber}: ${title.es}`),
    description,
  };
});

const hours = 60;
const days = 24 * hours;

const liveEvents: DemoLiveEvent[] = [
  {
    id: 1, sport: 'MMA', venue: 'Arena Ciudad de México', startOffsetMinutes: -45, durationMinutes: 8 * hours,
    title: t('Ringside Fight Night 42: Navarro vs Hale 2', 'Ringside Fight Night 42: Navarro x Hale 2', 'Ringside Fight Night 42: Navarro vs Hale 2'),
    description: t(
      'The rematch. Diego Navarro defends his number-three spot against Marcus Hale, with eleven more bouts on the prelims and main card.',
      'A revanche. Diego Navarro defende o terceiro lugar do ranking contra Marcus Hale, com mais onze lutas no card preliminar e principal.',
      'La revancha. Diego Navarro defiende el tercer puesto del ranking ante Marcus Hale, con otras once peleas en el preliminar y la cartelera estelar.'),
  },
  {
    id: 2, sport: 'Kickboxing', venue: 'Ahoy Rotterdam', startOffsetMinutes: -100, durationMinutes: 10 * hours,
    streamProvider: 'partner-relay', // its DVR window is the relay's 10 s (backend/README.md, "Playback")
    title: t('Iron Shin Grand Prix 8: Heavyweight Tournament', 'Iron Shin Grand Prix 8: Torneio dos Pesados', 'Iron Shin Grand Prix 8: Torneo de los Pesados'),
    description: t(
      'Eight heavyweights, one night, one winner. Yusuf Demir returns to defend his Grand Prix crown in Rotterdam.',
      'Oito pesos-pesados, uma noite, um campeão. Yusuf Demir volta para defender sua coroa do Grand Prix em Roterdã.',
      'Ocho pesos pesados, una noche, un campeón. Yusuf Demir regresa para defender su corona del Grand Prix en Róterdam.'),
  },
  {
    id: 3, sport: 'Boxing', venue: '3Arena, Dublin', startOffsetMinutes: 2 * hours, durationMinutes: 5 * hours,
    title: t("Friday Night Fights: O'Connor vs Reyes", "Friday Night Fights: O'Connor x Reyes", "Friday Night Fights: O'Connor vs Reyes"),
    description: t(
      "Liam O'Connor puts his super-middleweight title on the line against the Mexican power-puncher Emiliano Reyes.",
      "Liam O'Connor coloca o cinturão dos supermédios em jogo contra o mexicano Emiliano Reyes, dono de uma mão pesada.",
      "Liam O'Connor pone en juego su título supermediano ante el pegador mexicano Emiliano Reyes."),
  },
  {
    id: 4, sport: 'MMA', venue: 'Ginásio do Ibirapuera, São Paulo', startOffsetMinutes: 1 * days + 3 * hours, durationMinutes: 6 * hours,
    title: t('Ringside Championship 12: Lima vs Okafor', 'Ringside Championship 12: Lima x Okafor', 'Ringside Championship 12: Lima vs Okafor'),
    description: t(
      "Ana Beatriz Lima finally gets her title shot, at home in São Paulo, against the unbeaten Maya Okafor.",
      'Ana Beatriz Lima finalmente ganha sua chance pelo cinturão, em casa, em São Paulo, contra a invicta Maya Okafor.',
      'Ana Beatriz Lima por fin tiene su oportunidad por el título, en casa en São Paulo, ante la invicta Maya Okafor.'),
  },
  {
    id: 5, sport: 'Boxing', venue: 'Palacio de los Deportes, Madrid', startOffsetMinutes: 3 * days + 2 * hours, durationMinutes: 4 * hours,
    title: t('Noche de Campeones: Cruz vs Tanaka', 'Noite de Campeões: Cruz x Tanaka', 'Noche de Campeones: Cruz vs Tanaka'),
    description: t(
      'Valentina Cruz defends her flyweight belt in Madrid against the slick Japanese counter-puncher Aoi Tanaka.',
      'Valentina Cruz defende o cinturão dos moscas em Madri contra a habilidosa contra-golpeadora japonesa Aoi Tanaka.',
      'Valentina Cruz defiende su cinturón mosca en Madrid ante la hábil contragolpeadora japonesa Aoi Tanaka.'),
  },
  {
    id: 6, sport: 'Kickboxing', venue: 'Ariake Arena, Tokyo', startOffsetMinutes: 7 * days, durationMinutes: 5 * hours,
    title: t('Iron Shin Tokyo: Watanabe vs de Vries 2', 'Iron Shin Tóquio: Watanabe x de Vries 2', 'Iron Shin Tokio: Watanabe vs de Vries 2'),
    description: t(
      'Eighteen months after the head kick heard around the world, Luuk de Vries gets his rematch in Kenji Watanabe’s backyard.',
      'Dezoito meses depois do chute que rodou o mundo, Luuk de Vries ganha a revanche na casa de Kenji Watanabe.',
      'Dieciocho meses después de la patada que dio la vuelta al mundo, Luuk de Vries tiene su revancha en casa de Kenji Watanabe.'),
  },
  {
    id: 7, sport: 'MMA', venue: 'Arena Carioca, Rio de Janeiro', startOffsetMinutes: -1 * days - 4 * hours, durationMinutes: 5 * hours,
    title: t('Ringside Fight Night 41: Costa vs Herrera', 'Ringside Fight Night 41: Costa x Herrera', 'Ringside Fight Night 41: Costa vs Herrera'),
    description: t(
      'Rafael Costa and Tomás Herrera headline a featherweight card in front of a sold-out Rio crowd, with ten more bouts on the prelims.',
      'Rafael Costa e Tomás Herrera fazem a luta principal de um card dos penas diante de uma Arena Carioca lotada, com mais dez lutas no preliminar.',
      'Rafael Costa y Tomás Herrera encabezan una cartelera pluma ante un público de Río con las entradas agotadas, con otras diez peleas en el preliminar.'),
  },
  {
    id: 8, sport: 'Boxing', venue: 'Copper Box Arena, London', startOffsetMinutes: -4 * days, durationMinutes: 4 * hours,
    title: t('Heavyweight Collision: Johnson vs Petrov', 'Choque dos Pesados: Johnson x Petrov', 'Choque de Pesados: Johnson vs Petrov'),
    description: t(
      'Malik Johnson puts his heavyweight belt on the line against the towering Ivan Petrov, twelve rounds scheduled in London.',
      'Malik Johnson coloca o cinturão dos pesados em jogo contra o gigante Ivan Petrov, em doze assaltos marcados em Londres.',
      'Malik Johnson pone en juego su cinturón pesado ante el gigante Ivan Petrov, a doce asaltos en Londres.'),
  },
];

export const ringside: DemoRealmData = {
  // The realm's configuration (name, hostnames, branding, flags, labels, menu) is its realm
  // file, backend/realms/ringside.json; this is its demo content, on the realm's fixed id.
  realm: { id: 1, name: 'ringside' },
  series: [
    {
      id: 1,
      sport: 'MMA',
      title: t('Road to the Belt', 'Rumo ao Cinturão', 'Camino al Cinturón'),
      description: t(
        'An all-access documentary series following contenders through camp, the cut and fight night.',
        'Uma série documental com acesso total que acompanha desafiantes no treino, no corte de peso e na noite da luta.',
        'Una serie documental con acceso total que sigue a los aspirantes en el campamento, el corte de peso y la noche de pelea.',
      ),
      seasons: [
        { id: 1, seasonNumber: 1, title: t('Season 1: Navarro', 'Temporada 1: Navarro', 'Temporada 1: Navarro') },
        { id: 2, seasonNumber: 2, title: t('Season 2: Lima', 'Temporada 2: Lima', 'Temporada 2: Lima') },
      ],
    },
  ],
  videos: [...videos, ...seriesVideos],
  liveEvents,
  playlists: [
    {
      id: 1, sport: null, videoIds: [9, 12, 13, 14, 1, 7, 4],
      title: t('Best Knockouts of the Year', 'Melhores Nocautes do Ano', 'Mejores Nocauts del Año'),
      description: t('The finishes everyone is still talking about.', 'As finalizações de que todos ainda falam.', 'Los finales de los que todos siguen hablando.'),
    },
    {
      id: 2, sport: null, videoIds: [2, 3, 6, 8, 23],
      title: t('Title Fights', 'Lutas de Cinturão', 'Peleas por el Título'),
      description: t('Championship rounds, belts on the line.', 'Rounds de campeonato, cinturões em jogo.', 'Asaltos de campeonato, cinturones en juego.'),
    },
    {
      id: 3, sport: 'Kickboxing', videoIds: [4, 7, 12, 13, 17, 21, 24],
      title: t('Kickboxing Essentials', 'Essencial do Kickboxing', 'Lo Esencial del Kickboxing'),
      description: t('Shins, knees and Dutch combinations.', 'Canelas, joelhadas e combinações holandesas.', 'Tibias, rodillazos y combinaciones holandesas.'),
    },
  ],
  sections: [
    {
      id: 1, name: 'home',
      title: t('Home', 'Início', 'Inicio'),
      seoTitle: t('Ringside — live fights and replays', 'Ringside — lutas ao vivo e replays', 'Ringside — peleas en vivo y repeticiones'),
      // The main event on air: a viewer who may not see it (a child profile, MMA is 18) gets no hero.
      hero: ['LIVE_EVENT', 1],
      buckets: [
        { id: 1, name: 'live-now', type: 'LIVE_EVENTS', liveStatus: 'LIVE', title: t('Live now', 'Ao vivo agora', 'En vivo ahora') },
        { id: 2, name: 'coming-up', type: 'LIVE_EVENTS', liveStatus: 'UPCOMING', title: t('Coming up', 'Em breve', 'Próximamente') },
        { id: 3, name: 'latest-fights', type: 'VIDEOS', title: t('Latest fights', 'Lutas recentes', 'Peleas recientes'),
          items: [1, 2, 3, 4, 5, 6, 7, 8].map((id) => ['VIDEO', id]) },
        { id: 4, name: 'featured', type: 'MIXED', title: t('Featured', 'Destaques', 'Destacados'),
          items: [['SERIES', 1], ['VIDEO', 22], ['PLAYLIST', 1], ['VIDEO', 23], ['LIVE_EVENT', 4], ['VIDEO', 24]] },
        { id: 5, name: 'knockouts', type: 'VIDEOS', title: t('Knockout highlights', 'Melhores nocautes', 'Mejores nocauts'),
          items: [9, 10, 11, 12, 13, 14].map((id) => ['VIDEO', id]) },
        { id: 6, name: 'replays', type: 'LIVE_EVENTS', liveStatus: 'ENDED', title: t('Event replays', 'Replays dos eventos', 'Repeticiones de eventos') },
        { id: 7, name: 'playlists', type: 'PLAYLISTS', title: t('Playlists', 'Playlists', 'Listas'),
          items: [['PLAYLIST', 1], ['PLAYLIST', 2], ['PLAYLIST', 3]] },
        { id: 8, name: 'originals', type: 'SERIES', title: t('Ringside originals', 'Originais Ringside', 'Originales Ringside'), items: [['SERIES', 1]] },
      ],
    },
    {
      id: 2, name: 'browse',
      title: t('Browse', 'Explorar', 'Explorar'),
      seoTitle: t('Browse fights — Ringside', 'Explorar lutas — Ringside', 'Explorar peleas — Ringside'),
      buckets: [
        { id: 9, name: 'mma', type: 'VIDEOS', title: t('MMA', 'MMA', 'MMA'), items: [1, 2, 5, 9, 10, 15, 16, 19, 22].map((id) => ['VIDEO', id]) },
        { id: 10, name: 'boxing', type: 'VIDEOS', title: t('Boxing', 'Boxe', 'Boxeo'), items: [3, 6, 8, 11, 14, 18, 20, 23].map((id) => ['VIDEO', id]) },
        { id: 11, name: 'kickboxing', type: 'VIDEOS', title: t('Kickboxing', 'Kickboxing', 'Kickboxing'), items: [4, 7, 12, 13, 17, 21, 24].map((id) => ['VIDEO', id]) },
        { id: 12, name: 'film-study', type: 'VIDEOS', title: t('Film study', 'Análises', 'Análisis'), items: [15, 16, 17, 18, 24].map((id) => ['VIDEO', id]) },
        { id: 13, name: 'weigh-ins', type: 'VIDEOS', title: t('Weigh-ins and press', 'Pesagens e coletivas', 'Pesajes y conferencias'), items: [19, 20, 21].map((id) => ['VIDEO', id]) },
        { id: 14, name: 'schedule', type: 'LIVE_EVENTS', liveStatus: 'LIVE_OR_UPCOMING', title: t('Schedule', 'Programação', 'Programación') },
        { id: 15, name: 'road-to-the-belt', type: 'VIDEOS', title: t('Road to the Belt: all episodes', 'Rumo ao Cinturão: todos os episódios', 'Camino al Cinturón: todos los episodios'),
          items: [25, 26, 27, 28, 29, 30].map((id) => ['VIDEO', id]) },
        // Every video: more than a rail shows, so its "See all" opens a grid that loads as it scrolls.
        { id: 16, name: 'all-videos', type: 'VIDEOS', title: t('Every fight and film', 'Todas as lutas e filmes', 'Todas las peleas y películas'),
          items: Array.from({ length: 30 }, (_, index) => ['VIDEO', index + 1]) },
        // Being prepared: an admin previews it in place (/admin/preview/section/browse); viewers do not see it yet.
        { id: 19, name: 'winter-picks', type: 'VIDEOS', published: false, title: t('Winter picks', 'Escolhas de inverno', 'Selección de invierno'),
          items: [2, 6, 9, 14].map((id) => ['VIDEO', id]) },
      ],
    },
    {
      // A page being prepared (issue 13, admin previews): not found for viewers, and its menu item
      // (realms/ringside.json) hidden, until the realm publishes both; an admin sees it at
      // /admin/preview/section/winter-fight-series.
      id: 3, name: 'winter-fight-series', published: false,
      title: t('Winter Fight Series', 'Série de Inverno', 'Serie de Invierno'),
      seoTitle: t('Winter Fight Series — Ringside', 'Série de Inverno — Ringside', 'Serie de Invierno — Ringside'),
      buckets: [
        { id: 17, name: 'winter-main-cards', type: 'VIDEOS', title: t('Main cards', 'Lutas principais', 'Carteleras estelares'),
          items: [1, 2, 3, 5, 8].map((id) => ['VIDEO', id]) },
        { id: 18, name: 'winter-knockouts', type: 'VIDEOS', title: t('Winter knockouts', 'Nocautes de inverno', 'Nocauts de invierno'),
          items: [9, 10, 11, 12].map((id) => ['VIDEO', id]) },
      ],
    },
  ],
};
