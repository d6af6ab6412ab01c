// A kind of change a feature defines but the outbox session does not list cannot be queued: it is
// refused at submit and stored entries of it fail (docs/architecture.md, App). Nothing at compile
// time notices a kind left out, so this test reads every feature's exports and checks the list.
import { describe, expect, it } from 'vitest';
import { changeKinds } from './outbox-session';

/** Every module of a feature's or an entity's api/ folder, loaded as the app would. */
const featureApiModules = import.meta.glob<Record<string, unknown>>(
  [
    '../features/*/api/**/*.{ts,tsx}',
    '../entities/*/api/**/*.{ts,tsx}',
    '!../features/*/api/**/*.test.{ts,tsx}',
    '!../entities/*/api/**/*.test.{ts,tsx}',
  ],
  { eager: true },
);

function isChangeKind(value: unknown): value is { kind: string; encoding: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'kind') === 'string' &&
    ['json', 'form', 'none'].includes(String(Reflect.get(value, 'encoding')))
  );
}

describe('kinds of change', () => {
  const exported = Object.entries(featureApiModules).flatMap(([path, module]) =>
    Object.entries(module)
      .filter(([, value]) => isChangeKind(value))
      .map(([name, value]) => ({
        where: `${path}#${name}`,
        kind: isChangeKind(value) ? value.kind : '',
      })),
  );

  it('finds the features’ kinds (the probe would pass in silence if it found none)', () => {
    expect(exported.length).toBeGreaterThan(20);
  });

  it('every exported kind is registered with the outbox session', () => {
    const unregistered = exported.filter(({ kind }) => {
      const read = changeKinds.read({ kind, body: { kind: 'none' } });
      return !read.ok && read.messages.some((message) => message.startsWith('Unknown kind'));
    });
    expect(unregistered.map(({ where }) => where)).toEqual([]);
  });
});
