/**
 * Twenty players of a club tournament as an organiser types them (in
 * alphabetical order), with the pairing numbers C.04.2 2.2 gives them worked
 * out by hand: rating first; Berg (WGM) before Novak (FM) at 2210 for the
 * title order; Adams before Baker at 2150 and Quinn before Quist unrated for
 * the alphabet.
 */
export interface ClubPlayer {
  name: string;
  title: string;
  rating: number | '';
  federation: string;
  sex: string;
  /** The pairing number the add-on must give. */
  expectedNumber: number;
}

export const CLUB_PLAYERS: readonly ClubPlayer[] = [
  { name: 'Adams, Tom', title: '', rating: 2150, federation: 'ENG', sex: 'm', expectedNumber: 4 },
  { name: 'Baker, Sue', title: '', rating: 2150, federation: 'ENG', sex: 'w', expectedNumber: 5 },
  {
    name: 'Berg, Anna',
    title: 'WGM',
    rating: 2210,
    federation: 'SWE',
    sex: 'w',
    expectedNumber: 2,
  },
  { name: 'Costa, Rui', title: '', rating: 2088, federation: 'POR', sex: 'm', expectedNumber: 6 },
  { name: 'Dubois, Marc', title: '', rating: 2031, federation: 'FRA', sex: 'm', expectedNumber: 7 },
  {
    name: 'Eriksen, Lars',
    title: '',
    rating: 1990,
    federation: 'NOR',
    sex: 'm',
    expectedNumber: 8,
  },
  { name: 'Fischer, Eva', title: '', rating: 1942, federation: 'GER', sex: 'w', expectedNumber: 9 },
  {
    name: 'García, Lucía',
    title: '',
    rating: 1905,
    federation: 'ESP',
    sex: 'w',
    expectedNumber: 10,
  },
  {
    name: 'Horvat, Ivan',
    title: '',
    rating: 1876,
    federation: 'CRO',
    sex: 'm',
    expectedNumber: 11,
  },
  {
    name: 'Ivanova, Elena',
    title: 'IM',
    rating: 2405,
    federation: 'RUS',
    sex: 'w',
    expectedNumber: 1,
  },
  {
    name: 'Jansen, Pieter',
    title: '',
    rating: 1850,
    federation: 'NED',
    sex: 'm',
    expectedNumber: 12,
  },
  {
    name: 'Kovács, Anna',
    title: '',
    rating: 1822,
    federation: 'HUN',
    sex: 'w',
    expectedNumber: 13,
  },
  { name: 'Larsen, Bo', title: '', rating: 1790, federation: 'DEN', sex: 'm', expectedNumber: 14 },
  {
    name: 'Moreau, Chloé',
    title: '',
    rating: 1745,
    federation: 'FRA',
    sex: 'w',
    expectedNumber: 15,
  },
  {
    name: 'Nieminen, Aino',
    title: '',
    rating: 1702,
    federation: 'FIN',
    sex: 'w',
    expectedNumber: 16,
  },
  { name: 'Novak, Jan', title: 'FM', rating: 2210, federation: 'CZE', sex: 'm', expectedNumber: 3 },
  { name: 'Olsen, Kari', title: '', rating: 1655, federation: 'NOR', sex: 'w', expectedNumber: 17 },
  {
    name: 'Petrov, Dmitri',
    title: '',
    rating: 1610,
    federation: 'BUL',
    sex: 'm',
    expectedNumber: 18,
  },
  { name: 'Quinn, Aoife', title: '', rating: '', federation: 'IRL', sex: 'w', expectedNumber: 19 },
  { name: 'Quist, Bram', title: '', rating: '', federation: 'NED', sex: 'm', expectedNumber: 20 },
];

/** The late entry of the scenario, who arrives before round 3 and gets the next number. */
export const LATE_ENTRY: ClubPlayer = {
  name: 'Rossi, Marco',
  title: '',
  rating: 1980,
  federation: 'ITA',
  sex: 'm',
  expectedNumber: 21,
};

export const PLAYERS_HEADER = [
  'No.',
  'Name',
  'Title',
  'Rating',
  'Federation',
  'FIDE ID',
  'Birth',
  'Sex',
  'Status',
  'Byes / absent rounds',
  'Not against',
  'Club',
];

export function playerRow(p: ClubPlayer): (string | number)[] {
  return ['', p.name, p.title, p.rating, p.federation, '', '', p.sex, 'active', '', '', ''];
}
