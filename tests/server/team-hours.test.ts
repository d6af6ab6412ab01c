// The Team screen's calls for a member's own hours and breaks and their time off
// (docs/decisions.md, Team); bad input a 400 and another business's ids 404. The salon is
// helpers/team-salon.ts.
import { describe, expect, it } from 'vitest';
import { teamMemberSavedSchema } from '../../contract/team.js';
import {
  other,
  ownerMember,
  othersMember,
  call,
  addMember,
  saved,
  refused,
  WEEK,
  useTeamSalon,
} from './helpers/team-salon.js';

useTeamSalon();

describe('PUT /api/team/{id}/hours', () => {
  it('sets own hours and breaks, and null goes back to the business’s', async () => {
    const member = await addMember({ name: 'Hours', color: 'indigo' });
    const url = `/api/team/${member.id}/hours`;
    const withHours = await saved('PUT', url, {
      hours: WEEK,
      breaks: [{ dayOfWeek: 2, startTime: '14:00', endTime: '14:30' }],
    });
    // A day of one range answers its second pair as null (docs/decisions.md, Split days).
    expect(withHours.hours).toEqual(
      WEEK.map((day) => ({ ...day, secondStartTime: null, secondEndTime: null })),
    );
    expect(withHours.breaks).toEqual([
      { id: expect.any(Number), dayOfWeek: 2, startTime: '14:00', endTime: '14:30' },
    ]);
    const following = await saved('PUT', url, { hours: null, breaks: [] });
    expect(following).toMatchObject({ hours: null, breaks: [] });
  });

  it('refuses bad input with 400 and another business’s member with 404', async () => {
    const url = `/api/team/${ownerMember.id}/hours`;
    const bad: [object, string][] = [
      [{ breaks: [] }, 'hours must be null or 7 weekday rows'],
      [{ hours: WEEK.slice(1), breaks: [] }, 'hours must have one row for each weekday'],
      [
        { hours: [...WEEK.slice(1), WEEK[1]], breaks: [] },
        'hours must have one row for each weekday',
      ],
      [
        { hours: WEEK.map((day) => ({ ...day, open: true, startTime: '18:00' })), breaks: [] },
        'The end time must be after the start time',
      ],
      [
        { hours: WEEK.map((day) => ({ ...day, open: true, startTime: null })), breaks: [] },
        'A working day must have a start time',
      ],
      [
        { hours: null, breaks: [{ dayOfWeek: 8, startTime: '12:00', endTime: '12:30' }] },
        'Weekday must be from 1 (Monday) to 7 (Sunday)',
      ],
      [
        { hours: null, breaks: [{ dayOfWeek: 1, startTime: '12:30', endTime: '12:00' }] },
        'The break must end after it starts',
      ],
    ];
    for (const [payload, message] of bad) {
      expect((await refused(400, 'PUT', url, payload)).join(' | ')).toContain(message);
    }
    await refused(404, 'PUT', `/api/team/${othersMember.id}/hours`, { hours: null, breaks: [] });
  });
});

describe('time off', () => {
  it('adds and removes whole days away', async () => {
    const member = await addMember({ name: 'Away', color: 'yellow' });
    const added = await saved('POST', `/api/team/${member.id}/time-off`, {
      from: '2026-12-21',
      to: '2026-12-31',
      note: 'Holiday',
    });
    const [entry] = added.timeOff;
    expect(added.timeOff).toEqual([
      { id: expect.any(Number), from: '2026-12-21', to: '2026-12-31', note: 'Holiday' },
    ]);
    const removed = await saved('DELETE', `/api/team/${member.id}/time-off/${entry?.id}`);
    expect(removed.timeOff).toEqual([]);
    expect(await refused(404, 'DELETE', `/api/team/${member.id}/time-off/${entry?.id}`)).toEqual([
      'Time off not found',
    ]);
  });

  it('refuses bad input with 400 and other businesses’ ids with 404', async () => {
    const url = `/api/team/${ownerMember.id}/time-off`;
    const bad: [object, string][] = [
      [{}, 'Date is required'],
      [{ from: '2026-12-02', to: '2026-12-01' }, 'The last day away must not be before the first'],
      [{ from: '2026-02-30', to: '2026-03-01' }, 'Date is not a calendar date'],
      [{ from: '2026-12-01', to: '2026-12-01', note: 'x'.repeat(201) }, 'at most 200'],
      [{ from: '2026-12-01', to: '2026-12-01', note: 'a\u0007b' }, 'control characters'],
    ];
    for (const [payload, message] of bad) {
      expect((await refused(400, 'POST', url, payload)).join(' | ')).toContain(message);
    }
    await refused(404, 'POST', `/api/team/${othersMember.id}/time-off`, {
      from: '2026-12-01',
      to: '2026-12-01',
    });
    // Another business's entry, through its own member or ours.
    const theirs = await call(other, 'POST', `/api/team/${othersMember.id}/time-off`, {
      from: '2026-12-01',
      to: '2026-12-01',
    });
    const theirEntry = teamMemberSavedSchema.parse(theirs.body).member.timeOff[0];
    await refused(404, 'DELETE', `/api/team/${ownerMember.id}/time-off/${theirEntry?.id}`);
    await refused(404, 'DELETE', `/api/team/${othersMember.id}/time-off/${theirEntry?.id}`);
    await refused(400, 'DELETE', `/api/team/${ownerMember.id}/time-off/x`);
  });
});
