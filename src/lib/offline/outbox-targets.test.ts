import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from './offline-db';
import { idTarget, targetId, targetKey } from './outbox-targets';

const categoryTarget = idTarget('category');

describe('an entry target', () => {
  it('is written as kind:id and read back as that id, a temporary (negative) one too', () => {
    expect(categoryTarget(12)).toBe('category:12');
    expect(categoryTarget.kind).toBe('category');
    expect(targetId({ target: categoryTarget(12) }, categoryTarget)).toBe(12);
    expect(targetId({ target: categoryTarget(-1732000) }, categoryTarget)).toBe(-1732000);
  });

  it('gives no id for another kind, even one whose name starts the same', () => {
    expect(targetId({ target: 'service:12' }, categoryTarget)).toBeUndefined();
    expect(targetId({ target: 'category-order' }, categoryTarget)).toBeUndefined();
    expect(targetId({ target: 'service-order:3' }, idTarget('service'))).toBeUndefined();
  });

  it('gives no id for an entry without a target, whatever its path says', () => {
    const entry: Pick<OutboxEntry, 'target' | 'path'> = { path: '/api/categories/12' };
    expect(targetId(entry, categoryTarget)).toBeUndefined();
    expect(targetId({ ...entry, target: undefined }, categoryTarget)).toBeUndefined();
  });

  it('gives no id when what follows the kind is not a whole number', () => {
    for (const target of ['category:', 'category: 1', 'category:1.5', 'category:12a'])
      expect(targetId({ target }, categoryTarget)).toBeUndefined();
  });

  it('reads a target that is not an id, such as a date, as its text', () => {
    const entry = { target: 'availability-special-hours:2026-12-31' };
    expect(targetKey(entry, 'availability-special-hours')).toBe('2026-12-31');
    expect(targetKey(entry, 'availability-breaks')).toBeUndefined();
  });
});
