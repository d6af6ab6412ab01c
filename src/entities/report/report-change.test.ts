import { describe, expect, it } from 'vitest';
import { changeText, formatDay } from './report-change';

describe('changeText', () => {
  it('says how a figure moved in words', () => {
    expect(changeText(120, 100)).toMatch(/^Up 20\s?%$/);
    expect(changeText(75, 100)).toMatch(/^Down 25\s?%$/);
    expect(changeText(5, 5)).toBe('No change');
    expect(changeText(3, 0)).toBe('Up from none');
    expect(changeText(0, 4)).toMatch(/^Down 100\s?%$/);
  });

  it('writes a local date without moving it a day', () => {
    expect(formatDay('2026-03-29')).toMatch(/29/);
  });
});
