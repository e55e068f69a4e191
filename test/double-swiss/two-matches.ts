/**
 * A Double-Swiss file of nine players after two matches (9 had the bye, then
 * 8), ten TRF rounds planned, as -g wrote it (seed 5). Match 3, worked out by
 * hand: the bye to 6 (lowest score, 3.4); 2-3 (4.3.3: 2 had Black last);
 * 8-1 ({1} takes 8 of score 2, 1 having met 5; 4.3.2: 8 had no White, 1 one); 5-4
 * ({5} takes 4 of score 1½: 7 he met, and 4 leaves 7-9 pairable; 4.3.2);
 * 9-7 (4.3.2: 9 had no White).
 */
export const TWO_MATCHES: readonly string[] = [
  '192 FIDE_DOUBLESWISS',
  '001    1 m    Player 0001                       2487                             3.0          5 b =     5 w =     6 w 1     6 b 1',
  '001    2 w    Player 0002                       2328                             3.5          6 w 1     6 b =     4 b 1     4 w 1',
  '001    3 w    Player 0003                       2264                             3.5          7 b 1     7 w =     9 w 1     9 b 1',
  '001    4 w    Player 0004                       2228                             1.5          8 w =     8 b 1     2 w 0     2 b 0',
  '001    5 m    Player 0005                       2148                             2.0          1 w =     1 b =     7 b =     7 w =',
  '001    6 m    Player 0006                       2111                             0.5          2 b 0     2 w =     1 b 0     1 w 0',
  '001    7 m    Player 0007                       1950                             1.5          3 w 0     3 b =     5 w =     5 b =',
  '001    8 w    Player 0008                       1663                             2.0          4 b =     4 w 0  0000 - U  0000 - U',
  '001    9 m    Player 0009                       1502                             1.5       0000 - U  0000 - U     3 b 0     3 w 0',
  'XXR 10',
  'XXC black1',
  'XXS PAB=0.75',
];
