// The team's notices in English are the spec's words, unchanged (docs/decisions.md, Languages),
// though the app now takes them from its catalogs; in Norwegian they read as a salon says them.
import { describe, expect, it } from 'vitest';
import {
  MEMBER_HOURS_SAVED_MESSAGE,
  MEMBER_SERVICES_SAVED_MESSAGE,
  TEAM_MEMBER_ADDED_MESSAGE,
  TEAM_MEMBER_SAVED_MESSAGE,
  TEAM_ORDER_SAVED_MESSAGE,
  TIME_OFF_ADDED_MESSAGE,
  TIME_OFF_REMOVED_MESSAGE,
} from '@contract/team';
import { resetLanguageForTests } from '@/lib/i18n/language-store';
import { translatorFor } from '@/lib/i18n/use-t';
import { createTeamMemberChange } from './create-team-member';

describe('team notices', () => {
  it("are the spec's English in English", () => {
    const t = translatorFor('en');
    expect(t('team.memberAdded')).toBe(TEAM_MEMBER_ADDED_MESSAGE);
    expect(t('team.memberSaved')).toBe(TEAM_MEMBER_SAVED_MESSAGE);
    expect(t('team.orderSaved')).toBe(TEAM_ORDER_SAVED_MESSAGE);
    expect(t('team.servicesSaved')).toBe(MEMBER_SERVICES_SAVED_MESSAGE);
    expect(t('team.hoursSaved')).toBe(MEMBER_HOURS_SAVED_MESSAGE);
    expect(t('team.timeOffAdded')).toBe(TIME_OFF_ADDED_MESSAGE);
    expect(t('team.timeOffRemoved')).toBe(TIME_OFF_REMOVED_MESSAGE);
  });

  it('label a change in the language it was queued in', () => {
    const body = { name: ' Ada ', color: 'blue' as const, capacity: 1, serviceIds: [] };
    expect(createTeamMemberChange(body).label).toBe('Add team member "Ada"');
    resetLanguageForTests('nb');
    try {
      expect(createTeamMemberChange(body).label).toBe('Legg til medarbeideren «Ada»');
    } finally {
      resetLanguageForTests('en');
    }
  });
});
