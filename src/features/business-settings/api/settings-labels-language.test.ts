// The settings' pending changes queued in English read in Norwegian once the owner switches
// (docs/offline.md, Outbox entries): their weekdays, dates and catalog words are kept as what they
// stand for and worded by the pending list again, while names and times stay as they were.
import { afterEach, describe, expect, it } from 'vitest';
import { setDayjsLanguage } from '@/lib/i18n/dayjs-language';
import { entryLabel } from '@/lib/i18n/label-message';
import { resetLanguageForTests } from '@/lib/i18n/language-store';
import { translate } from '@/lib/i18n/use-t';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { messageSettingsLabel, messageTextLabel } from '../components/message-settings-texts';
import { addBreakChange } from './availability-add-break';
import { addClosureChange } from './availability-add-closure';
import { saveSpecialHoursChange } from './availability-save-special-hours';
import { availabilityRulesChange } from './availability-update-rules';
import { dayOpenChange } from './update-day-open';
import { dayRangesChange } from './update-day-ranges';
import { openingTimeChange } from './update-day-times';

afterEach(() => {
  resetLanguageForTests('en');
  setDayjsLanguage('en');
});

/** Queued in English: the label of now, and the entry as IndexedDB gives it back. */
function queueInEnglish<T extends { label: string }>(build: () => T): T {
  resetLanguageForTests('en');
  setDayjsLanguage('en');
  return structuredClone(build());
}

/** As the signed-in frame does on a change of language (routes/_authed.tsx). */
function switchToNorwegian() {
  resetLanguageForTests('nb');
  setDayjsLanguage('nb');
}

const shown = (change: { label: string; labelMessage?: unknown }) => entryLabel(change, translate);

describe('working hours changes queued in English, shown in Norwegian', () => {
  it('words the weekday again, wherever it stands', () => {
    const close = queueInEnglish(() => dayOpenChange({ id: 3, open: 0 }, 1));
    const opens = queueInEnglish(() => openingTimeChange({ tid: 3, openingTime: '09:00' }, 3));
    const ranges = queueInEnglish(() =>
      dayRangesChange(
        {
          id: 6,
          openingTime: '09:00',
          closingTime: '13:00',
          secondOpeningTime: '15:00',
          secondClosingTime: '19:00',
        },
        6,
      ),
    );
    const unknownDay = queueInEnglish(() => dayOpenChange({ id: 9, open: 1 }, undefined));
    expect([close, opens, ranges, unknownDay].map((change) => change.label)).toEqual([
      'Close Monday',
      'Wednesday opens at 09:00',
      'Saturday 09:00–13:00, 15:00–19:00',
      'Open Day',
    ]);

    switchToNorwegian();
    expect([close, opens, ranges, unknownDay].map(shown)).toEqual([
      'Mandag: stengt',
      'Onsdag åpner 09:00',
      'Lørdag 09:00–13:00, 15:00–19:00',
      'Dag: åpen',
    ]);
  });
});

describe('online booking changes queued in English, shown in Norwegian', () => {
  it('words breaks, closed dates, special hours and the rules again', () => {
    const added = queueInEnglish(() =>
      addBreakChange({ dayOfWeek: 2, startTime: '12:00', endTime: '12:30' }),
    );
    const closed = queueInEnglish(() =>
      addClosureChange({ fromDate: '2026-12-24', toDate: '2026-12-26', note: 'Christmas' }),
    );
    const special = queueInEnglish(() =>
      saveSpecialHoursChange({ date: '2026-12-31', open: false }),
    );
    const rules = queueInEnglish(() =>
      availabilityRulesChange({
        onlineBooking: true,
        capacity: 2,
        minNoticeMinutes: 120,
        horizonDays: 60,
      }),
    );
    // One hour: the catalog's plural is chosen from the count kept in the message.
    const anHour = queueInEnglish(() =>
      availabilityRulesChange({
        onlineBooking: false,
        capacity: 1,
        minNoticeMinutes: 60,
        horizonDays: 30,
      }),
    );
    expect(anHour.label).toBe('Online booking off: 1 at the same time, 1 hr notice, 30 days ahead');
    expect([added, closed, special, rules].map((change: OutboxChange) => change.label)).toEqual([
      'Add break Tuesday 12:00 to 12:30',
      'Close Thu, 24 Dec 2026 to Sat, 26 Dec 2026 (Christmas)',
      'Special hours Thu, 31 Dec 2026: closed',
      'Online booking on: 2 at the same time, 2 hrs notice, 60 days ahead',
    ]);

    switchToNorwegian();
    expect([added, closed, special, rules].map(shown)).toEqual([
      'Legg til pause: tirsdag 12:00 til 12:30',
      'Stengt: to. 24. des. 2026 til lø. 26. des. 2026 (Christmas)',
      'Avvikende åpningstider: to. 31. des. 2026: stengt',
      'Nettbestilling på: 2 samtidig, 2 t varsel, 60 dager fram',
    ]);
    expect(shown(anHour)).toBe('Nettbestilling av: 1 samtidig, 1 t varsel, 30 dager fram');
  });
});

describe('message changes queued in English, shown in Norwegian', () => {
  it('words the reminder hours and the kind of text, and keeps the language named in its own', () => {
    const reminders = queueInEnglish(() => messageSettingsLabel(24, 0));
    const text = queueInEnglish(() => messageTextLabel('reminder', 'en'));
    expect([reminders.label, text.label]).toEqual([
      'Reminders: 24 hours before',
      'Message text: Reminder (English)',
    ]);

    switchToNorwegian();
    expect([reminders, text].map(shown)).toEqual([
      'Påminnelser: 24 timer før',
      'Meldingstekst: Påminnelse (English)',
    ]);
  });
});
