import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  forgetKeptResponses,
  isKeepableApiPath,
  keepResponse,
  keptHeaders,
  keptResponse,
} from './kept-responses';
import { openOfflineDb, type KeptResponse } from './offline-db';

const HOUR = 60 * 60 * 1000;

function answer(owner: string, fetchedAt = 1): KeptResponse {
  return { owner, url: '/api/cat_wise_services/', status: 200, body: '[]', fetchedAt };
}

describe('isKeepableApiPath', () => {
  it('keeps the report for offline reading but never a CSV download', () => {
    expect(isKeepableApiPath('/api/reports')).toBe(true);
    expect(isKeepableApiPath('/api/reports/csv/appointments')).toBe(false);
    expect(isKeepableApiPath('/api/reports/csv/clients')).toBe(false);
    expect(isKeepableApiPath('/api/auth')).toBe(false);
  });
});

describe('kept answers', () => {
  it('drops every answer when a session ends and refuses the ones of that session arriving later', async () => {
    const db = await openOfflineDb('kept-ended');
    expect(await keepResponse(db, answer('first'))).toBe(true);
    expect(await keepResponse(db, answer('other'))).toBe(true);

    await forgetKeptResponses(db, 'first', 10 * HOUR);

    expect(await keptResponse(db, 'first', '/api/cat_wise_services/')).toBeUndefined();
    expect(await keptResponse(db, 'other', '/api/cat_wise_services/')).toBeUndefined();
    expect(await keepResponse(db, answer('first'))).toBe(false);
    expect(await keepResponse(db, answer('second'))).toBe(true);
    expect(await keptResponse(db, 'second', '/api/cat_wise_services/')).toEqual(answer('second'));
  });

  it('remembers an ended session across the next one, for a day', async () => {
    const db = await openOfflineDb('kept-markers');
    await forgetKeptResponses(db, 'first', 10 * HOUR);
    await forgetKeptResponses(db, 'second', 11 * HOUR);
    expect(await keepResponse(db, answer('first'))).toBe(false);

    await forgetKeptResponses(db, null, 35 * HOUR);
    expect(await keepResponse(db, answer('first'))).toBe(true);
    expect(await keepResponse(db, answer('second'))).toBe(false);
  });
});

describe('the headers kept with an answer', () => {
  it('are the ones the app reads: a page keeps its total count, nothing else is stored', () => {
    const headers = new Headers({
      'X-Total-Count': '46638',
      'set-cookie': 'x=1',
      'content-type': 'application/json',
    });
    expect(keptHeaders(headers)).toEqual({ 'x-total-count': '46638' });
    expect(keptHeaders(new Headers())).toEqual({});
  });
});
