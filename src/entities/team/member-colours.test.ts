import { describe, expect, it } from 'vitest';
import { TEAM_COLORS } from '@contract/team';
import { suggestMemberColour } from './member-colours';

describe('suggestMemberColour', () => {
  it('suggests the first palette colour nobody uses', () => {
    expect(suggestMemberColour([])).toBe(TEAM_COLORS[0]);
    expect(suggestMemberColour([TEAM_COLORS[0]])).toBe(TEAM_COLORS[1]);
    expect(suggestMemberColour([TEAM_COLORS[1], TEAM_COLORS[3]])).toBe(TEAM_COLORS[0]);
  });

  it('goes round the palette once every colour is taken', () => {
    expect(suggestMemberColour([...TEAM_COLORS])).toBe(TEAM_COLORS[0]);
    expect(suggestMemberColour([...TEAM_COLORS, TEAM_COLORS[0]])).toBe(TEAM_COLORS[1]);
  });
});
