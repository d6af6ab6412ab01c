import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letter of each name, upper-case', () => {
    expect(initialsOf('ada', 'lovelace')).toBe('AL');
    expect(initialsOf('Grace', 'Hopper')).toBe('GH');
  });

  it('ignores surrounding spaces and keeps letters outside ASCII whole', () => {
    expect(initialsOf('  øystein ', ' ålberg')).toBe('ØÅ');
    expect(initialsOf('𝒜da', 'Lee')).toBe('𝒜L');
  });

  it('copes with a missing name', () => {
    expect(initialsOf('Ada', '')).toBe('A');
    expect(initialsOf('', '')).toBe('');
  });
});
