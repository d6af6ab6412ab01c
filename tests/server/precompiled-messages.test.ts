// The build's compiled catalogs (docs/decisions.md, Languages): a catalog module's ICU texts
// become the trees intl-messageformat formats without its parser, and say the same.
import { Buffer } from 'node:buffer';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { catalogFileLanguage, compileCatalogModule } from '../../vite.precompiled-messages';

const SOURCE = `export const appNb = {
  'greeting': 'Hei, {name}!',
  'services': '{count, plural, one {# tjeneste} other {# tjenester}}',
  'plain': 'Lagre',
};`;

async function evaluate(code: string): Promise<Record<string, unknown>> {
  return (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
    [name: string]: unknown;
  };
}

describe('compiled catalogs', () => {
  it('says every message as the ICU text does, from trees, with no text left to parse', async () => {
    const { appNb } = await evaluate(await compileCatalogModule(SOURCE, 'nb', 'app-nb.ts'));
    const trees = appNb as Record<string, MessageFormatElement[]>;
    expect(Object.keys(trees)).toEqual(['greeting', 'services', 'plain']);
    for (const tree of Object.values(trees)) expect(Array.isArray(tree)).toBe(true);
    const say = (key: string, values?: Record<string, string | number>) =>
      new IntlMessageFormat(trees[key]!, 'nb-NO').format(values);
    expect(say('greeting', { name: 'Kari' })).toBe('Hei, Kari!');
    expect(say('services', { count: 1 })).toBe('1 tjeneste');
    expect(say('services', { count: 3 })).toBe('3 tjenester');
    expect(say('plain')).toBe('Lagre');
  });

  it('compiles both parts of each language, and no other module', () => {
    const folder = '/repo/src/lib/i18n';
    expect(catalogFileLanguage(`${folder}/app-en.ts`)).toBe('en');
    expect(catalogFileLanguage(`${folder}/app-nb.ts`)).toBe('nb');
    expect(catalogFileLanguage(`${folder}/app-en-public.ts`)).toBe('en');
    expect(catalogFileLanguage(`${folder}/app-nb-public.ts`)).toBe('nb');
    expect(catalogFileLanguage('C:\\repo\\src\\lib\\i18n\\app-nb-public.ts')).toBe('nb');
    expect(catalogFileLanguage(`${folder}/catalogs.ts`)).toBeUndefined();
    expect(catalogFileLanguage(`${folder}/app-en.test.ts`)).toBeUndefined();
    expect(catalogFileLanguage('/repo/contract/i18n/app-en.ts')).toBeUndefined();
  });

  it('fails the build on a message that is not ICU', async () => {
    await expect(
      compileCatalogModule(`export const appEn = { 'broken': 'Hi {name' };`, 'en', 'app-en.ts'),
    ).rejects.toThrow();
  });
});
