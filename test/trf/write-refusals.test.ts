/**
 * What a TRF file cannot hold is refused by the writer with the text, in the
 * organiser's language where the add-on says it (Export TRF of a team event,
 * which does not check the widths first), and in the engine's English for the
 * command line: a name over its columns, a Settings text on two lines.
 */
import { describe, expect, it } from 'vitest';
import { format310 } from '../../src/engine/trf/team-records.js';
import { TrfWriteError } from '../../src/engine/trf/trf-write-error.js';
import { writeTrf } from '../../src/engine/trf/index.js';
import { ENGLISH, languageNamed, say, translatorFor } from '../../src/messages/index.js';
import { tournament } from '../support/engine/tournament-builder.js';

function refused(write: () => unknown): TrfWriteError {
  try {
    write();
  } catch (error) {
    if (error instanceof TrfWriteError) return error;
    throw error;
  }
  throw new Error('written');
}

const inLanguage = (code: string, error: TrfWriteError) =>
  say(translatorFor(code === 'en' ? ENGLISH : languageNamed(code)!), error.refusal);

describe('the TRF writer refuses what a line cannot hold, with the text', () => {
  const longTeam = 'Schachfreunde Musterstadt-Nord 1921 e.V.';

  it('a team name over record 310’s 32 columns', () => {
    const error = refused(() =>
      format310({
        tpn: 3,
        name: longTeam,
        nickname: '',
        strength: null,
        declaredMatchPoints: null,
        declaredGamePoints: null,
        declaredRank: null,
        roster: [1, 2],
      }),
    );
    expect(error.message).toBe("cannot write TRF: team 3's name is longer than 32 characters");
    expect(inLanguage('en', error)).toBe(
      `cannot write TRF: "${longTeam}" is wider than the 32 columns a TRF file gives it; shorten it`,
    );
    expect(inLanguage('es', error)).toBe(
      `no se puede escribir el TRF: «${longTeam}» ocupa más de las 32 columnas que le da un archivo TRF; acórtelo`,
    );
    expect(inLanguage('de', error)).toBe(
      `TRF kann nicht geschrieben werden: „${longTeam}“ ist breiter als die 32 Spalten, die eine TRF-Datei dafür hat; bitte kürzen`,
    );
    expect(inLanguage('ru', error)).toBe(
      `нельзя записать TRF: «${longTeam}» длиннее 32 позиций, которые отводит ему файл TRF; сократите`,
    );
  });

  it('a player’s name over the 001 line’s 33 columns, and a sex of two letters (one column)', () => {
    const name = 'Wolfeschlegelsteinhausen-Bergerdorff, Hubert';
    const wide = refused(() => writeTrf(tournament([{ id: 1, name }, { id: 2 }])));
    expect(wide.message).toBe(`cannot write TRF: player 1 name "${name}" is wider than 33 columns`);
    expect(inLanguage('de', wide)).toBe(
      `TRF kann nicht geschrieben werden: „${name}“ ist breiter als die 33 Spalten, die eine TRF-Datei dafür hat; bitte kürzen`,
    );
    const t = tournament([{ id: 1 }, { id: 2 }]);
    t.players[0]!.sex = 'mw';
    const sex = refused(() => writeTrf(t));
    expect(inLanguage('ru', sex)).toBe(
      'нельзя записать TRF: «mw» длиннее 1 позиции, которую отводит ему файл TRF; сократите',
    );
    expect(inLanguage('en', sex)).toBe(
      'cannot write TRF: "mw" is wider than the one column a TRF file gives it; shorten it',
    );
  });
});
