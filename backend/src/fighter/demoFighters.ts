// Ringside's demo roster: every fighter the demo's videos and live events name
// (seed/ringsideRealm.ts), and enough believable fictional contenders around
// them to fill a ranking of every weight class. Acme has no fighters.
//
// The story the catalogue tells, and the data here keeps to it: Navarro
// knocked out Hale and jumped to #3 at lightweight (the rematch is on air);
// Lima submitted Martin and gets her shot at the unbeaten bantamweight champion
// Okafor, who once drew with the flyweight boxing champion Cruz; Johnson, the
// heavyweight champion, beat Petrov in London; Watanabe head-kicked de Vries;
// Costa beat Herrera at Fight Night 41; Demir stopped Kovalenko; O'Connor
// stopped Morrison and now faces Reyes for his super-middleweight belt.
//
// The network ranks its three sports together, one list per weight class of
// spec §3; boxing's super middleweights (168 lbs) rank at middleweight.
// Ids are fixed (a block of 100 per weight class), so seeding is an idempotent upsert.
import type { Queryable } from '../db/database.ts';
import type { LocalisedText } from '../i18n/language.ts';
import { ringside } from '../seed/ringsideRealm.ts';
import type { TaggedContentType } from './fighterContent.ts';
import { isPoundForPound, weightClasses, type FighterWeightClass, type PoundForPound, type WeightClass } from './weightClasses.ts';

type Sport = 'MMA' | 'Boxing' | 'Kickboxing';
type Stance = 'ORTHODOX' | 'SOUTHPAW' | 'SWITCH';
const O: Stance = 'ORTHODOX';
const S: Stance = 'SOUTHPAW';

export interface DemoFighter {
  id: number;
  firstName: string;
  lastName: string;
  nickname: string | null;
  country: string;
  sport: Sport;
  weightClass: FighterWeightClass;
  birthDate: string;
  stance: Stance;
  wins: number;
  losses: number;
  draws: number;
  winsByKnockout: number;
  winsBySubmission: number;
  winsByDecision: number;
  heightInches: number;
  reachInches: number;
  weightLbs: number;
  strikingAccuracyPercent: number;
  takedownDefencePercent: number | null;
  bio: LocalisedText;
}

export interface DemoRankingEntry {
  weightClass: WeightClass;
  rank: number;
  fighterId: number;
  /** Their place in the ranking before this one; null when new to it. */
  previousRank: number | null;
}

/**
 * One fighter per line: id, first name, last name, nickname, country (ISO
 * alpha-2), sport, date of birth, stance, record (wins-losses-draws), wins by
 * KO/TKO, wins by submission (the rest are decisions), height and reach
 * (inches), striking accuracy and takedown defence (percent; null where the
 * sport has no takedowns), previous rank (null: new to the ranking), and the
 * fighting weight in lbs where it is not the class limit.
 */
type Line = [
  id: number, first: string, last: string, nickname: string | null, country: string, sport: Sport, born: string,
  stance: Stance, record: string, knockouts: number, submissions: number, height: number, reach: number,
  accuracy: number, takedownDefence: number | null, previousRank: number | null, weight?: number,
];

/** Each class's ranking, champion first (rank 0), and how many days before the demo starts it was published. */
const rankedClasses: Record<FighterWeightClass, { publishedDaysAgo: number; ranked: Line[] }> = {
  FLYWEIGHT: {
    publishedDaysAgo: 8,
    ranked: [
      [101, 'Adriano', 'Silveira', 'Mosquito', 'BR', 'MMA', '1993-05-14', O, '24-2-0', 7, 10, 65, 67, 55, 82, 0],
      [102, 'Kaito', 'Sugimoto', 'The Needle', 'JP', 'MMA', '1996-11-02', O, '18-3-0', 5, 6, 64, 65, 49, 75, 1],
      [103, 'Bolat', 'Seitkali', null, 'KZ', 'MMA', '1995-02-20', S, '17-2-0', 8, 3, 65, 66, 47, 88, 3],
      [104, 'Jesús', 'Ocampo', 'El Alacrán', 'MX', 'MMA', '1994-07-09', O, '20-5-1', 9, 4, 64, 66, 51, 70, 2],
      [105, 'Tyler', 'Brandt', 'Buzzsaw', 'US', 'MMA', '1992-09-21', O, '19-4-0', 4, 7, 66, 67, 44, 79, 4],
      [106, 'Lucas', 'Ferraz', null, 'BR', 'MMA', '1998-01-30', S, '14-1-0', 6, 5, 63, 65, 53, 68, 8],
      [107, 'Ariunbold', 'Ganzorig', 'Steppe Wolf', 'MN', 'MMA', '1993-04-11', O, '16-4-0', 3, 3, 64, 64, 46, 85, 5],
      [108, 'Jerome', 'Whitlock', 'Jet', 'GB', 'MMA', '1995-08-17', O, '13-3-0', 6, 2, 65, 67, 50, 72, 6],
      [109, 'Ji-hoon', 'Park', null, 'KR', 'MMA', '1997-03-05', O, '12-2-0', 4, 4, 65, 66, 48, 77, 7],
      [110, 'Manuel', 'Quispe', 'El Cóndor', 'PE', 'MMA', '1996-06-19', S, '15-4-0', 2, 9, 63, 64, 41, 69, 10],
      [111, 'Renato', 'Baptista', null, 'PT', 'MMA', '1994-12-01', O, '14-5-0', 5, 5, 65, 65, 45, 74, 9],
      [112, 'Daniyar', 'Abenov', null, 'KZ', 'MMA', '1999-09-12', O, '11-1-0', 3, 6, 64, 66, 52, 80, null],
      [113, 'Sebastián', 'Ávila', 'Chispa', 'CO', 'MMA', '1995-10-25', O, '13-4-0', 7, 1, 64, 65, 47, 63, 11],
      [114, 'Phet', 'Kongsak', null, 'TH', 'Kickboxing', '1996-02-14', O, '41-9-1', 18, 0, 64, 64, 56, null, 12],
      [115, 'Cody', 'Raines', 'Hammerhand', 'US', 'MMA', '1997-05-28', S, '10-2-0', 6, 1, 65, 68, 49, 71, 13],
      [116, 'Mikael', 'Lindqvist', null, 'SE', 'MMA', '1994-03-03', O, '12-4-0', 2, 7, 66, 67, 43, 76, 15],
    ],
  },
  BANTAMWEIGHT: {
    publishedDaysAgo: 8,
    ranked: [
      [201, 'Ruslan', 'Aliyev', 'The Mountain Fox', 'AZ', 'MMA', '1992-08-08', O, '25-1-0', 6, 11, 67, 69, 52, 93, 1],
      [202, 'Thiago', 'Nunes', 'Furacão', 'BR', 'MMA', '1993-01-17', O, '21-4-0', 10, 6, 67, 70, 50, 71, 0],
      [203, 'Devon', 'Marsh', 'Smoke', 'US', 'MMA', '1995-04-25', S, '17-3-0', 8, 2, 68, 70, 47, 80, 2],
      [204, 'Hiroshi', 'Kanemoto', null, 'JP', 'MMA', '1994-06-30', O, '16-3-1', 4, 7, 66, 67, 45, 76, 3],
      [205, 'Andrés', 'Villalobos', 'El Toro', 'CL', 'MMA', '1996-09-09', O, '15-3-0', 9, 1, 67, 68, 49, 66, 5],
      [206, 'Levan', 'Khutsishvili', null, 'GE', 'MMA', '1995-11-13', O, '14-2-0', 3, 8, 67, 69, 44, 89, 4],
      [207, 'Owen', 'Fairclough', null, 'GB', 'MMA', '1997-02-04', O, '12-2-0', 5, 4, 68, 70, 48, 73, 8],
      [208, 'Sérgio', 'Mendonça', 'Tubarão', 'PT', 'MMA', '1993-12-12', O, '18-6-0', 7, 6, 66, 68, 46, 68, 6],
      [209, 'Timur', 'Yusupov', null, 'UZ', 'MMA', '1996-07-22', O, '13-2-0', 4, 6, 66, 66, 45, 84, 7],
      [210, 'Joaquín', 'Salas', 'El Relámpago', 'MX', 'MMA', '1998-03-18', S, '11-1-0', 6, 2, 67, 69, 51, 70, null],
      [211, 'Marek', 'Nowicki', null, 'PL', 'MMA', '1994-10-06', O, '16-5-0', 6, 4, 68, 69, 43, 78, 9],
      [212, 'Kwame', 'Asante', 'Black Star', 'GH', 'MMA', '1995-05-05', O, '12-3-0', 8, 0, 67, 71, 50, 65, 11],
      [213, 'Ryota', 'Ishikawa', null, 'JP', 'Boxing', '1996-08-14', O, '22-1-1', 14, 0, 66, 67, 38, null, 12, 118],
      [214, 'Artem', 'Lysenko', null, 'UA', 'MMA', '1997-01-29', O, '13-4-0', 5, 3, 67, 68, 44, 72, 14],
      [215, 'Jamal', 'Pierce', 'Pressure', 'US', 'MMA', '1993-07-07', O, '17-7-0', 9, 2, 66, 70, 46, 61, 10],
      [216, 'Ignacio', 'Paz', 'Nacho', 'AR', 'MMA', '1999-04-01', O, '9-1-0', 3, 4, 67, 68, 48, 70, 15],
    ],
  },
  FEATHERWEIGHT: {
    // Fight Night 41 (Costa beat Herrera) moved it the day before the demo starts.
    publishedDaysAgo: 1,
    ranked: [
      [301, 'Jack', 'Thornbury', 'Thunder', 'AU', 'MMA', '1991-10-19', O, '26-3-0', 12, 5, 69, 71, 54, 81, 0],
      [302, 'Felipe', 'Andrade', 'Toquinho', 'BR', 'MMA', '1994-02-27', S, '22-3-0', 6, 12, 68, 70, 47, 74, 1],
      [303, 'Rafael', 'Costa', 'Tempestade', 'BR', 'MMA', '1995-06-08', O, '19-3-0', 9, 6, 69, 72, 52, 79, 4],
      [304, 'Ismail', 'Benali', 'The Lion of Atlas', 'MA', 'MMA', '1994-09-03', O, '18-4-0', 7, 4, 70, 72, 48, 83, 2],
      [305, 'Callum', 'Reid', 'The Highlander', 'GB', 'MMA', '1993-03-14', O, '20-5-0', 11, 3, 70, 71, 50, 70, 5],
      [306, 'Dong-hyun', 'Seo', null, 'KR', 'MMA', '1996-12-20', O, '15-3-0', 5, 6, 68, 70, 49, 76, 6],
      [307, 'Tomás', 'Herrera', 'El Gaucho', 'AR', 'MMA', '1993-05-22', O, '17-5-0', 7, 5, 68, 70, 46, 72, 3],
      [308, 'Nikola', 'Marković', null, 'RS', 'MMA', '1995-08-26', O, '16-4-0', 10, 1, 70, 73, 47, 68, 7],
      [309, 'Darnell', 'Wiggins', 'D-Train', 'US', 'MMA', '1997-11-11', O, '13-2-0', 7, 2, 69, 71, 51, 66, 9],
      [310, 'Emre', 'Yıldız', null, 'TR', 'MMA', '1996-04-16', O, '14-3-0', 4, 5, 68, 69, 45, 80, 8],
      [311, 'Iván', 'Salgado', null, 'MX', 'MMA', '1998-07-30', O, '12-1-0', 6, 3, 67, 69, 53, 71, null],
      [312, 'Louis', 'Garnier', null, 'FR', 'MMA', '1994-01-08', O, '15-5-0', 3, 8, 69, 70, 42, 73, 10],
      [313, 'Azamat', 'Toktogulov', null, 'KG', 'MMA', '1995-06-06', O, '13-3-0', 5, 5, 68, 70, 44, 86, 12],
      [314, 'Shane', 'Kavanagh', 'The Kid', 'IE', 'MMA', '1997-02-19', S, '11-2-0', 5, 3, 69, 71, 48, 69, 11],
      [315, 'Jorge', 'Ulloa', null, 'CR', 'MMA', '1995-11-28', O, '14-4-0', 8, 2, 67, 70, 47, 64, 14],
      [316, 'Hugo', 'Lemaire', null, 'BE', 'MMA', '1996-03-09', O, '12-3-0', 4, 4, 70, 71, 45, 77, 13],
    ],
  },
  LIGHTWEIGHT: {
    // "The Scorecard: Rankings Shake-up After Fight Night 41": Navarro storms into the top five.
    publishedDaysAgo: 1,
    ranked: [
      [401, 'Anvar', 'Rustamov', 'The Wall', 'UZ', 'MMA', '1991-07-15', O, '27-1-0', 6, 12, 70, 71, 48, 94, 0],
      [402, 'Mateo', 'Sandoval', 'El Matador', 'CO', 'MMA', '1993-09-24', O, '23-4-0', 13, 4, 71, 73, 52, 78, 1],
      [403, 'Cole', 'Brennan', 'The Architect', 'US', 'MMA', '1992-12-03', O, '21-5-0', 9, 6, 71, 74, 49, 75, 2],
      [404, 'Diego', 'Navarro', 'El Martillo', 'MX', 'MMA', '1994-03-12', O, '21-4-0', 12, 4, 70, 72, 51, 78, 7],
      [405, 'Arman', 'Grigoryan', null, 'AM', 'MMA', '1995-05-18', O, '18-3-0', 5, 7, 69, 71, 46, 85, 4],
      [406, 'Marcus', 'Hale', 'Hurricane', 'US', 'MMA', '1993-10-27', O, '19-6-0', 8, 5, 71, 73, 47, 74, 3],
      [407, 'Rhys', 'Llewellyn', 'The Dragon', 'GB', 'MMA', '1996-06-01', S, '15-2-0', 7, 4, 70, 72, 53, 70, 5],
      [408, 'Vinícius', 'Matos', 'Vini', 'BR', 'MMA', '1995-01-21', O, '20-6-0', 6, 11, 70, 70, 44, 68, 6],
      [409, 'Takeshi', 'Oyama', null, 'JP', 'MMA', '1994-08-29', O, '17-4-1', 4, 5, 69, 70, 45, 79, 8],
      [410, 'Santiago', 'Ferreyra', 'Santi', 'AR', 'MMA', '1997-10-10', O, '14-2-0', 8, 1, 71, 73, 50, 66, 10],
      [411, 'Dawid', 'Łapiński', 'Hussar', 'PL', 'MMA', '1993-02-13', O, '18-5-0', 9, 3, 72, 73, 46, 74, 9],
      [412, 'Themba', 'Ndlovu', 'Lionheart', 'ZA', 'MMA', '1996-03-30', O, '13-3-0', 7, 2, 70, 74, 48, 69, 12],
      [413, 'Luke', 'Harrington', null, 'AU', 'MMA', '1998-12-22', S, '11-1-0', 4, 5, 70, 71, 50, 72, null],
      [414, 'Oskar', 'Haugen', null, 'NO', 'MMA', '1994-04-04', O, '15-4-0', 5, 6, 72, 72, 43, 78, 11],
      [415, 'Gabriel', 'Espinoza', null, 'CL', 'MMA', '1995-07-07', O, '16-6-0', 10, 2, 70, 72, 47, 63, 14],
      [416, 'Karim', 'Mansour', null, 'EG', 'MMA', '1996-09-17', O, '12-2-0', 3, 6, 70, 71, 45, 82, 13],
    ],
  },
  WELTERWEIGHT: {
    publishedDaysAgo: 8,
    ranked: [
      [501, 'Kenji', 'Watanabe', 'Typhoon', 'JP', 'Kickboxing', '1993-08-19', O, '48-4-1', 31, 0, 72, 74, 58, null, 0, 154],
      [502, 'Luuk', 'de Vries', 'The Windmill', 'NL', 'Kickboxing', '1991-04-02', O, '62-9-2', 38, 0, 73, 75, 55, null, 1, 154],
      [503, 'Rashad', 'Gaines', null, 'US', 'MMA', '1992-11-14', O, '22-4-0', 12, 3, 72, 76, 48, 80, 2],
      [504, 'Erik', 'Sørensen', null, 'DK', 'MMA', '1994-02-16', O, '19-3-0', 7, 6, 73, 74, 46, 84, 4],
      [505, 'Leandro', 'Bezerra', null, 'BR', 'MMA', '1993-06-28', S, '20-5-0', 9, 8, 72, 75, 45, 71, 3],
      [506, 'Omari', 'Whitfield', 'The Professor', 'GB', 'MMA', '1995-09-07', O, '16-2-0', 6, 3, 74, 77, 51, 77, 5],
      [507, 'Sander', 'Bakker', null, 'NL', 'Kickboxing', '1995-12-30', O, '44-8-0', 22, 0, 72, 73, 53, null, 7, 154],
      [508, 'Ante', 'Perić', null, 'HR', 'MMA', '1994-05-23', O, '17-4-0', 11, 1, 73, 75, 47, 76, 6],
      [509, 'Chidi', 'Nwosu', null, 'NG', 'MMA', '1996-07-12', O, '14-2-0', 10, 1, 73, 78, 50, 70, 9],
      [510, 'Nuno', 'Pires', null, 'PT', 'MMA', '1993-10-02', O, '18-6-0', 7, 7, 72, 73, 43, 72, 8],
      [511, 'Yuto', 'Shimizu', null, 'JP', 'Kickboxing', '1997-03-27', S, '29-3-0', 15, 0, 71, 72, 55, null, null, 154],
      [512, 'Blake', 'Denning', null, 'US', 'MMA', '1994-08-08', O, '15-5-0', 4, 5, 73, 75, 41, 83, 10],
      [513, 'Haoran', 'Li', null, 'CN', 'MMA', '1996-01-19', O, '14-3-0', 6, 4, 72, 73, 47, 75, 12],
      [514, 'Matías', 'Correa', null, 'UY', 'MMA', '1995-04-14', O, '13-4-0', 5, 5, 72, 74, 45, 68, 11],
      [515, 'Viktor', 'Hallgrímsson', null, 'IS', 'MMA', '1994-11-21', S, '12-3-0', 3, 7, 74, 74, 42, 79, 14],
      [516, 'Franck', 'Ndongo', null, 'CM', 'MMA', '1997-06-25', O, '10-1-0', 7, 1, 74, 77, 49, 66, 13],
    ],
  },
  MIDDLEWEIGHT: {
    publishedDaysAgo: 8,
    ranked: [
      [601, 'Liam', "O'Connor", 'The Celtic Storm', 'IE', 'Boxing', '1992-05-17', O, '31-1-0', 22, 0, 72, 74, 44, null, 0, 168],
      [602, 'Emiliano', 'Reyes', 'Dinamita', 'MX', 'Boxing', '1994-12-09', O, '29-2-1', 25, 0, 70, 72, 41, null, 2, 168],
      [603, 'Gustavo', 'Ribeiro', 'Tanque', 'BR', 'MMA', '1992-03-25', O, '21-4-0', 14, 3, 74, 77, 50, 78, 1],
      [604, 'Terrence', 'Banks', 'T-Bone', 'US', 'MMA', '1993-07-19', O, '19-4-0', 11, 2, 75, 79, 48, 73, 3],
      [605, 'Jake', 'Morrison', 'Gentleman Jake', 'GB', 'Boxing', '1993-01-06', O, '26-3-0', 15, 0, 73, 74, 39, null, 4, 168],
      [606, 'Stefan', 'Krüger', null, 'DE', 'MMA', '1994-09-12', O, '17-3-0', 8, 5, 75, 76, 46, 80, 6],
      [607, 'Marat', 'Bekov', null, 'KZ', 'MMA', '1995-05-30', O, '16-2-0', 9, 4, 74, 75, 47, 86, 5],
      [608, 'Kayode', 'Adeyemi', null, 'NG', 'MMA', '1996-02-11', O, '13-1-0', 11, 0, 76, 80, 52, 67, 9],
      [609, 'Rodrigo', 'Pacheco', null, 'BR', 'MMA', '1991-08-31', O, '24-8-0', 10, 10, 74, 75, 43, 70, 7],
      [610, 'Nathan', 'Pryce', null, 'AU', 'MMA', '1995-10-15', O, '15-4-0', 7, 4, 75, 76, 45, 74, 8],
      [611, 'Andrei', 'Ionescu', null, 'RO', 'Kickboxing', '1994-06-21', O, '38-7-0', 19, 0, 74, 76, 51, null, 10],
      [612, 'Cristian', 'Vidal', null, 'ES', 'MMA', '1997-04-08', S, '11-1-0', 5, 4, 74, 75, 49, 71, null],
      [613, 'Jonas', 'Keller', null, 'CH', 'MMA', '1993-12-02', O, '16-5-0', 6, 6, 75, 77, 42, 77, 11],
      [614, 'Darius', 'Freeman', null, 'US', 'Boxing', '1995-03-16', S, '22-2-0', 16, 0, 72, 75, 40, null, 13, 160],
      [615, 'Tiago', 'Lopes', null, 'AO', 'MMA', '1996-08-03', O, '12-3-0', 8, 2, 75, 78, 46, 64, 12],
      [616, 'Mikko', 'Laine', null, 'FI', 'MMA', '1994-01-24', O, '13-4-0', 4, 6, 76, 76, 43, 78, 15],
    ],
  },
  LIGHT_HEAVYWEIGHT: {
    publishedDaysAgo: 8,
    ranked: [
      [701, 'Viktor', 'Novák', null, 'CZ', 'MMA', '1990-10-09', O, '28-3-0', 19, 4, 76, 78, 53, 76, 0],
      [702, 'Isaac', 'Mbemba', null, 'CD', 'MMA', '1993-02-22', O, '19-2-0', 15, 1, 77, 81, 51, 70, 1],
      [703, 'Ricardo', 'Sobral', 'Lenhador', 'BR', 'MMA', '1991-06-14', O, '23-6-0', 13, 7, 75, 77, 47, 72, 3],
      [704, 'Hunter', 'Gallagher', null, 'US', 'MMA', '1994-04-28', O, '17-3-0', 9, 3, 76, 79, 45, 82, 2],
      [705, 'Magnus', 'Eklund', null, 'SE', 'MMA', '1992-09-01', O, '18-5-0', 11, 3, 77, 78, 46, 74, 4],
      [706, 'Serhiy', 'Marchenko', null, 'UA', 'Boxing', '1993-11-25', O, '20-1-0', 14, 0, 74, 76, 42, null, 6, 175],
      [707, 'Tane', 'Wiremu', null, 'NZ', 'Kickboxing', '1995-07-03', O, '36-6-0', 24, 0, 76, 79, 52, null, 5],
      [708, 'Giorgi', 'Tsiklauri', null, 'GE', 'MMA', '1994-03-20', O, '15-2-0', 6, 6, 75, 76, 44, 87, 8],
      [709, 'Paul', 'Renard', null, 'FR', 'MMA', '1992-12-17', O, '18-7-0', 10, 4, 76, 78, 45, 70, 7],
      [710, 'Lamar', 'Whitley', null, 'US', 'MMA', '1996-05-06', O, '12-1-0', 10, 1, 76, 80, 54, 66, null],
      [711, 'Bruno', 'Caldeira', null, 'BR', 'MMA', '1993-08-15', S, '16-5-1', 8, 5, 75, 77, 43, 71, 9],
      [712, 'Dimitar', 'Stojanovski', null, 'MK', 'MMA', '1995-02-08', O, '14-4-0', 9, 2, 76, 77, 46, 75, 10],
      [713, 'Rahim', 'Qasimi', null, 'AF', 'MMA', '1996-10-30', O, '13-3-0', 7, 3, 75, 78, 47, 76, 12],
      [714, 'Fraser', 'McLeod', null, 'GB', 'MMA', '1994-06-11', O, '13-4-0', 6, 4, 77, 77, 42, 73, 11],
      [715, 'Ulises', 'Beltrán', null, 'MX', 'MMA', '1995-01-02', O, '14-5-0', 9, 1, 75, 76, 44, 68, 14],
      [716, 'Ethan', 'Colquhoun', null, 'AU', 'MMA', '1997-09-19', O, '10-2-0', 6, 2, 76, 79, 46, 70, 13],
    ],
  },
  HEAVYWEIGHT: {
    // Re-ranked after Johnson beat Petrov in London.
    publishedDaysAgo: 3,
    ranked: [
      [801, 'Malik', 'Johnson', 'The Bulldozer', 'US', 'Boxing', '1991-02-18', O, '30-1-0', 25, 0, 78, 82, 46, null, 0, 238],
      [802, 'Yusuf', 'Demir', 'The Sultan', 'TR', 'Kickboxing', '1992-09-30', O, '55-7-0', 36, 0, 77, 79, 54, null, 2, 243],
      [803, 'Ivan', 'Petrov', 'The Tower', 'BG', 'Boxing', '1990-06-12', O, '27-2-0', 22, 0, 80, 83, 41, null, 1, 255],
      [804, 'Wellington', 'Rocha', 'Rochedo', 'BR', 'MMA', '1991-11-05', O, '20-5-0', 15, 2, 76, 79, 48, 70, 3, 250],
      [805, 'Tevita', 'Fonua', null, 'TO', 'MMA', '1994-03-08', O, '14-3-0', 13, 0, 75, 77, 51, 62, 5, 262],
      [806, 'Sasha', 'Kovalenko', 'Iron', 'UA', 'Kickboxing', '1993-05-27', O, '41-9-1', 27, 0, 78, 80, 50, null, 4, 240],
      [807, 'Gunnar', 'Holm', null, 'DK', 'MMA', '1992-07-21', O, '16-4-0', 11, 3, 78, 79, 44, 74, 6, 255],
      [808, 'Derrick', 'Mayfield', null, 'US', 'MMA', '1990-04-19', O, '19-7-0', 14, 1, 76, 80, 43, 66, 7, 260],
      [809, 'Oumar', 'Diallo', null, 'SN', 'MMA', '1995-12-14', O, '11-1-0', 10, 0, 79, 84, 52, 68, null, 248],
      [810, 'Pieter', 'van der Merwe', null, 'ZA', 'MMA', '1991-08-23', O, '17-6-0', 12, 2, 77, 78, 42, 73, 8, 258],
      [811, 'Bogdan', 'Radu', null, 'RO', 'Kickboxing', '1993-10-01', O, '33-8-0', 21, 0, 78, 79, 49, null, 9, 245],
      [812, 'Junior', 'Tafuna', null, 'AU', 'MMA', '1994-02-03', O, '13-4-0', 11, 0, 74, 76, 47, 60, 10, 264],
      [813, 'Aleksander', 'Zieliński', null, 'PL', 'MMA', '1992-05-10', O, '15-5-0', 9, 3, 78, 80, 41, 76, 12, 252],
      [814, 'Hassan', 'Jaber', null, 'LB', 'Boxing', '1994-07-16', O, '19-2-0', 15, 0, 77, 80, 40, null, 11, 236],
      [815, 'Caleb', 'Winters', null, 'CA', 'MMA', '1996-01-27', O, '9-1-0', 8, 0, 77, 80, 48, 64, null, 246],
      [816, 'Elnur', 'Mammadov', null, 'AZ', 'MMA', '1993-09-09', O, '14-4-0', 6, 6, 76, 77, 43, 85, 13, 241],
    ],
  },
  WOMENS_STRAWWEIGHT: {
    publishedDaysAgo: 8,
    ranked: [
      [901, 'Xiaomei', 'Zhou', null, 'CN', 'MMA', '1994-06-15', O, '22-2-0', 7, 4, 63, 63, 49, 82, 0],
      [902, 'Jéssica', 'Amaral', 'Furiosa', 'BR', 'MMA', '1995-03-02', O, '17-3-0', 4, 7, 62, 64, 45, 71, 1],
      [903, 'Kasia', 'Wrona', null, 'PL', 'MMA', '1996-10-20', O, '15-2-0', 6, 2, 64, 65, 48, 76, 3],
      [904, 'Brianna', 'Holt', null, 'US', 'MMA', '1997-12-05', S, '12-1-0', 3, 5, 63, 64, 44, 78, 2],
      [905, 'Yuna', 'Morikawa', null, 'JP', 'MMA', '1998-04-30', O, '10-2-0', 2, 5, 61, 62, 43, 74, 4],
      [906, 'Camila', 'Orozco', null, 'MX', 'MMA', '1995-08-12', O, '13-4-0', 5, 3, 62, 63, 46, 66, 6],
      [907, 'Siriporn', 'Chaiyasit', null, 'TH', 'Kickboxing', '1996-01-19', O, '24-5-0', 9, 0, 62, 63, 51, null, 5],
      [908, 'Amélie', 'Girard', null, 'FR', 'MMA', '1997-07-24', O, '9-2-0', 1, 5, 64, 64, 41, 72, null],
      [909, 'Hannah', 'Lund', null, 'NO', 'MMA', '1994-11-08', O, '11-4-0', 2, 4, 63, 64, 42, 75, 7],
      [910, 'Lan', 'Nguyen', null, 'VN', 'MMA', '1998-02-14', S, '8-1-0', 3, 2, 61, 62, 47, 68, 9],
    ],
  },
  WOMENS_FLYWEIGHT: {
    publishedDaysAgo: 8,
    ranked: [
      [1001, 'Valentina', 'Cruz', 'La Reina', 'ES', 'Boxing', '1994-02-10', O, '24-1-1', 9, 0, 64, 65, 43, null, 0, 112],
      [1002, 'Aoi', 'Tanaka', 'Silent Storm', 'JP', 'Boxing', '1996-05-21', O, '18-1-0', 5, 0, 62, 64, 45, null, 1, 112],
      [1003, 'Larissa', 'Monteiro', null, 'BR', 'MMA', '1995-09-06', O, '16-3-0', 3, 6, 65, 66, 47, 73, 3],
      [1004, 'Erin', 'Doherty', null, 'IE', 'MMA', '1994-04-17', O, '14-3-0', 4, 5, 65, 66, 45, 77, 2],
      [1005, 'Daria', 'Kozak', null, 'UA', 'MMA', '1996-12-01', O, '13-2-0', 6, 1, 66, 67, 49, 70, 4],
      [1006, 'Tayla', 'Brooks', null, 'AU', 'MMA', '1997-08-09', S, '11-2-0', 2, 4, 64, 65, 44, 75, 6],
      [1007, 'Ximena', 'Paredes', null, 'MX', 'Boxing', '1995-06-27', O, '20-3-1', 7, 0, 63, 64, 40, null, 5, 112],
      [1008, 'Hye-jin', 'Kang', null, 'KR', 'MMA', '1997-02-02', O, '10-2-0', 1, 4, 64, 64, 43, 71, 8],
      [1009, 'Priya', 'Rathore', null, 'IN', 'MMA', '1998-10-13', O, '8-1-0', 2, 3, 63, 65, 45, 67, null],
      [1010, 'Mariana', 'Ochoa', null, 'CO', 'MMA', '1995-03-22', O, '12-4-0', 3, 3, 64, 66, 42, 69, 7],
      [1011, 'Zoe', 'Papadakis', null, 'GR', 'MMA', '1996-07-14', O, '9-3-0', 2, 4, 65, 65, 41, 73, 9],
      [1012, 'Freya', 'Larsen', null, 'DK', 'MMA', '1997-05-05', O, '9-2-0', 1, 5, 66, 67, 40, 76, 10],
    ],
  },
  WOMENS_BANTAMWEIGHT: {
    // After Lima submitted Martin.
    publishedDaysAgo: 6,
    ranked: [
      [1101, 'Maya', 'Okafor', 'The Empress', 'GB', 'MMA', '1995-01-28', O, '14-0-1', 8, 3, 68, 70, 55, 88, 0],
      [1102, 'Ana Beatriz', 'Lima', 'Bia', 'BR', 'MMA', '1996-07-03', O, '16-2-0', 5, 8, 67, 68, 48, 79, 2],
      [1103, 'Rebecca', 'Stroud', null, 'US', 'MMA', '1993-09-17', O, '17-4-0', 6, 5, 67, 69, 46, 76, 3],
      [1104, 'Aigerim', 'Sadykova', null, 'KZ', 'MMA', '1995-05-11', O, '13-2-0', 4, 6, 66, 67, 44, 85, 4],
      [1105, 'Chloe', 'Martin', 'La Tornade', 'CA', 'MMA', '1994-10-24', O, '15-4-0', 7, 3, 68, 69, 49, 72, 1],
      [1106, 'Julia', 'Schreiber', null, 'DE', 'MMA', '1996-02-29', O, '12-2-0', 3, 4, 69, 70, 45, 74, 5],
      [1107, 'Sofía', 'Benítez', null, 'AR', 'MMA', '1997-11-03', O, '10-1-0', 4, 2, 66, 67, 47, 68, 7],
      [1108, 'Inês', 'Évora', null, 'PT', 'MMA', '1995-06-16', O, '11-3-0', 2, 5, 67, 67, 43, 71, 6],
      [1109, 'Tamsin', 'Hughes', null, 'NZ', 'MMA', '1996-09-23', O, '9-2-0', 3, 2, 68, 69, 44, 73, 9],
      [1110, 'Naomi', 'Asare', null, 'GH', 'MMA', '1998-08-01', O, '7-0-0', 5, 1, 67, 70, 52, 65, null],
      [1111, 'Valeria', 'Quintero', null, 'VE', 'MMA', '1994-04-12', O, '12-5-0', 4, 4, 66, 67, 41, 67, 8],
      [1112, 'Kristýna', 'Dvořáková', null, 'CZ', 'MMA', '1997-12-18', O, '8-2-0', 1, 4, 68, 68, 42, 74, 10],
    ],
  },
  WOMENS_FEATHERWEIGHT: {
    publishedDaysAgo: 8,
    ranked: [
      [1201, 'Renata', 'Caldas', null, 'BR', 'MMA', '1991-12-09', O, '21-3-0', 14, 3, 69, 71, 52, 74, 0],
      [1202, 'Olivia', 'Sterling', null, 'US', 'MMA', '1994-03-15', O, '13-3-0', 6, 3, 70, 72, 46, 78, 1],
      [1203, 'Helena', 'Sousa', null, 'PT', 'MMA', '1995-07-29', O, '11-2-0', 4, 4, 69, 70, 45, 70, 3],
      [1204, 'Jade', 'Thompson', null, 'AU', 'MMA', '1993-10-18', O, '12-5-0', 7, 1, 70, 71, 44, 66, 2],
      [1205, 'Tatiana', 'Rusu', null, 'MD', 'MMA', '1996-01-07', O, '9-2-0', 3, 3, 68, 69, 43, 72, 4],
      [1206, 'Keisha', 'Grant', null, 'JM', 'MMA', '1997-05-19', O, '7-1-0', 5, 0, 69, 72, 49, 63, null],
    ],
  },
};

/** Prospects on the roster who are not ranked yet (the list by letter shows them; rankings do not). */
const unranked: [FighterWeightClass, Line][] = [
  ['FLYWEIGHT', [150, 'Haruto', 'Sato', null, 'JP', 'MMA', '2000-01-15', O, '6-0-0', 2, 3, 64, 65, 50, 72, null]],
  ['BANTAMWEIGHT', [250, 'Felix', 'Osei', null, 'GH', 'MMA', '1999-05-03', O, '7-1-0', 5, 0, 67, 70, 49, 64, null]],
  ['FEATHERWEIGHT', [350, 'Rui', 'Gaspar', null, 'PT', 'MMA', '1998-08-08', S, '8-2-0', 3, 3, 68, 69, 46, 70, null]],
  ['LIGHTWEIGHT', [450, 'Ilias', 'Zervas', null, 'GR', 'MMA', '1999-02-21', O, '9-1-0', 4, 2, 70, 72, 48, 71, null]],
  ['WELTERWEIGHT', [550, 'Yosef', 'Adler', null, 'IL', 'MMA', '1998-11-30', O, '7-2-0', 3, 1, 72, 73, 45, 74, null]],
  ['MIDDLEWEIGHT', [650, 'Waleed', 'Younis', null, 'JO', 'MMA', '1997-03-12', O, '8-1-0', 6, 0, 74, 76, 51, 66, null]],
  ['HEAVYWEIGHT', [850, 'Quentin', 'Vasseur', null, 'FR', 'MMA', '1996-06-06', O, '6-1-0', 5, 0, 78, 80, 47, 65, null, 251]],
  ['WOMENS_STRAWWEIGHT', [950, 'Zara', 'Ibrahim', null, 'NG', 'MMA', '2000-09-09', O, '5-0-0', 2, 2, 62, 63, 46, 70, null]],
  ['WOMENS_FLYWEIGHT', [1050, 'Uma', 'Ferreira', null, 'BR', 'MMA', '2001-04-20', O, '4-0-0', 1, 2, 64, 65, 44, 69, null]],
  ['WOMENS_FEATHERWEIGHT', [1250, 'Ingrid', 'Ulvestad', null, 'NO', 'MMA', '1999-12-12', O, '5-1-0', 3, 1, 70, 71, 43, 73, null]],
];

/** The pound-for-pound lists: [fighter id, previous rank], from #1. */
const poundForPound: Record<PoundForPound, { publishedDaysAgo: number; ranked: [number, number | null][] }> = {
  MENS_POUND_FOR_POUND: {
    publishedDaysAgo: 1,
    ranked: [
      [501, 1], // Watanabe
      [801, 3], // Johnson, after Petrov
      [601, 2], // O'Connor
      [401, 4], // Rustamov
      [301, 5], // Thornbury
      [201, 9], // Aliyev, the new bantamweight champion
      [701, 6], // Novák
      [101, 7], // Silveira
      [802, 10], // Demir
      [502, 8], // de Vries
      [402, 11], // Sandoval
      [303, 14], // Costa, after Herrera
      [202, 12], // Nunes, who lost the bantamweight title
      [404, null], // Navarro, new after Hale
      [602, 13], // Reyes
    ],
  },
  WOMENS_POUND_FOR_POUND: {
    publishedDaysAgo: 6,
    ranked: [
      [1101, 1], // Okafor
      [1001, 2], // Cruz
      [901, 3], // Zhou
      [1201, 4], // Caldas
      [1102, 7], // Lima, after Martin
      [1002, 5], // Tanaka
      [902, 6], // Amaral
      [1003, 8], // Monteiro
      [903, 10], // Wrona
      [1105, 9], // Martin
    ],
  },
};

// ---- Bios --------------------------------------------------------------------

/** The fighters the catalogue names have their story told by hand; the rest get one from their facts. */
const writtenBios: Record<number, LocalisedText> = {
  404: {
    en: 'Raised in the boxing gyms of Iztapalapa, Diego Navarro switched to MMA at nineteen and never lost his taste for a firefight. His knockout of Marcus Hale carried him into the lightweight top five, and the rematch takes him home to Mexico City.',
    pt: 'Criado nas academias de boxe de Iztapalapa, Diego Navarro migrou para o MMA aos dezenove anos sem perder o gosto pela trocação. O nocaute sobre Marcus Hale o levou ao top 5 dos leves, e a revanche o leva de volta à Cidade do México.',
    es: 'Criado en los gimnasios de boxeo de Iztapalapa, Diego Navarro se pasó a las MMA a los diecinueve años sin perder el gusto por el intercambio. Su nocaut a Marcus Hale lo metió en el top 5 ligero, y la revancha lo lleva de vuelta a Ciudad de México.',
  },
  406: {
    en: 'A college wrestler from Ohio, Marcus Hale built his game on takedowns and late-round cardio. The loss to Diego Navarro cost him his number-three spot; he says the rematch will look nothing like the first fight.',
    pt: 'Ex-lutador universitário de wrestling em Ohio, Marcus Hale construiu seu jogo com quedas e fôlego de sobra nos rounds finais. A derrota para Diego Navarro custou a ele o terceiro lugar do ranking; ele promete que a revanche será outra história.',
    es: 'Exluchador universitario de Ohio, Marcus Hale construyó su juego con derribos y un gran fondo en los últimos asaltos. La derrota ante Diego Navarro le costó el tercer puesto del ranking; asegura que la revancha será otra historia.',
  },
  1102: {
    en: 'From a small academy in Manaus to the bright lights of São Paulo, Ana Beatriz Lima submitted Chloe Martin to earn her shot at the unbeaten champion Maya Okafor.',
    pt: 'De uma pequena academia em Manaus às luzes de São Paulo, Ana Beatriz Lima finalizou Chloe Martin e conquistou a chance de enfrentar a campeã invicta Maya Okafor.',
    es: 'De una pequeña academia en Manaos a las luces de São Paulo, Ana Beatriz Lima sometió a Chloe Martin y se ganó la oportunidad ante la campeona invicta Maya Okafor.',
  },
  1105: {
    en: 'A Montreal kickboxing champion turned mixed martial artist, Chloe Martin headlined her first five-rounder against Ana Beatriz Lima and was submitted in the fourth. She has asked for a quick return.',
    pt: 'Campeã de kickboxing em Montreal antes de migrar para o MMA, Chloe Martin fez sua primeira luta de cinco rounds contra Ana Beatriz Lima e foi finalizada no quarto. Ela já pediu uma volta rápida.',
    es: 'Campeona de kickboxing en Montreal antes de pasarse a las MMA, Chloe Martin disputó su primer combate a cinco asaltos ante Ana Beatriz Lima y fue sometida en el cuarto. Ya ha pedido volver pronto.',
  },
  801: {
    en: 'Malik Johnson won the heavyweight title on a night of two knockdowns and twelve brutal rounds, and has not looked back. His latest defence, against Ivan Petrov in London, ended inside the distance.',
    pt: 'Malik Johnson conquistou o título dos pesados numa noite de dois knockdowns e doze assaltos brutais, e não olhou mais para trás. Sua última defesa, contra Ivan Petrov em Londres, terminou antes do limite.',
    es: 'Malik Johnson ganó el título pesado en una noche de dos derribos y doce asaltos brutales, y no ha mirado atrás. Su última defensa, ante Ivan Petrov en Londres, terminó antes del límite.',
  },
  803: {
    en: 'At six foot eight, Ivan Petrov is the tallest man in the heavyweight top five, and he uses every inch of his jab. He challenged Malik Johnson for the title in London and came up short.',
    pt: 'Com 2,03 m, Ivan Petrov é o mais alto do top 5 dos pesados, e usa cada centímetro do seu jab. Desafiou Malik Johnson pelo título em Londres e ficou pelo caminho.',
    es: 'Con 2,03 m, Ivan Petrov es el más alto del top 5 pesado y aprovecha cada centímetro de su jab. Retó a Malik Johnson por el título en Londres y se quedó a las puertas.',
  },
  501: {
    en: "Kenji Watanabe's head kick against Luuk de Vries went around the world. The welterweight champion trains in his home town of Tokyo and has never lost at the Ariake Arena.",
    pt: 'O chute na cabeça de Kenji Watanabe contra Luuk de Vries rodou o mundo. O campeão dos meio-médios treina em Tóquio, sua cidade natal, e nunca perdeu na Ariake Arena.',
    es: 'La patada a la cabeza de Kenji Watanabe ante Luuk de Vries dio la vuelta al mundo. El campeón wélter entrena en Tokio, su ciudad natal, y nunca ha perdido en el Ariake Arena.',
  },
  502: {
    en: "A product of the Dutch low-kick school, Luuk de Vries has more than sixty professional wins and a masterclass series of his own. Eighteen months after Kenji Watanabe's head kick, he gets his rematch in Tokyo.",
    pt: 'Produto da escola holandesa de chutes baixos, Luuk de Vries tem mais de sessenta vitórias profissionais e uma série de aulas própria. Dezoito meses depois do chute de Kenji Watanabe, ele ganha a revanche em Tóquio.',
    es: 'Producto de la escuela holandesa de patadas bajas, Luuk de Vries suma más de sesenta victorias profesionales y una serie de clases propia. Dieciocho meses después de la patada de Kenji Watanabe, tiene su revancha en Tokio.',
  },
  303: {
    en: 'Rafael Costa learned jiu-jitsu on the beaches of Rio and knockouts in its gyms. He outworked Tomás Herrera on all three scorecards in front of a sold-out Arena Carioca and climbed to number two at featherweight.',
    pt: 'Rafael Costa aprendeu jiu-jítsu nas praias do Rio e os nocautes nas suas academias. Venceu Tomás Herrera nas três papeletas diante de uma Arena Carioca lotada e subiu para o segundo lugar dos penas.',
    es: 'Rafael Costa aprendió jiu-jitsu en las playas de Río y los nocauts en sus gimnasios. Superó a Tomás Herrera en las tres tarjetas ante una Arena Carioca llena y subió al número dos del peso pluma.',
  },
  307: {
    en: 'A judoka from Rosario with a stubborn chin, Tomás Herrera has never been knocked out. The defeat to Rafael Costa in Rio dropped him three places in the featherweight rankings.',
    pt: 'Judoca de Rosário e dono de um queixo teimoso, Tomás Herrera nunca foi nocauteado. A derrota para Rafael Costa no Rio o fez cair três posições no ranking dos penas.',
    es: 'Judoca de Rosario con una mandíbula terca, Tomás Herrera nunca ha sido noqueado. La derrota ante Rafael Costa en Río le hizo caer tres puestos en el ranking pluma.',
  },
  1001: {
    en: 'Valentina Cruz has held the flyweight title for three years and defends it at home in Madrid. The only blemish on her recent run is a draw with Maya Okafor over ten hard rounds.',
    pt: 'Valentina Cruz é campeã dos moscas há três anos e defende o cinturão em casa, em Madri. A única mancha em sua campanha recente é um empate com Maya Okafor em dez assaltos duríssimos.',
    es: 'Valentina Cruz lleva tres años como campeona mosca y defiende el cinturón en casa, en Madrid. La única mancha de su racha reciente es un empate con Maya Okafor en diez duros asaltos.',
  },
  1101: {
    en: 'Unbeaten in fifteen professional fights, Maya Okafor rules the bantamweight division, and once crossed over to boxing to fight the flyweight champion Valentina Cruz to a draw. Ana Beatriz Lima is next.',
    pt: 'Invicta em quinze lutas profissionais, Maya Okafor domina a categoria peso-galo e chegou a cruzar para o boxe para empatar com a campeã dos moscas Valentina Cruz. Ana Beatriz Lima é a próxima.',
    es: 'Invicta en quince peleas profesionales, Maya Okafor reina en el peso gallo y llegó a cruzarse al boxeo para empatar con la campeona mosca Valentina Cruz. Ana Beatriz Lima es la siguiente.',
  },
  802: {
    en: 'Yusuf Demir is the reigning Iron Shin Grand Prix champion: three wins in one night in Rotterdam, two of them by knockout. He stopped Sasha Kovalenko and is now the number-one heavyweight contender.',
    pt: 'Yusuf Demir é o atual campeão do Iron Shin Grand Prix: três vitórias em uma noite em Roterdã, duas por nocaute. Ele nocauteou Sasha Kovalenko e agora é o desafiante número um dos pesados.',
    es: 'Yusuf Demir es el vigente campeón del Iron Shin Grand Prix: tres victorias en una noche en Róterdam, dos por nocaut. Noqueó a Sasha Kovalenko y ahora es el aspirante número uno del peso pesado.',
  },
  806: {
    en: 'A former national champion in Kyiv, Sasha Kovalenko brings a high guard and heavy low kicks. He lasted into the fifth round with Yusuf Demir before the referee stepped in.',
    pt: 'Ex-campeão nacional em Kiev, Sasha Kovalenko tem guarda alta e chutes baixos pesados. Chegou ao quinto round contra Yusuf Demir antes de o árbitro interromper.',
    es: 'Excampeón nacional en Kiev, Sasha Kovalenko trae guardia alta y patadas bajas pesadas. Llegó al quinto asalto ante Yusuf Demir antes de que el árbitro detuviera el combate.',
  },
  601: {
    en: "Dublin's Liam O'Connor holds the super-middleweight title and has lost once in thirty-two fights. He stopped Jake Morrison in the tenth and now faces the Mexican power-puncher Emiliano Reyes.",
    pt: "Liam O'Connor, de Dublin, é o campeão dos supermédios e perdeu uma vez em trinta e duas lutas. Nocauteou Jake Morrison no décimo assalto e agora enfrenta o mexicano Emiliano Reyes.",
    es: "El dublinés Liam O'Connor es el campeón supermediano y solo ha perdido una vez en treinta y dos peleas. Noqueó a Jake Morrison en el décimo asalto y ahora se mide al mexicano Emiliano Reyes.",
  },
  605: {
    en: "A slick boxer from Manchester, Jake Morrison was ahead on two cards when Liam O'Connor caught him in the tenth. He has won twice since.",
    pt: "Boxeador técnico de Manchester, Jake Morrison vencia em dois cartões quando Liam O'Connor o pegou no décimo assalto. Desde então venceu duas vezes.",
    es: "Boxeador técnico de Mánchester, Jake Morrison ganaba en dos tarjetas cuando Liam O'Connor lo alcanzó en el décimo asalto. Desde entonces ha ganado dos veces.",
  },
  602: {
    en: "Emiliano Reyes has won twenty-five fights by knockout and rarely needs the judges. He meets Liam O'Connor in Dublin for the super-middleweight title.",
    pt: "Emiliano Reyes venceu vinte e cinco lutas por nocaute e raramente precisa dos jurados. Ele enfrenta Liam O'Connor em Dublin pelo título dos supermédios.",
    es: "Emiliano Reyes ha ganado veinticinco peleas por nocaut y rara vez necesita a los jueces. Se mide a Liam O'Connor en Dublín por el título supermediano.",
  },
  1002: {
    en: 'Aoi Tanaka is a patient counter-puncher from Osaka with one loss in nineteen fights. She travels to Madrid to challenge Valentina Cruz for the flyweight title.',
    pt: 'Aoi Tanaka é uma contragolpeadora paciente de Osaka, com uma derrota em dezenove lutas. Ela viaja a Madri para desafiar Valentina Cruz pelo título dos moscas.',
    es: 'Aoi Tanaka es una paciente contragolpeadora de Osaka con una sola derrota en diecinueve peleas. Viaja a Madrid para retar a Valentina Cruz por el título mosca.',
  },
};

type Gendered = { he: string; she: string };
const trait = (en: string, pt: string, es: string): LocalisedText => ({ en, pt, es });

// What a fighter is known for, fitting their sport and how they win: grapplers
// (more submissions than knockouts) for their ground game, everyone else for their striking.
// Portuguese carries its own preposition ("conhecido pela…"), Spanish its possessive ("conocido por su…").
const everyStriker = [
  trait('relentless pressure', 'pela pressão incansável', 'su presión incansable'),
  trait('a granite chin', 'pelo queixo de granito', 'su mandíbula de granito'),
  trait('heavy hands', 'pelas mãos pesadas', 'sus manos pesadas'),
  trait('late-round stamina', 'pelo fôlego nos rounds finais', 'su resistencia en los últimos asaltos'),
];
const counterPunching = trait('slick counter-punching', 'pelos contragolpes precisos', 'sus contragolpes precisos');
const kicks = trait('crisp kicks', 'pelos chutes precisos', 'sus patadas precisas');
const grapplerTraits = [
  trait('a suffocating top game', 'pelo jogo por cima sufocante', 'su juego de arriba asfixiante'),
  trait('slick submissions', 'pelas finalizações rápidas', 'sus sumisiones rápidas'),
  trait('relentless wrestling', 'pelo wrestling incansável', 'su lucha incansable'),
];
const strikerTraits: Record<Sport, LocalisedText[]> = {
  MMA: [...everyStriker, counterPunching, kicks],
  Boxing: [...everyStriker, counterPunching],
  Kickboxing: [...everyStriker, kicks],
};

/** A class as a sentence names it ("a flyweight boxer"), women's or not. */
const classInSentence: Record<FighterWeightClass, LocalisedText> = {
  FLYWEIGHT: { en: 'flyweight', pt: 'peso-mosca', es: 'peso mosca' },
  BANTAMWEIGHT: { en: 'bantamweight', pt: 'peso-galo', es: 'peso gallo' },
  FEATHERWEIGHT: { en: 'featherweight', pt: 'peso-pena', es: 'peso pluma' },
  LIGHTWEIGHT: { en: 'lightweight', pt: 'peso-leve', es: 'peso ligero' },
  WELTERWEIGHT: { en: 'welterweight', pt: 'peso-meio-médio', es: 'peso wélter' },
  MIDDLEWEIGHT: { en: 'middleweight', pt: 'peso-médio', es: 'peso mediano' },
  LIGHT_HEAVYWEIGHT: { en: 'light heavyweight', pt: 'peso-meio-pesado', es: 'peso semipesado' },
  HEAVYWEIGHT: { en: 'heavyweight', pt: 'peso-pesado', es: 'peso pesado' },
  WOMENS_STRAWWEIGHT: { en: 'strawweight', pt: 'peso-palha', es: 'peso paja' },
  WOMENS_FLYWEIGHT: { en: 'flyweight', pt: 'peso-mosca', es: 'peso mosca' },
  WOMENS_BANTAMWEIGHT: { en: 'bantamweight', pt: 'peso-galo', es: 'peso gallo' },
  WOMENS_FEATHERWEIGHT: { en: 'featherweight', pt: 'peso-pena', es: 'peso pluma' },
};

const roles: Record<Sport, { en: string; pt: Gendered; es: Gendered }> = {
  MMA: { en: 'fighter', pt: { he: 'um lutador de MMA', she: 'uma lutadora de MMA' }, es: { he: 'un peleador de MMA', she: 'una peleadora de MMA' } },
  Boxing: { en: 'boxer', pt: { he: 'um pugilista', she: 'uma pugilista' }, es: { he: 'un boxeador', she: 'una boxeadora' } },
  Kickboxing: { en: 'kickboxer', pt: { he: 'um lutador de kickboxing', she: 'uma lutadora de kickboxing' }, es: { he: 'un kickboxer', she: 'una kickboxer' } },
};

const stances: Record<Stance, { en: string; pt: Gendered; es: Gendered }> = {
  ORTHODOX: { en: 'an orthodox', pt: { he: 'de base ortodoxa', she: 'de base ortodoxa' }, es: { he: 'de guardia ortodoxa', she: 'de guardia ortodoxa' } },
  SOUTHPAW: { en: 'a southpaw', pt: { he: 'canhoto', she: 'canhota' }, es: { he: 'zurdo', she: 'zurda' } },
  SWITCH: { en: 'a switch-stance', pt: { he: 'que alterna a base', she: 'que alterna a base' }, es: { he: 'que cambia de guardia', she: 'que cambia de guardia' } },
};

const countryNames = Object.fromEntries(
  (['en', 'pt', 'es'] as const).map((language) => [language, new Intl.DisplayNames([language], { type: 'region' })]),
) as Record<'en' | 'pt' | 'es', Intl.DisplayNames>;

/** A short bio from a fighter's facts, in the realm's three languages. */
function generatedBio(line: Line, weightClass: FighterWeightClass): LocalisedText {
  const [id, first, last, nickname, country, sport] = line;
  const stance = stances[line[7]];
  const name = `${first} ${last}`;
  const gender = weightClasses[weightClass].division === 'WOMEN' ? 'she' : 'he';
  const [knockouts, submissions] = [line[9], line[10]];
  const traits = submissions > knockouts ? grapplerTraits : strikerTraits[sport];
  const known = traits[id % traits.length]!;
  const noun = classInSentence[weightClass];
  const role = roles[sport];
  const where = (language: 'en' | 'pt' | 'es') => countryNames[language].of(country) ?? country;
  const called = (en: string, pt: string, es: string) => (nickname ? { en: ` ${en} "${nickname}".`, pt: ` ${pt} "${nickname}".`, es: ` ${es} "${nickname}".` } : { en: '', pt: '', es: '' });
  const nick = gender === 'she' ? called('Fans call her', 'A torcida a chama de', 'La afición la llama') : called('Fans call him', 'A torcida o chama de', 'La afición lo llama');
  const knownFor = gender === 'she' ? { pt: 'conhecida', es: 'conocida' } : { pt: 'conhecido', es: 'conocido' };
  return {
    en: `${name} (${where('en')}) is ${stance.en} ${noun.en} ${role.en} known for ${known.en}.${nick.en}`,
    pt: `${name} (${where('pt')}) é ${role.pt[gender]} do ${noun.pt}, ${stance.pt[gender]}, ${knownFor.pt} ${known.pt}.${nick.pt}`,
    es: `${name} (${where('es')}) es ${role.es[gender]} del ${noun.es}, ${stance.es[gender]}, ${knownFor.es} por ${known.es}.${nick.es}`,
  };
}

// ---- The roster, the rankings and the links, as rows -------------------------

function fighterOf(line: Line, weightClass: FighterWeightClass): DemoFighter {
  const [id, firstName, lastName, nickname, country, sport, birthDate, stance, record, knockouts, submissions, height, reach, accuracy, takedownDefence, , weight] = line;
  const [wins, losses, draws] = record.split('-').map(Number) as [number, number, number];
  return {
    id, firstName, lastName, nickname, country, sport, weightClass, birthDate, stance,
    wins, losses, draws,
    winsByKnockout: knockouts,
    winsBySubmission: submissions,
    winsByDecision: wins - knockouts - submissions,
    heightInches: height,
    reachInches: reach,
    weightLbs: weight ?? weightClasses[weightClass].limitLbs!,
    strikingAccuracyPercent: accuracy,
    takedownDefencePercent: takedownDefence,
    bio: writtenBios[id] ?? generatedBio(line, weightClass),
  };
}

const classEntries = Object.entries(rankedClasses) as [FighterWeightClass, (typeof rankedClasses)[FighterWeightClass]][];

export const demoFighters: DemoFighter[] = [
  ...classEntries.flatMap(([weightClass, { ranked }]) => ranked.map((line) => fighterOf(line, weightClass))),
  ...unranked.map(([weightClass, line]) => fighterOf(line, weightClass)),
];

export const demoRankings: DemoRankingEntry[] = [
  ...classEntries.flatMap(([weightClass, { ranked }]) =>
    ranked.map((line, rank) => ({ weightClass, rank, fighterId: line[0], previousRank: line[15] })),
  ),
  ...(Object.entries(poundForPound) as [PoundForPound, (typeof poundForPound)[PoundForPound]][]).flatMap(([weightClass, { ranked }]) =>
    ranked.map(([fighterId, previousRank], index) => ({ weightClass, rank: index + 1, fighterId, previousRank })),
  ),
];

function publishedDaysAgo(weightClass: WeightClass): number {
  return isPoundForPound(weightClass) ? poundForPound[weightClass].publishedDaysAgo : rankedClasses[weightClass].publishedDaysAgo;
}

/**
 * Who appears in which Ringside title, by the names the title (or, for the
 * documentary, its season) uses. Weigh-in videos name no fighter, so none is tagged there.
 */
export const demoContentFighters: [TaggedContentType, number, string[]][] = [
  // Full fights
  ['VIDEO', 1, ['Diego Navarro', 'Marcus Hale']],
  ['VIDEO', 2, ['Ana Beatriz Lima', 'Chloe Martin']],
  ['VIDEO', 3, ['Malik Johnson', 'Ivan Petrov']],
  ['VIDEO', 4, ['Kenji Watanabe', 'Luuk de Vries']],
  ['VIDEO', 5, ['Rafael Costa', 'Tomás Herrera']],
  ['VIDEO', 6, ['Valentina Cruz', 'Maya Okafor']],
  ['VIDEO', 7, ['Yusuf Demir', 'Sasha Kovalenko']],
  ['VIDEO', 8, ["Liam O'Connor", 'Jake Morrison']],
  // Highlights
  ['VIDEO', 9, ['Diego Navarro']],
  ['VIDEO', 10, ['Ana Beatriz Lima']],
  ['VIDEO', 11, ['Malik Johnson']],
  ['VIDEO', 12, ['Kenji Watanabe']],
  ['VIDEO', 13, ['Yusuf Demir']],
  ['VIDEO', 14, ["Liam O'Connor"]],
  // Film studies: "How A Beat B"
  ['VIDEO', 15, ['Diego Navarro', 'Marcus Hale']],
  ['VIDEO', 16, ['Ana Beatriz Lima', 'Chloe Martin']],
  ['VIDEO', 17, ['Kenji Watanabe', 'Luuk de Vries']],
  ['VIDEO', 18, ["Liam O'Connor", 'Jake Morrison']],
  // The rankings show, the classic rewind, the masterclass
  ['VIDEO', 22, ['Diego Navarro', 'Ana Beatriz Lima']],
  ['VIDEO', 23, ['Malik Johnson']],
  ['VIDEO', 24, ['Luuk de Vries']],
  // Road to the Belt: season 1 follows Navarro, season 2 Lima
  ...[25, 26, 27].map((id): [TaggedContentType, number, string[]] => ['VIDEO', id, ['Diego Navarro']]),
  ...[28, 29, 30].map((id): [TaggedContentType, number, string[]] => ['VIDEO', id, ['Ana Beatriz Lima']]),
  // Live events: the two fighters of the main event (the Grand Prix names its defending champion)
  ['LIVE_EVENT', 1, ['Diego Navarro', 'Marcus Hale']],
  ['LIVE_EVENT', 2, ['Yusuf Demir']],
  ['LIVE_EVENT', 3, ["Liam O'Connor", 'Emiliano Reyes']],
  ['LIVE_EVENT', 4, ['Ana Beatriz Lima', 'Maya Okafor']],
  ['LIVE_EVENT', 5, ['Valentina Cruz', 'Aoi Tanaka']],
  ['LIVE_EVENT', 6, ['Kenji Watanabe', 'Luuk de Vries']],
  ['LIVE_EVENT', 7, ['Rafael Costa', 'Tomás Herrera']],
  ['LIVE_EVENT', 8, ['Malik Johnson', 'Ivan Petrov']],
];

/** The results the catalogue tells of, which the records above include (checked by demoFighters.test.ts). */
export const demoResults: { winner: string; loser: string; method: 'KNOCKOUT' | 'SUBMISSION' | 'DECISION' | 'DRAW' }[] = [
  { winner: 'Diego Navarro', loser: 'Marcus Hale', method: 'KNOCKOUT' },
  { winner: 'Ana Beatriz Lima', loser: 'Chloe Martin', method: 'SUBMISSION' },
  { winner: 'Malik Johnson', loser: 'Ivan Petrov', method: 'KNOCKOUT' },
  { winner: 'Kenji Watanabe', loser: 'Luuk de Vries', method: 'KNOCKOUT' },
  { winner: 'Rafael Costa', loser: 'Tomás Herrera', method: 'SUBMISSION' },
  { winner: 'Valentina Cruz', loser: 'Maya Okafor', method: 'DRAW' },
  { winner: 'Yusuf Demir', loser: 'Sasha Kovalenko', method: 'KNOCKOUT' },
  { winner: "Liam O'Connor", loser: 'Jake Morrison', method: 'KNOCKOUT' },
];

export const fullName = (fighter: Pick<DemoFighter, 'firstName' | 'lastName'>) => `${fighter.firstName} ${fighter.lastName}`;

function fighterIdByName(name: string): number {
  const fighter = demoFighters.find((candidate) => fullName(candidate) === name);
  if (!fighter) throw new Error(`demo content names an unknown fighter: ${name}`);
  return fighter.id;
}

// ---- Seeding -----------------------------------------------------------------

/**
 * Writes Ringside's roster, rankings and content links: an idempotent upsert by
 * the fixed ids. A ranking keeps the date it was first published (`now` minus
 * its age then), as videos keep their release dates across restarts.
 */
export async function seedFighters(tx: Queryable, now: Date): Promise<void> {
  const realmId = ringside.realm.id;
  const column = <K extends keyof DemoFighter>(key: K) => demoFighters.map((fighter) => fighter[key]);
  await tx.query(
    `insert into fighter (id, realm_id, first_name, last_name, nickname, sport, weight_class, country, birth_date, stance,
                          wins, losses, draws, wins_by_knockout, wins_by_submission, wins_by_decision, height_inches,
                          reach_inches, weight_lbs, striking_accuracy_percent, takedown_defence_percent, bio)
     select id, $1, first_name, last_name, nickname, sport, weight_class, country, birth_date, stance, wins, losses, draws,
            wins_by_knockout, wins_by_submission, wins_by_decision, height_inches, reach_inches, weight_lbs,
            striking_accuracy_percent, takedown_defence_percent, bio::jsonb
       from unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::date[], $10::text[],
                   $11::int[], $12::int[], $13::int[], $14::int[], $15::int[], $16::int[], $17::numeric[], $18::numeric[],
                   $19::numeric[], $20::numeric[], $21::numeric[], $22::text[])
            as d(id, first_name, last_name, nickname, sport, weight_class, country, birth_date, stance, wins, losses, draws,
                 wins_by_knockout, wins_by_submission, wins_by_decision, height_inches, reach_inches, weight_lbs,
                 striking_accuracy_percent, takedown_defence_percent, bio)
     on conflict (id) do update set
       realm_id = excluded.realm_id, first_name = excluded.first_name, last_name = excluded.last_name,
       nickname = excluded.nickname, sport = excluded.sport, weight_class = excluded.weight_class,
       country = excluded.country, birth_date = excluded.birth_date, stance = excluded.stance, wins = excluded.wins,
       losses = excluded.losses, draws = excluded.draws, wins_by_knockout = excluded.wins_by_knockout,
       wins_by_submission = excluded.wins_by_submission, wins_by_decision = excluded.wins_by_decision,
       height_inches = excluded.height_inches, reach_inches = excluded.reach_inches, weight_lbs = excluded.weight_lbs,
       striking_accuracy_percent = excluded.striking_accuracy_percent,
       takedown_defence_percent = excluded.takedown_defence_percent, bio = excluded.bio`,
    [
      realmId, column('id'), column('firstName'), column('lastName'), column('nickname'), column('sport'),
      column('weightClass'), column('country'), column('birthDate'), column('stance'), column('wins'), column('losses'),
      column('draws'), column('winsByKnockout'), column('winsBySubmission'), column('winsByDecision'),
      column('heightInches'), column('reachInches'), column('weightLbs'), column('strikingAccuracyPercent'),
      column('takedownDefencePercent'), demoFighters.map((fighter) => JSON.stringify(fighter.bio)),
    ],
  );

  // Rankings: places the demo no longer gives are dropped; the rest keep their first publication date.
  const entries = demoRankings;
  const rankingParams = [
    realmId,
    entries.map((entry) => entry.weightClass),
    entries.map((entry) => entry.fighterId),
    entries.map((entry) => entry.rank),
    entries.map((entry) => entry.previousRank),
    entries.map((entry) => publishedDaysAgo(entry.weightClass)),
    now,
  ];
  await tx.query(
    `delete from ranking r where r.realm_id = $1 and not exists (
       select 1 from unnest($2::text[], $3::int[]) as d(weight_class, fighter_id)
        where d.weight_class = r.weight_class and d.fighter_id = r.fighter_id)`,
    rankingParams.slice(0, 3),
  );
  await tx.query(
    `insert into ranking (realm_id, weight_class, fighter_id, rank, previous_rank, ranked_at)
     select $1, weight_class, fighter_id, rank, previous_rank, $7::timestamptz - days_ago * interval '1 day'
       from unnest($2::text[], $3::int[], $4::int[], $5::int[], $6::int[]) as d(weight_class, fighter_id, rank, previous_rank, days_ago)
     on conflict (realm_id, weight_class, fighter_id) do update set rank = excluded.rank, previous_rank = excluded.previous_rank`,
    rankingParams,
  );

  const links = demoContentFighters.flatMap(([contentType, contentId, names]) =>
    names.map((name, position) => ({ contentType, contentId, fighterId: fighterIdByName(name), position })),
  );
  await tx.query('delete from content_fighter where fighter_id in (select id from fighter where realm_id = $1)', [realmId]);
  await tx.query(
    `insert into content_fighter (content_type, content_id, fighter_id, position)
     select * from unnest($1::text[], $2::int[], $3::int[], $4::smallint[])`,
    [links.map((link) => link.contentType), links.map((link) => link.contentId), links.map((link) => link.fighterId), links.map((link) => link.position)],
  );
}
