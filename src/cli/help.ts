import { SYSTEM_IDS, SYSTEM_NAMES } from '../engine/systems/registry.js';
import { DEFAULT_SYSTEM } from './system-choice.js';

export function helpText(): string {
  const systems = SYSTEM_IDS.map(
    (id) => `  --${id.padEnd(13)}${SYSTEM_NAMES[id]}${id === DEFAULT_SYSTEM ? ' [default]' : ''}`,
  ).join('\n');
  return `swiss-pair - FIDE Swiss pairings over TRF files (command line compatible with bbpPairings and JaVaFo)

Usage:
  swiss-pair [SYSTEM] input.trf -p [output]     pair the next round ("-" or no output: stdout)
  swiss-pair [SYSTEM] -c file.trf [file.trf ...] replay and check finished tournaments
  swiss-pair [SYSTEM] input.trf --explain        pair the next round and explain it
  swiss-pair [SYSTEM] input.trf --why-not A B    why A and B do not meet in the next round
  swiss-pair [SYSTEM] -g [config] [model.trf] -o out.trf [-s seed]
                                                 a random tournament, paired round by round
  swiss-pair ROUND-ROBIN input.trf|N --schedule  every round of a round-robin's table
  swiss-pair --standings ...                     standings and tie-breaks
  swiss-pair --team input.trf -p [output]        pair the next round of a team tournament (C.04.6)
  swiss-pair --team -c file.trf [file.trf ...]   replay and check team tournaments
  swiss-pair --team -g -o out.trf [-s seed]      a random team tournament, paired round by round
  swiss-pair --team --standings file.trf         team standings with the C.07 team tie-breaks
  swiss-pair --team --board-prizes file.trf      board prizes: games, points and % per player and board
  swiss-pair --team input.trf --explain          explain the next team round (--why-not A B: two teams)
  swiss-pair --help | --version
Options may come in any order.

SYSTEM (one of):
${systems}
  Without a system option, record 192 of the file decides (FIDE_DUTCH_2017,
  FIDE_DUTCH_2025/2026, FIDE_DUTCH), and without one the ${DEFAULT_SYSTEM} system is used.
  --verbose      with -p: how the round was paired, on standard error (the
                 Dutch system: each bracket paired from candidate pairs, its
                 candidates, solves, certificate rounds and pairs brought in)
  --maxi         declare a Maxi-tournament (Lim 3.2, 3.8, 5.7; record 192 FIDE_LIM_MAXI
                 declares it too); ignored by other systems
  --double-swiss pairs two-game matches (C.04.5): match k is TRF rounds 2k-1 and
                 2k, the same opponent, the colours reversed (record 192
                 FIDE_DOUBLESWISS, FIDE_DOUBLESWISS_BAKU). -p pairs the next
                 match and writes its pair list with the colours of game 1;
                 -c replays each match at its first game; -g writes both games
                 (RoundsNumber counts matches; XXR the TRF rounds).
  --round-robin, --double-round-robin pair from the Berger tables (C.05
                 Annex 1; record 192 FIDE_ROUNDROBIN, BERGER_ROUNDROBIN,
                 FIDE_DOUBLEROUNDROBIN, BERGER_DOUBLEROUNDROBIN). The pairing
                 numbers are the Berger numbers drawn by lot; the odd number
                 out meets the dummy ("id 0"); a withdrawn or absent player
                 stays on his board (the game is a forfeit). FIDE's double
                 round-robin reverses the last two rounds of the first cycle,
                 BERGER_DOUBLEROUNDROBIN does not. -c compares every played
                 round with the table; a late entry is refused.

--schedule
  Prints every round of a round-robin's table, for the players of the file
  (by pairing number and name) or for N players.

--explain
  Pairs the next round as -p does and explains it: each scoregroup and who
  floats out of it (or comes up into it) and why, each board's colour rule,
  and the pairing-allocated bye, with the articles of the system. A
  Double-Swiss match round is explained at its first game.

--why-not A B
  Pairs the next round and says why players A and B (pairing numbers) do not
  meet: the board if they do, else an absolute criterion, or the first
  criterion on which the best pairing with A-B forced is worse.

-g [config] [model.trf] -o out.trf [-s seed]
  Writes a random tournament (or continues model.trf) with every round paired
  by SYSTEM, as TRF with XXR, XXC, XXS, XXP and record 192. The configuration
  file takes the reference generators' keys (PlayersNumber, RoundsNumber,
  DrawPercentage, ForfeitRate, RetiredRate, HalfPointByeRate, HighestRating,
  LowestRating, PointsForWin/Draw/Loss/ZPB/ForfeitLoss/PAB) and ours
  (ForbiddenPairs, LateEntries). The same seed gives the same file.

-p [output]
  Pairs the round after the last paired one. Players with an entry
  "0000 - H", "0000 - F", "0000 - Z" or "0000 - -" in that round (or listed in
  XXZ / 240 records) are not paired. Every earlier game must have a result.
  Writes the JaVaFo pair list to output, or to standard output: the number of
  pairs, then "white black" per line; the pairing-allocated bye as "id 0".

-c file ...
  For every recorded round of every file, pairs the round from the file as it
  stood before it (earlier rounds, known absences, XXR, XXC) and compares with
  the recorded pairing (pairs with colours, and the bye; board order aside).
  Prints one line per differing round, then "files N, rounds N, discrepancies N".
  Also checks each player's points against the results, and, when the file
  lists its tie-breaks (202/212) and ranks, the ranks against those
  tie-breaks: each difference is printed and counted apart (", standings
  differences N"); either kind makes the exit status 1.
  Shows progress on standard error when it is a terminal.

--team
  A team tournament (Swiss Team Pairing System, C.04.6 2026) in a TRF-2026
  team file: teams and rosters in board order (310, or the older 013), board
  games on the 001 lines, 320 PABs, 330 forfeited matches, 300 line-ups, 240
  team byes, 260 forbidden team pairs, 250, 352, 362. Record 192
  FIDE_TEAM[_TYPEA|_TYPEB][_MP|_GP][_GP|_MP][_BAKU] gives the options
  (FIDE_TEAM alone: type A colours, match points then game points; scores
  named with no type: no colour preferences); none means FIDE_TEAM. -p writes
  the number of lines, "WHITE BLACK" per match (team pairing numbers, the
  team with White on board 1 first) and the PAB as "TEAM 0". -c replays every
  round. -g plays a random tournament (3-60 teams, 2-6 boards) from the seed.
  --standings [--tiebreaks LIST] ranks the teams on the primary score, then
  the tie-breaks of LIST, else of records 202/212, else MPvGP,BH. Computed so
  far: MPvGP, DE, EDE, SSSC/Kx, BH[:MP|:GP], EMMSB, EMGSB, EGMSB, EGGSB (sums
  with /C1 or /C2); the others (EDEBT..., BC, TBR, BBE) are refused.
  --explain pairs the next round and says why, bracket by bracket (3.4,
  3.5, 3.6, [C8]-[C10]) and match by match (4.3); --why-not A B says which
  rule keeps teams A and B apart.
  --board-prizes [--min-games N] [--round N] lists each board's players
  (the board each played most games on) ranked by percentage, then games:
  only games played over the board count (forfeits are listed apart); the
  minimum is two thirds of the rounds, rounded up, unless --min-games says.

Input: TRF-16 with the TRF(x) extensions (XXR rounds, XXC white1/black1,
XXS scoring, XXA accelerations, XXP forbidden pairs, XXZ absentees) or
TRF-2026 (142, 152, 162, 240, 250, 260). UTF-8, else Latin-1; any line ends.

Exit status:
  0  done (with -c: every round reproduced)
  1  no valid pairing exists (with -c: some round differs)
  2  unexpected error
  3  invalid input: malformed file, bad arguments, system not built yet
  5  a file could not be read or written
`;
}
