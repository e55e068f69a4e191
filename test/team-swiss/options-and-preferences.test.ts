import { describe, expect, it } from 'vitest';
import { colourPreference } from '../../src/engine/systems/team-swiss/colour-preference.js';
import {
  teamOptionsOfTypeCode,
  typeCodeOfTeamOptions,
} from '../../src/engine/systems/team-swiss/options.js';

const c = (s: string) => [...s] as ('w' | 'b')[];

describe('record 192 FIDE_TEAM codes (TRF-2026 ETT26, issue 33)', () => {
  it('FIDE_TEAM = FIDE_TEAM_TYPEA_MP_GP: type A colours, match points then game points', () => {
    expect(teamOptionsOfTypeCode('FIDE_TEAM')).toEqual({
      primary: 'mp',
      secondary: 'gp',
      colourType: 'A',
      baku: false,
    });
    expect(teamOptionsOfTypeCode('FIDE_TEAM_TYPEA_MP_GP')).toEqual(
      teamOptionsOfTypeCode('FIDE_TEAM'),
    );
    expect(teamOptionsOfTypeCode('FIDE_TEAM_BAKU')).toEqual({
      primary: 'mp',
      secondary: 'gp',
      colourType: 'A',
      baku: true,
    });
  });

  it('a code that names its scores but no type has no colour preferences', () => {
    expect(teamOptionsOfTypeCode('FIDE_TEAM_GP_MP')).toEqual({
      primary: 'gp',
      secondary: 'mp',
      colourType: 'none',
      baku: false,
    });
    expect(teamOptionsOfTypeCode('FIDE_TEAM_TYPEB_GP')).toEqual({
      primary: 'gp',
      secondary: null,
      colourType: 'B',
      baku: false,
    });
  });

  it('refuses Baku on game points (C.04.7: "If gamepoints were the primary score, the Baku Acceleration could not be used")', () => {
    expect(() => teamOptionsOfTypeCode('FIDE_TEAM_GP_BAKU')).toThrow(
      /match points as the primary score/,
    );
    expect(teamOptionsOfTypeCode('FIDE_DUTCH_2025')).toBeNull();
  });

  it('writes back the code it reads', () => {
    for (const code of [
      'FIDE_TEAM_TYPEA_MP_GP',
      'FIDE_TEAM_TYPEB_GP_MP',
      'FIDE_TEAM_MP',
      'FIDE_TEAM_TYPEA_MP_GP_BAKU',
    ])
      expect(typeCodeOfTeamOptions(teamOptionsOfTypeCode(code)!)).toBe(code);
  });
});

describe('C.04.6 1.7 colour preferences', () => {
  it('1.7.1 type A: "for White if its CD is less than -1, or, being its CD 0 or -1, the team had Black in the last two played matches"', () => {
    expect(colourPreference('A', c('bb'), false)).toEqual({ colour: 'w', strength: 'simple' });
    expect(colourPreference('A', c('wbb'), false)).toEqual({ colour: 'w', strength: 'simple' });
    expect(colourPreference('A', c('wwbb'), false)).toEqual({ colour: 'w', strength: 'simple' });
    expect(colourPreference('A', c('ww'), false)).toEqual({ colour: 'b', strength: 'simple' });
  });

  it('1.7.1: "In all other situations, the team has no (Type A) colour preference"', () => {
    expect(colourPreference('A', c('b'), false)).toEqual({ colour: null, strength: null });
    expect(colourPreference('A', c('wb'), false)).toEqual({ colour: null, strength: null });
    expect(colourPreference('A', c('bwb'), false)).toEqual({ colour: null, strength: null });
  });

  it('1.7.2 type B: strong as type A; mild "if its CD is -1, or, if it is zero and it is not the last round, the team had Black in the last played match"', () => {
    expect(colourPreference('B', c('bb'), false)).toEqual({ colour: 'w', strength: 'strong' });
    expect(colourPreference('B', c('b'), false)).toEqual({ colour: 'w', strength: 'mild' });
    expect(colourPreference('B', c('wb'), false)).toEqual({ colour: 'w', strength: 'mild' });
    expect(colourPreference('B', c('bw'), false)).toEqual({ colour: 'b', strength: 'mild' });
  });

  it('1.7.2: no type B preference "when it has yet to play a match, or when its CD is zero when pairing for the last round"', () => {
    expect(colourPreference('B', c(''), false)).toEqual({ colour: null, strength: null });
    expect(colourPreference('B', c('wb'), true)).toEqual({ colour: null, strength: null });
    expect(colourPreference('B', c('b'), true)).toEqual({ colour: 'w', strength: 'mild' });
  });

  it('1.7: no preferences at all when the rules say so', () => {
    expect(colourPreference('none', c('bbb'), false)).toEqual({ colour: null, strength: null });
  });
});
