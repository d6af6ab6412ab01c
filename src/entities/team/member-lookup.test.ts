import { describe, expect, it } from 'vitest';
import { memberFixture } from './testing/member-fixture';
import { activeMembers, memberLookup, membersForServices } from './member-lookup';

const member = memberFixture;

const ada = member({ id: 1, name: 'Ada', color: 'teal', position: 1, serviceIds: [10, 11] });
const ben = member({ id: 2, name: 'Ben', position: 0, serviceIds: [10] });
const cleo = member({ id: 3, name: 'Cleo', active: false, serviceIds: [10, 11] });

describe('memberLookup', () => {
  it('finds members, inactive ones too, and says Unknown for an id it does not know', () => {
    const lookup = memberLookup([ada, ben, cleo]);
    expect(lookup.name(3)).toBe('Cleo');
    expect(lookup.colour(1)).toBe('teal');
    expect(lookup.name(99)).toBe('Unknown');
    expect(lookup.colour(null)).toBe('gray');
    expect(memberLookup(undefined).get(1)).toBeUndefined();
  });
});

describe('the members a booking can be given to', () => {
  it('are the active ones, by position', () => {
    expect(activeMembers([ada, ben, cleo]).map((m) => m.name)).toEqual(['Ben', 'Ada']);
  });

  it('perform every chosen service', () => {
    expect(membersForServices([ada, ben, cleo], [10, 11]).map((m) => m.name)).toEqual(['Ada']);
    expect(membersForServices([ada, ben, cleo], []).map((m) => m.name)).toEqual(['Ben', 'Ada']);
  });
});
