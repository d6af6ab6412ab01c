// Danger alerts go stale: a later attempt's failure or success, or another screen, takes them away;
// an alert that stays until dismissed stays.
import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { resetLanguageForTests } from '../i18n/language-store';
import {
  clearStaleErrors,
  notifyDanger,
  notifyError,
  notifyPending,
  notifySuccess,
} from './notify';

/** The messages on screen or queued, in order. */
const shown = () => {
  const { notifications: visible, queue } = notificationsStore.getState();
  return [...visible, ...queue].map((item) => item.message);
};

afterEach(() => {
  resetLanguageForTests('en');
  clearStaleErrors();
  notifications.clean();
});

describe('danger alerts', () => {
  it('go when a later attempt succeeds', () => {
    notifyDanger('Password do not match');
    notifyDanger('Business name is required');
    notifySuccess('Registered: check your inbox');
    expect(shown()).toEqual(['Registered: check your inbox']);
  });

  it('do not pile up: a new failure replaces the last one’s alerts', () => {
    notifyError(new Error('Invalid email or password'));
    notifyError(new Error('Invalid email or password'));
    notifyError(new Error('Too many attempts'));
    expect(shown()).toEqual(['Too many attempts']);
  });

  it('go on clearStaleErrors (another screen), except one that stays until dismissed', () => {
    notifyDanger('This device could not save the latest data', false);
    notifyDanger('Invalid email or password');
    clearStaleErrors();
    expect(shown()).toEqual(['This device could not save the latest data']);
    notifySuccess('Saved');
    expect(shown()).toEqual(['This device could not save the latest data', 'Saved']);
  });
});

describe('an alert’s own words', () => {
  /** The title and close button's name of each alert on screen or queued. */
  const frames = () => {
    const { notifications: visible, queue } = notificationsStore.getState();
    return [...visible, ...queue].map((item) => [
      item.title,
      item.closeButtonProps?.['aria-label'],
    ]);
  };

  it('stay as they were in English', () => {
    notifyDanger('Invalid email or password');
    notifySuccess('Saved');
    expect(frames()).toEqual([[undefined, 'Close alert']]);
    notifyDanger('Invalid email or password');
    expect(frames()).toEqual([
      [undefined, 'Close alert'],
      ['Error', 'Close alert'],
    ]);
  });

  it('are Norwegian in Norwegian (docs/decisions.md, Languages)', () => {
    resetLanguageForTests('nb');
    notifyDanger('Feil e-post eller passord');
    notifyPending();
    expect(frames()).toEqual([
      ['Feil', 'Lukk varselet'],
      [undefined, 'Lukk varselet'],
    ]);
  });
});
