import { describe, expect, it } from 'vitest';
import { MEMBER_PALETTE, suggestMemberColour } from './member-colours';

describe('suggestMemberColour', () => {
  it('suggests the first palette colour nobody uses, whatever its case', () => {
    expect(suggestMemberColour([])).toBe(MEMBER_PALETTE[0]);
    expect(suggestMemberColour([MEMBER_PALETTE[0].toUpperCase()])).toBe(MEMBER_PALETTE[1]);
    expect(suggestMemberColour([MEMBER_PALETTE[1], '#123456'])).toBe(MEMBER_PALETTE[0]);
  });

  it('goes round the palette once every colour is taken', () => {
    expect(suggestMemberColour([...MEMBER_PALETTE])).toBe(MEMBER_PALETTE[0]);
    expect(suggestMemberColour([...MEMBER_PALETTE, MEMBER_PALETTE[0]])).toBe(MEMBER_PALETTE[1]);
  });
});
