// The literal-text rule of the translated folders (eslint-rules/no-untranslated-text.js;
// docs/decisions.md, Languages) is only as good as the config that applies it: each probe is
// linted as if it were a file in a folder and must be refused, or let through, as the rule says.
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const RULE = 'local/no-untranslated-text';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function findings(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  if (!result) throw new Error(`ESLint returned no result for ${filePath}`);
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

const component = (body: string) =>
  `export function Probe({ n }: { n: number }) {\n  return (\n    ${body}\n  );\n}\n`;

describe('user-visible text in translated folders', () => {
  it.each([
    ['text in JSX', 'portal/untranslated-probe.tsx', '<p>Book now</p>'],
    ['a label prop', 'src/features/auth/components/probe.tsx', '<input aria-label="Search" />'],
    ['a string in braces', 'src/components/layout/probe.tsx', "<p>{'Logout'}</p>"],
    ['a template', 'src/features/dashboard/probe.tsx', '<p title={`${n} pending`}>{n}</p>'],
    ['text on the Services screens', 'src/features/catalogue/components/probe.tsx', '<p>Add</p>'],
    ['a Team label', 'src/features/team/components/probe.tsx', '<input aria-label="Name" />'],
    ['text on Reports', 'src/features/reports/components/probe.tsx', '<h1>Reports</h1>'],
    ['text On this device', 'src/features/on-this-device/components/probe.tsx', '<p>Space</p>'],
    ['text in Business settings', 'src/features/business-settings/components/p.tsx', '<p>Day</p>'],
  ])('refuses %s', async (_name, file, body) => {
    const found = await findings(file, component(body));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/belongs in the message catalogs/);
  });

  it('lets through text with no letter, and text outside the translated folders', async () => {
    expect(await findings('portal/probe.tsx', component('<p>{n} · –</p>'))).toEqual([]);
    expect(await findings('src/routes/_authed/probe.tsx', component('<p>Book</p>'))).toEqual([]);
  });

  it('takes an untranslated: comment with a reason, and refuses one without', async () => {
    const reasoned = component(
      '<p>\n      {/* untranslated: the product name is the same in every language */}\n      Salon Back Office\n    </p>',
    );
    expect(await findings('portal/probe.tsx', reasoned)).toEqual([]);
    const bare = component('<p>\n      {/* untranslated: */}\n      Salon Back Office\n    </p>');
    expect(await findings('portal/probe.tsx', bare)).toEqual([
      'An `untranslated:` comment needs a reason.',
    ]);
  });
});
