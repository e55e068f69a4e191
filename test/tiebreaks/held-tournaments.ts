import { tournament, UNRATED } from '../support/engine/tournament-builder.js';

/**
 * The tournaments of IA Mario Held's "Exercises in Tie-Breaking" (FIDE
 * Arbiters' Commission, C.07-2023), on which the FIDE examples of C.07 are
 * worked: a 16-player, 5-round Swiss with every kind of unplayed round, its
 * continuation to 9 rounds, and a 6-player round robin. Cross tables as
 * published there (start date 1 August 2024, so the 2024 edition applies).
 */
export const heldSwiss5 = tournament(
  [
    { id: 1, rating: 2200, name: 'Alyx', rounds: ['9w1', '13b=', '2w=', '15b1', '4w='] },
    { id: 2, rating: 2150, name: 'Bruno', rounds: ['10b1', '7w1', '1b=', '16w1', '3b='] },
    { id: 3, rating: 2100, name: 'Charline', rounds: ['11w=', '6b1', '8w1', '4b=', '2w='] },
    { id: 4, rating: 2050, name: 'David', rounds: ['12b1', 'H', '13w1', '3w=', '1b='] },
    { id: 5, rating: 2000, name: 'Helene', rounds: ['13w0', '15b0', '11w1', '7b=', '10w1'] },
    { id: 6, rating: 1950, name: 'Franck', rounds: ['14b0', '3w0', 'U', '10w1', '8b1'] },
    { id: 7, rating: 1900, name: 'Genevieve', rounds: ['15w1', '2b0', '16b0', '5w=', '11b0'] },
    { id: 8, rating: 1850, name: 'Irina', rounds: ['16b=', '14w1', '3b0', '13w1', '6w0'] },
    { id: 9, rating: 1800, name: 'Jessica', rounds: ['1b0', '10w0', 'H', '11b-', 'U'] },
    { id: 10, rating: 1750, name: 'Lais', rounds: ['2w0', '9b1', '15w0', '6b0', '5b0'] },
    { id: 11, rating: 1700, name: 'Maria', rounds: ['3b=', '16w0', '5b0', '9w+', '7w1'] },
    { id: 12, rating: 1650, name: 'Nick', rounds: ['4w0', 'U', '14w+', 'Z', 'Z'] },
    { id: 13, rating: 1600, name: 'Opal', rounds: ['5b1', '1w=', '4b0', '8b0', '14w0'] },
    { id: 14, rating: 1550, name: 'Paul', rounds: ['6w1', '8b0', '12b-', 'Z', '13b1'] },
    { id: 15, rating: 1500, name: 'Reine', rounds: ['7b0', '5w1', '10b1', '1w0', '16b0'] },
    { id: 16, rating: 1450, name: 'Stephan', rounds: ['8w=', '11b1', '7w1', '2b0', '15w1'] },
  ],
  { ...UNRATED, info: { startDate: '2024/08/01' } },
);

/** The same tournament continued to nine rounds (new ratings, as published). */
export const heldSwiss9 = tournament(
  [
    {
      id: 1,
      rating: 2150,
      name: 'Alyx',
      rounds: ['9w1', '13b=', '2w=', '15b1', '4w=', '6b=', '3b=', '16w=', '8b1'],
    },
    {
      id: 2,
      rating: 2130,
      name: 'Bruno',
      rounds: ['10b1', '7w1', '1b=', '16w1', '3b1', '4w=', '6w0', '15b=', '5w='],
    },
    {
      id: 3,
      rating: 2200,
      name: 'Charline',
      rounds: ['11w=', '6b1', '8w1', '4b=', '2w0', '16b1', '1w=', '14w1', '10b1'],
    },
    {
      id: 4,
      rating: 2110,
      name: 'David',
      rounds: ['12b1', 'H', '13w1', '3w=', '1b=', '2b=', '16w=', '6b=', '15w1'],
    },
    {
      id: 5,
      rating: 1890,
      name: 'Helene',
      rounds: ['13w0', '15b0', '11w1', '7b=', '10w1', '14b0', '9b1', '8w0', '2b='],
    },
    {
      id: 6,
      rating: 2090,
      name: 'Franck',
      rounds: ['14b0', '3w0', 'U', '10w1', '8b1', '1w=', '2b1', '4w=', '16b1'],
    },
    {
      id: 7,
      rating: 1950,
      name: 'Genevieve',
      rounds: ['15w1', '2b0', '16b0', '5w=', '11b0', '10b0', '13w1', '9w1', '14b1'],
    },
    {
      id: 8,
      rating: 1930,
      name: 'Irina',
      rounds: ['16b=', '14w1', '3b0', '13w1', '6w0', '11b=', '15w=', '5b1', '1w0'],
    },
    {
      id: 9,
      rating: 1790,
      name: 'Jessica',
      rounds: ['1b0', '10w0', 'H', '11b-', 'U', '13b1', '5w0', '7b0', '12w='],
    },
    {
      id: 10,
      rating: 1870,
      name: 'Lais',
      rounds: ['2w0', '9b1', '15w0', '6b0', '5b0', '7w1', '12b1', '11w1', '3w0'],
    },
    {
      id: 11,
      rating: 1810,
      name: 'Maria',
      rounds: ['3b=', '16w0', '5b0', '9w+', '7w1', '8w=', '14b0', '10b0', '13w='],
    },
    {
      id: 12,
      rating: 1770,
      name: 'Nick',
      rounds: ['4w0', 'U', '14w+', 'Z', 'Z', '15b0', '10w0', '13b=', '9b='],
    },
    {
      id: 13,
      rating: 1750,
      name: 'Opal',
      rounds: ['5b1', '1w=', '4b0', '8b0', '14w0', '9w0', '7b0', '12w=', '11b='],
    },
    {
      id: 14,
      rating: 1850,
      name: 'Paul',
      rounds: ['6w1', '8b0', '12b-', 'Z', '13b1', '5w1', '11w1', '3b0', '7w0'],
    },
    {
      id: 15,
      rating: 1830,
      name: 'Reine',
      rounds: ['7b0', '5w1', '10b1', '1w0', '16b0', '12w1', '8b=', '2w=', '4b0'],
    },
    {
      id: 16,
      rating: 1910,
      name: 'Stephan',
      rounds: ['8w=', '11b1', '7w1', '2b0', '15w1', '3w0', '4b=', '1b=', '6w0'],
    },
  ],
  { ...UNRATED, info: { startDate: '2024/08/01' } },
);

/** The round robin of the exercises: six players, five rounds, one forfeit (6 against 5 in round 4). */
export const heldRoundRobin = tournament(
  [
    { id: 1, rating: 2200, name: 'Alyx', rounds: ['5w=', '2w1', '3b1', '4w0', '6b1'] },
    { id: 2, rating: 2150, name: 'Bruno', rounds: ['6w1', '1b0', '5w1', '3w=', '4b1'] },
    { id: 3, rating: 2100, name: 'Charline', rounds: ['4w1', '6b1', '1w0', '2b=', '5w1'] },
    { id: 4, rating: 2050, name: 'David', rounds: ['3b0', '5b0', '6w=', '1b1', '2w0'] },
    { id: 5, rating: 1950, name: 'Franck', rounds: ['1b=', '4w1', '2b0', '6w-', '3b0'] },
    { id: 6, rating: 2000, name: 'Helene', rounds: ['2b0', '3w0', '4b=', '5b+', '1w0'] },
  ],
  { ...UNRATED, info: { startDate: '2024/08/01', systemCode: 'FIDE_ROUNDROBIN' } },
);
