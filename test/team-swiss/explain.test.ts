import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import {
  explainTeamRound,
  formatTeamExplanation,
  whyNotTeams,
  type TeamRoundExplanation,
  type TeamSwissOptions,
} from '../../src/engine/systems/team-swiss/index.js';
import { ENGLISH, LANGUAGES, say, translatorFor, type Said } from '../../src/messages/index.js';
import { writeTeamTournament } from '../../src/engine/trf/write-team.js';
import { play, teamTournament } from '../support/team/team-builder.js';

const TYPE_B: TeamSwissOptions = { primary: 'mp', secondary: 'gp', colourType: 'B', baku: false };

/**
 * Four teams, round 1 drawn everywhere with 1 and 3 White on board 1: all on
 * 1 MP, 1 and 3 with a mild preference for Black, 2 and 4 for White (1.7.2).
 * The legal pairings of round 2: 1-3 2-4 (identifier 1 2 3 4, two
 * preferences unfulfilled) and 1-4 2-3 (1 2 4 3, none).
 */
function fourTeams() {
  const t = teamTournament(4, 2, 3);
  play(t, 1, ['1-2:==', '3-4:==']);
  return t;
}

/** The explanation's lines as the command line prints them. */
const englishLines = (e: TeamRoundExplanation) =>
  formatTeamExplanation(e, translatorFor(ENGLISH)).split('\n');
const english = (message: Said) => say(translatorFor(ENGLISH), message);

describe('team explanations (--team --explain)', () => {
  it('3.6.4: names the criterion that set aside the first legal Pairing Identifier', () => {
    const e = englishLines(explainTeamRound(fourTeams(), 2, TYPE_B));
    expect(e).toContain(
      '  Pairing Identifier 1 2 4 3 (3.6.2): the first legal one, 1 2 3 4, has 2 teams whose colour preference is not fulfilled against 0 here, so [C8] decides (3.6.4; [C8] 0, [C9] 0, [C10] 0).',
    );
    expect(e).toContain('Bracket 1: the top-scoregroup (3.2) of score 1, 4 teams: #1 #2 #3 #4.');
  });

  it('each match: its bracket, and the step of Article 4 that gave White on board 1', () => {
    const e = englishLines(explainTeamRound(fourTeams(), 2, TYPE_B));
    // 4 (mild White) against 1 (mild Black): "If the two teams have opposite colour preferences, grant them."
    expect(e).toContain(
      'Match 1: Team 4 (#4, 1) - Team 1 (#1, 1), bracket 1. Team 4 (#4, 1) has White on board 1: the teams have opposite colour preferences, both granted (4.3.3).',
    );
  });

  it('the PAB (3.4) and the upfloater of an odd scoregroup (3.5)', () => {
    const t = teamTournament(5, 2, 4);
    // Round 1: 1 beats 3, 2 beats 4 (1.5-0.5), 5 has the PAB (a drawn match, 1 MP).
    play(t, 1, ['1-3:1=', '4-2:=0', 'P:5']);
    const lines = englishLines(explainTeamRound(t, 2, TYPE_B));
    // 3 and 4 are on 0: 4 has the larger TPN (3.4.4).
    expect(lines).toContain(
      "Team 4 (#4, 0) gets the pairing-allocated bye: 5 teams to pair, an odd number (1.4); it comes first in 3.4's order (lowest score, most matches played, largest TPN).",
    );
    // 2 MP: 1 and 2 pair each other; 1 MP: 5 alone, so 3 (0 MP) comes up to it.
    expect(
      lines.some((l) => l.startsWith('  Upfloaters (3.5): Team 3 (#3, 0). The scoregroup is odd;')),
    ).toBe(true);
  });

  it('--why-not: paired, already met ([C1]), and the criterion that keeps two teams apart', () => {
    const t = fourTeams();
    expect(english(whyNotTeams(t, 2, TYPE_B, 1, 4))).toBe(
      'Team 4 (#4, 1) and Team 1 (#1, 1) are paired in match 1 (Team 4 (#4, 1) has White on board 1).',
    );
    expect(english(whyNotTeams(t, 2, TYPE_B, 1, 2))).toBe(
      'Team 1 (#1, 1) and Team 2 (#2, 1) played each other in round 1: no two teams meet twice ([C1], Basic Rules Art. 2).',
    );
    expect(english(whyNotTeams(t, 2, TYPE_B, 1, 3))).toBe(
      'Pairing Team 1 (#1, 1) with Team 3 (#3, 1) leaves 2 teams whose colour preference is not fulfilled in the bracket of score 1 instead of 0 ([C8], 3.6.4).',
    );
    t.prohibitions.push({ firstRound: 2, lastRound: 2, teams: [1, 4] });
    expect(english(whyNotTeams(t, 2, TYPE_B, 4, 1))).toBe(
      'Team 4 (#4, 1) and Team 1 (#1, 1) may not meet in this round: the organiser forbade the pair (260, [C1]).',
    );
    expect(english(whyNotTeams(t, 2, TYPE_B, 1, 9))).toBe('There is no team #9.');
  });

  it('in Spanish and German: grupo, flotantes ascendentes, Paarungskennung (issue 31)', () => {
    const es = translatorFor(LANGUAGES.find((l) => l.code === 'es')!);
    const de = translatorFor(LANGUAGES.find((l) => l.code === 'de')!);
    expect(formatTeamExplanation(explainTeamRound(fourTeams(), 2, TYPE_B), es).split('\n')).toEqual(
      [
        'Ronda 2 (sistema suizo por equipos C.04.6; puntuación principal: puntos de match, colores de tipo B)',
        '',
        'Grupo 1: el grupo de puntuación superior (3.2) de 1, 4 equipos: n.º 1 n.º 2 n.º 3 n.º 4.',
        '  Sin flotantes ascendentes ([C4]): el grupo se empareja dentro de sí mismo y los equipos de abajo aún pueden emparejarse todos ([C1], [C3]).',
        '  Identificador de emparejamiento 1 2 4 3 (3.6.2): el primero legal, 1 2 3 4, tiene 2 equipos cuya preferencia de color no se cumple frente a 0 aquí, así que decide [C8] (3.6.4; [C8] 0, [C9] 0, [C10] 0).',
        '',
        'Encuentro 1: Team 4 (n.º 4, 1 p.) - Team 1 (n.º 1, 1 p.), grupo 1. Team 4 (n.º 4, 1 p.) lleva Blancas en el tablero 1: los equipos tienen preferencias de color opuestas, ambas concedidas (4.3.3).',
        'Encuentro 2: Team 2 (n.º 2, 1 p.) - Team 3 (n.º 3, 1 p.), grupo 1. Team 2 (n.º 2, 1 p.) lleva Blancas en el tablero 1: los equipos tienen preferencias de color opuestas, ambas concedidas (4.3.3).',
        '',
      ],
    );
    expect(say(de, whyNotTeams(fourTeams(), 2, TYPE_B, 1, 3))).toBe(
      'Team 1 (Nr. 1, 1 P.) mit Team 3 (Nr. 3, 1 P.) zu paaren ergibt in der Gruppe mit 1 Punkten bei den Mannschaften, deren Farbwunsch nicht erfüllt wird: 2 statt 0 ([C8], 3.6.4).',
    );
  });

  describe('command line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'swiss-pair-team-explain-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, 'four.trf');
    const t = fourTeams();
    t.info.systemCode = 'FIDE_TEAM_TYPEB';
    writeFileSync(path, writeTeamTournament(t));
    async function run(argv: string[]) {
      let out = '';
      let err = '';
      const code = await main(argv, {
        stdout: (s) => void (out += s),
        stderr: (s) => void (err += s),
        stderrIsTTY: false,
      });
      return { code, out, err };
    }

    it('--team IN --explain pairs the next round and explains it', async () => {
      const r = await run(['--team', path, '--explain']);
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      expect(r.out.split('\n')[0]).toBe(
        'Round 2 (Swiss Team Pairing System C.04.6; primary score match points, type B colours)',
      );
      expect(r.out).toContain('so [C8] decides');
    });

    it('--why-not A B answers on stdout; a team that does not exist is refused', async () => {
      const r = await run(['--team', path, '--why-not', '1', '3']);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/^Round 2: Pairing Team 1 .* \(\[C8\], 3\.6\.4\)\.\n$/);
      const bad = await run(['--team', path, '--why-not', '1', '7']);
      expect(bad.code).toBe(3);
      expect(bad.err).toContain('There is no team #7.');
      const usage = await run(['--team', path, '--why-not', '1']);
      expect(usage.code).toBe(3);
    });
  });
});
