import { describe, expect, it } from 'vitest';
import { formatOfflineMessage } from './offline-banner';

describe('formatOfflineMessage', () => {
  const now = new Date('2026-11-23T12:00:00').getTime();

  it('says the time the data is from when it was fetched today', () => {
    expect(formatOfflineMessage(new Date('2026-11-23T10:42:00').getTime(), now)).toBe(
      'Offline — showing data from 10:42',
    );
  });

  it('adds the date for older data', () => {
    expect(formatOfflineMessage(new Date('2026-11-21T18:05:00').getTime(), now)).toBe(
      'Offline — showing data from 21 Nov 18:05',
    );
  });

  it('says changes wait for the connection when nothing kept was shown yet', () => {
    expect(formatOfflineMessage(null, now)).toMatch(/^Offline — /);
  });

  it('says the server cannot be reached when the browser is online but the server is not', () => {
    expect(formatOfflineMessage(new Date('2026-11-23T10:42:00').getTime(), now, true)).toBe(
      "Can't reach the server — showing data from 10:42",
    );
    expect(formatOfflineMessage(null, now, true)).toBe(
      "Can't reach the server — changes will be sent when it answers",
    );
  });
});
