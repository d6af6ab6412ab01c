// The catalogue's changes queued in English read in Norwegian once the owner switched language
// (docs/offline.md, Outbox entries); the names in them stay as the owner wrote them.
import { afterEach, describe, expect, it } from 'vitest';
import { entryLabel } from '@/lib/i18n/label-message';
import { resetLanguageForTests } from '@/lib/i18n/language-store';
import { translate } from '@/lib/i18n/use-t';
import type { OutboxChange } from '@/lib/offline/outbox-runtime';
import { createCategoryChange } from './create-category';
import { deleteServiceChange } from './delete-service';

afterEach(() => resetLanguageForTests('en'));

describe('a catalogue change queued in English', () => {
  it('reads in Norwegian after a switch', () => {
    resetLanguageForTests('en');
    const changes: OutboxChange[] = [
      createCategoryChange({ categoryName: ' Nails ' }),
      deleteServiceChange(4, 'Manicure'),
    ];
    expect(changes.map((change) => change.label)).toEqual([
      'Create category "Nails"',
      'Delete service "Manicure"',
    ]);

    resetLanguageForTests('nb');
    // Kept as IndexedDB gives it back: a structured clone.
    expect(changes.map((change) => entryLabel(structuredClone(change), translate))).toEqual([
      'Opprett kategorien «Nails»',
      'Slett behandlingen «Manicure»',
    ]);
  });
});
