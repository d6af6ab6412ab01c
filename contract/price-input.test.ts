// Prices as the business writes them (docs/decisions.md, Data): a decimal comma or point, and
// spaces between thousands (the plain one, NBSP and the narrow NBSP a Norwegian keyboard or
// Intl output gives), always to whole minor units.
import { describe, expect, it } from 'vitest';
import { parsePriceToCents } from './catalogue.js';

const REFUSED = 'Price must be a non-negative number with at most two decimals';

describe('parsePriceToCents', () => {
  it.each([
    ['45', 4500],
    ['45.5', 4550],
    ['795,50', 79550],
    ['795,5', 79550],
    ['1 650,50', 165050],
    ['1\u00a0650,50', 165050],
    ['1\u202f650,50', 165050],
    ['999 999,99', 99_999_999],
    ['1 650.50', 165050],
    [' 1 650 ', 165000],
    [45.5, 4550],
    ['0,01', 1],
  ])('reads %j as %i minor units', (input, cents) => {
    expect(parsePriceToCents(input)).toBe(cents);
  });

  it.each([
    '1,650',
    '1.234',
    '1 65,50',
    '16 50',
    '1  650',
    '1,650.50',
    '1.650,50',
    ',5',
    '5,',
    '-5',
    'abc',
  ])('refuses %j, whose meaning is not certain', (input) => {
    expect(parsePriceToCents(input)).toBe(REFUSED);
  });
});
