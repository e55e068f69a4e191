/**
 * Issue 31: the engine's own words (Explain this round, Why not?, Check
 * this round) in the tournament's language, through the add-on as Sheets
 * runs it. Expected texts are written out by hand.
 */
import { expect, it } from 'vitest';
import { checkRound, formatCheck } from '../../src/engine/check/index.js';
import { getSystem } from '../../src/engine/systems/registry.js';
import { readTrf } from '../../src/engine/trf/index.js';
import { LANGUAGES, translatorFor } from '../../src/messages/index.js';
import { addonFunctions } from '../../src/sheets/addon/addon-functions.js';
import { appsScriptPorts } from '../../src/sheets/apps-script/addon-ports.js';
import { createFakeAppsScript } from '../support/apps-script/index.js';
import { PLAYERS_HEADER } from '../support/sheets/club-players.js';

const NAMES = ['Adams, Tom', 'Baker, Sue', 'Costa, Rui', 'Dubois, Marc', 'Evans, Ann'];

/** Five players (Dutch 2025), round 1 played (1-0 on every board), round 2 paired in `locale`. */
function secondRound(locale: string) {
  const fake = createFakeAppsScript({ spreadsheetName: 'Club' });
  const addon = addonFunctions(() => appsScriptPorts(fake.services), {
    getSystem,
    drawColour: () => 'w',
    drawSeed: () => 7,
  });
  addon.menuSetUpTournament();
  const rows = NAMES.map((name, i) => {
    const row: (string | number)[] = PLAYERS_HEADER.map(() => '');
    row[1] = name;
    row[3] = 1800 - 10 * i;
    return row;
  });
  fake.spreadsheet
    .getSheetByName('Players')!
    .getRange(1, 1, rows.length + 1, PLAYERS_HEADER.length)
    .setValues([[...PLAYERS_HEADER], ...rows]);
  addon.menuPairNextRound();
  const round1 = fake.spreadsheet.getSheetByName('Round 1')!;
  const result = round1.getDataRange().getValues()[0]!.indexOf('Result') + 1;
  round1.getRange(2, result, 2, 1).setValues([['1-0'], ['0-1']]);
  fake.spreadsheet.locale = locale;
  addon.menuPairNextRound();
  fake.ui.alerts.length = 0;
  return { fake, addon };
}

/** Board 1 of Round 2 typed the other way round, as an arbiter might by hand. */
function reverseBoard1(fake: ReturnType<typeof secondRound>['fake'], tab: string): void {
  const sheet = fake.spreadsheet.getSheetByName(tab)!;
  const [board1] = sheet.getRange(2, 1, 1, 11).getValues();
  sheet
    .getRange(2, 2, 1, 10)
    .setValues([[...board1!.slice(6, 10), '', ...board1!.slice(1, 5), '']]);
}

// Round 1: Adams (1) - Costa (3) 1-0, Dubois (4) - Baker (2) 0-1, Evans (5) the bye. Round 2:
// Adams, Baker and Evans on 1 point; Evans (no colour yet) - Adams (due Black); Baker floats
// down to Costa; Dubois, lowest with Costa and not yet given a bye, gets it.

it('Explain this round and Why not? in Spanish: grupo de puntuación, flotante, bye, Blancas', () => {
  const { addon } = secondRound('es_ES');
  expect(addon.explainRound()).toBe(
    [
      'Ronda 2 (Sistema holandés de la FIDE (edición 2025, en vigor desde el 1 feb 2026))',
      '',
      '1 punto: 3 jugadores.',
      '  Baker, Sue (n.º 2, 1 p.) juega con Costa, Rui (n.º 3, 0 p.): el grupo de 1 tiene 3 jugadores por emparejar, un número impar: uno baja como flotante ([C6]); Baker, Sue (n.º 2, 1 p.) es el que eligen los criterios y el orden ([C7], artículo 4).',
      '0 puntos: 1 jugador y 1 que baja de arriba (Baker, Sue (n.º 2, 1 p.)).',
      '',
      'Tablero 1: Evans, Ann (n.º 5, 1 p.) - Adams, Tom (n.º 1, 1 p.); Blancas para Evans, Ann: ambos jugadores reciben el color que les corresponde (5.2.1).',
      'Tablero 2: Baker, Sue (n.º 2, 1 p.) - Costa, Rui (n.º 3, 0 p.); Blancas para Baker, Sue: el jugador mejor clasificado recibe el color que le corresponde (5.2.4).',
      '',
      'Dubois, Marc (n.º 4, 0 p.) recibe el bye asignado por el emparejamiento: hay 5 jugadores por emparejar, un número impar. De los jugadores con la misma puntuación o menos: Costa, Rui (n.º 3, 0 p.) no es el elegido ([C2], [C5], [C9]).',
      '',
    ].join('\n'),
  );
  expect(addon.whyNot(1, 2)).toBe(
    'Ronda 2: Emparejar a Adams, Tom (n.º 1, 1 p.) con Baker, Sue (n.º 2, 1 p.) cambia primero los jugadores del grupo de 0 que no reciben el color que les corresponde (0 en vez de 1, [C12]); el emparejamiento elegido se mantiene por un criterio que este resumen no cuenta (completar la ronda, [C4], o el grupo siguiente).',
  );
  expect(addon.whyNot(1, 5)).toBe(
    'Ronda 2: Evans, Ann (n.º 5, 1 p.) y Adams, Tom (n.º 1, 1 p.) están emparejados en la mesa 1 (Evans, Ann (n.º 5, 1 p.) lleva Blancas).',
  );
  expect(addon.whyNot(1, 3)).toBe(
    'Ronda 2: Adams, Tom (n.º 1, 1 p.) y Costa, Rui (n.º 3, 0 p.) ya jugaron entre sí en la ronda 1: dos jugadores no se enfrentan dos veces ([C1]).',
  );
});

it('Explain this round in German: Punktgruppe, Abwärts-Floater, Freilos, Weiß', () => {
  const { addon } = secondRound('de_DE');
  expect(addon.explainRound().split('\n')).toEqual([
    'Runde 2 (FIDE-Holländisches System (Ausgabe 2025, gültig seit 1. Feb. 2026))',
    '',
    '1 Punkt: 3 Spieler.',
    '  Baker, Sue (Nr. 2, 1 P.) spielt gegen Costa, Rui (Nr. 3, 0 P.): die Gruppe 1 hat 3 zu paarende Spieler, eine ungerade Zahl: einer wird Abwärts-Floater ([C6]); Baker, Sue (Nr. 2, 1 P.) ist der, den die Kriterien und die Reihenfolge wählen ([C7], Artikel 4).',
    '0 Punkte: 1 Spieler und 1 von oben (Baker, Sue (Nr. 2, 1 P.)).',
    '',
    'Brett 1: Evans, Ann (Nr. 5, 1 P.) - Adams, Tom (Nr. 1, 1 P.); Weiß für Evans, Ann: beide Spieler erhalten die ihnen zustehende Farbe (5.2.1).',
    'Brett 2: Baker, Sue (Nr. 2, 1 P.) - Costa, Rui (Nr. 3, 0 P.); Weiß für Baker, Sue: der höher gesetzte Spieler erhält die ihm zustehende Farbe (5.2.4).',
    '',
    'Dubois, Marc (Nr. 4, 0 P.) erhält das paarungsbedingte Freilos: 5 Spieler sind zu paaren, eine ungerade Zahl. Von den Spielern mit gleicher oder weniger Punktzahl: Costa, Rui (Nr. 3, 0 P.) wird nicht gewählt ([C2], [C5], [C9]).',
    '',
  ]);
  expect(addon.whyNot(2, 9)).toBe('Runde 2: Es gibt keinen Spieler Nr. 9.');
});

it("Check this round in Spanish and German: the engine's pairing, then a board reversed by hand", () => {
  const spanish = secondRound('es_ES');
  expect(spanish.addon.checkRound()).toBe(
    'Ronda 2, comprobada con Sistema holandés de la FIDE (edición 2025, en vigor desde el 1 feb 2026):\nRonda 2: no se incumple ningún criterio absoluto.\nEs tan bueno como el emparejamiento propio del programa en los flotantes, sus puntuaciones y los colores.\n',
  );
  reverseBoard1(spanish.fake, 'Ronda 2');
  expect(spanish.addon.checkRound().split('\n').slice(1, 4)).toEqual([
    'Ronda 2: no se incumple ningún criterio absoluto.',
    'Peor que el emparejamiento propio del programa en:',
    '  los jugadores del grupo de 1 que no reciben el color que les corresponde: 1 frente a 0 en el emparejamiento de Holandés 2025 ([C12])',
  ]);

  const german = secondRound('de_DE');
  reverseBoard1(german.fake, 'Runde 2');
  expect(german.addon.checkRound().split('\n').slice(0, 4)).toEqual([
    'Runde 2, geprüft mit FIDE-Holländisches System (Ausgabe 2025, gültig seit 1. Feb. 2026):',
    'Runde 2: kein absolutes Kriterium ist verletzt.',
    'Schlechter als die eigene Paarung des Programms bei:',
    '  die Spieler der Gruppe 1, die nicht die ihnen zustehende Farbe erhalten: 1 gegenüber 0 in der Paarung von Holländisch 2025 ([C12])',
  ]);
});

/** Four players before round 1 (Dutch 2025), paired by hand with No. 1 twice and No. 4 left out. */
function wronglyShapedCheck(code: string): string[] {
  const t = readTrf(
    [
      '012 Shape',
      ...[2000, 1990, 1980, 1970].map(
        (rating, i) =>
          `001 ${String(i + 1).padStart(4)}      ${`Player ${i + 1}`.padEnd(33)} ${rating}`,
      ),
      'XXR 3',
      '',
    ].join('\n'),
  );
  const pairing = {
    games: [
      { white: 1, black: 2 },
      { white: 1, black: 3 },
    ],
    bye: null,
  };
  const check = checkRound(t, 1, getSystem('dutch'), pairing);
  const words = translatorFor(LANGUAGES.find((language) => language.code === code)!);
  return formatCheck(1, check, words).split('\n');
}

it('Check this round in Spanish and German: a pairing whose shape is wrong (a player twice, one left out)', () => {
  expect(wronglyShapedCheck('es')).toEqual([
    'Ronda 1: se incumplen 2 criterios absolutos:',
    '  el jugador 1 aparece dos veces (cada jugador por emparejar se empareja una vez)',
    '  el jugador 4 no está emparejado (cada jugador por emparejar se empareja una vez)',
    '',
  ]);
  expect(wronglyShapedCheck('de')).toEqual([
    'Runde 1: 2 absolute Kriterien sind verletzt:',
    '  Spieler 1 erscheint zweimal (jeder zu paarende Spieler wird einmal gepaart)',
    '  Spieler 4 ist nicht gepaart (jeder zu paarende Spieler wird einmal gepaart)',
    '',
  ]);
  // In English, the words the command line gives a system's defect (pairingShapeProblems).
  expect(wronglyShapedCheck('en').slice(1, 3)).toEqual([
    '  player 1 appears twice (every player to be paired is paired once)',
    '  player 4 is not paired (every player to be paired is paired once)',
  ]);
});
