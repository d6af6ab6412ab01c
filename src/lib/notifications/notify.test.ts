// Danger alerts go stale: a later attempt's failure or success, or another screen, takes them away;
// an alert that stays until dismissed stays.
import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { clearStaleErrors, notifyDanger, notifyError, notifySuccess } from './notify';

/** The messages on screen or queued, in order. */
const shown = () => {
  const { notifications: visible, queue } = notificationsStore.getState();
  return [...visible, ...queue].map((item) => item.message);
};

afterEach(() => {
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
