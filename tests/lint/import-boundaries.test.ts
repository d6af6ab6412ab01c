// The import boundaries of docs/architecture.md are only as good as the lint that checks them:
// without a resolver import-x cannot see where an import points and every zone passes in silence.
// Each probe is linted as if it were a file inside a zone and imports a real file across it.
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const ZONE_RULE = 'import-x/no-restricted-paths';

let eslint: ESLint;

beforeAll(() => {
  // no-unresolved on top of the project's config, so a probe whose target went missing fails
  // loudly instead of passing because nothing was resolved.
  eslint = new ESLint({
    cwd: root,
    overrideConfig: { rules: { 'import-x/no-unresolved': 'error' } },
  });
});

/** Lints a file at `filePath` (relative to the root, never written) that imports `source`. */
async function lintImport(filePath: string, source: string) {
  const code = `import * as target from '${source}';\n\nexport default target;\n`;
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  if (!result) throw new Error(`ESLint returned no result for ${filePath}`);
  return result.messages.map(({ ruleId, severity, message }) => ({ ruleId, severity, message }));
}

describe('import boundaries', () => {
  it.each([
    {
      boundary: 'a feature importing another feature',
      filePath: 'src/features/catalogue/api/boundary-probe.ts',
      source: '../../auth/api/login',
    },
    {
      boundary: 'src/lib importing a feature',
      filePath: 'src/lib/format/boundary-probe.ts',
      source: '../../features/auth/api/login',
    },
    {
      boundary: 'contract importing the app',
      filePath: 'contract/boundary-probe.ts',
      source: '../src/lib/format/money',
    },
    {
      boundary: 'the app importing the server',
      filePath: 'src/app/boundary-probe.ts',
      source: '../../server/config.js',
    },
    {
      boundary: 'a server route folder importing another',
      filePath: 'server/routes/catalogue/boundary-probe.ts',
      source: '../auth/accounts-repository.js',
    },
    {
      boundary: 'the server scheduling module importing a route folder',
      filePath: 'server/scheduling/boundary-probe.ts',
      source: '../routes/public/portal-repository.js',
    },
    {
      boundary: 'the booking page importing the back office',
      filePath: 'portal/boundary-probe.ts',
      source: '../src/lib/format/money',
    },
    {
      boundary: 'the back office importing the booking page',
      filePath: 'src/app/boundary-probe.ts',
      source: '../../portal/portal-format',
    },
    {
      boundary: 'a feature importing the app shell',
      filePath: 'src/features/catalogue/api/boundary-probe.ts',
      source: '@/app/theme',
    },
    {
      boundary: 'a feature importing another feature by the alias',
      filePath: 'src/features/catalogue/api/boundary-probe.ts',
      source: '@/features/auth/api/login',
    },
    {
      boundary: 'the booking page importing the back office by the alias',
      filePath: 'portal/boundary-probe.ts',
      source: '@/lib/format/money',
    },
    {
      boundary: 'an entity importing a feature',
      filePath: 'src/entities/team/boundary-probe.ts',
      source: '../../features/auth/api/login',
    },
    {
      boundary: 'an entity importing a route',
      filePath: 'src/entities/team/boundary-probe.ts',
      source: '../../routes/login',
    },
    {
      boundary: 'an entity importing the app shell',
      filePath: 'src/entities/team/boundary-probe.ts',
      source: '../../app/theme',
    },
    {
      boundary: 'src/lib importing an entity',
      filePath: 'src/lib/format/boundary-probe.ts',
      source: '../../entities/team/member-colours',
    },
    {
      boundary: 'src/components importing an entity',
      filePath: 'src/components/layout/boundary-probe.ts',
      source: '../../entities/team/member-colours',
    },
    {
      boundary: 'src/lib importing the app shell',
      filePath: 'src/lib/format/boundary-probe.ts',
      source: '../../app/theme',
    },
  ])('fails lint on $boundary', async ({ filePath, source }) => {
    const messages = await lintImport(filePath, source);

    expect(messages).toEqual([
      {
        ruleId: ZONE_RULE,
        severity: 2,
        message: `Unexpected path "${source}" imported in restricted zone.`,
      },
    ]);
  });

  it.each([
    {
      boundary: 'a feature importing src/lib',
      filePath: 'src/features/catalogue/api/boundary-probe.ts',
      source: '@/lib/format/money',
    },
    {
      boundary: 'a feature importing an entity',
      filePath: 'src/features/appointments/api/boundary-probe.ts',
      source: '@/entities/team/member-colours',
    },
    {
      boundary: 'the server importing the contract by the alias',
      filePath: 'server/routes/catalogue/boundary-probe.ts',
      source: '@contract/api-paths.js',
    },
    {
      boundary: 'a route importing an entity',
      filePath: 'src/routes/boundary-probe.ts',
      source: '../entities/team/member-colours',
    },
    {
      boundary: 'an entity importing src/lib and the contract',
      filePath: 'src/entities/team/boundary-probe.ts',
      source: '../../lib/format/money',
    },
    {
      boundary: 'a server route folder importing the schema pieces every route shares',
      filePath: 'server/routes/catalogue/boundary-probe.ts',
      source: '../signed-in-schema.js',
    },
    {
      boundary: 'a server route folder importing a shared repository',
      filePath: 'server/routes/catalogue/boundary-probe.ts',
      source: '../../repositories/reference-repository.js',
    },
    {
      boundary: 'the booking page importing the contract',
      filePath: 'portal/boundary-probe.ts',
      source: '../contract/api-paths',
    },
    {
      boundary: 'a component test setting up the app shell’s theme',
      filePath: 'src/components/layout/boundary-probe.test.tsx',
      source: '../../app/theme',
    },
  ])('passes lint on $boundary', async ({ filePath, source }) => {
    expect(await lintImport(filePath, source)).toEqual([]);
  });

  it('fails lint on a relative import three folders up, which the alias replaces', async () => {
    const messages = await lintImport(
      'src/features/catalogue/api/boundary-probe.ts',
      '../../../lib/format/money',
    );

    expect(messages.map(({ ruleId }) => ruleId)).toEqual(['no-restricted-imports']);
  });

  it('fails lint on imports out of order: packages, then the project by alias, then nearby', async () => {
    const code = [
      "import { money } from '@/lib/format/money';",
      "import { useState } from 'react';",
      "import { login } from '../api/login';",
      "import { Button } from '@mantine/core';",
      '',
      'export default [money, useState, login, Button];',
      '',
    ].join('\n');
    const [result] = await eslint.lintText(code, {
      filePath: resolve(root, 'src/features/auth/components/order-probe.tsx'),
    });

    expect(result?.messages.map(({ ruleId, message }) => `${ruleId}: ${message}`)).toEqual([
      'import-x/order: `react` import should occur before import of `@/lib/format/money`',
      'import-x/order: `@mantine/core` import should occur before import of `@/lib/format/money`',
    ]);
  });

  it('fails lint on an import cycle', async () => {
    // server/routes/index.ts registers every route folder, so a folder importing it goes round.
    const messages = await lintImport('server/routes/auth/index.ts', '../index.js');

    expect(messages.map(({ ruleId }) => ruleId)).toEqual(['import-x/no-cycle']);
  });
});
