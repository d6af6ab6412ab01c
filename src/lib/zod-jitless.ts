// zod compiles its object parsers with `new Function` after probing whether eval is allowed; under
// the app's CSP (no 'unsafe-eval') the probe itself is a reported violation. `jitless` skips the
// probe and the compiling. Imported first by src/main.tsx, before any schema parses.
//
// zod keeps its config on `globalThis.__zod_globalConfig` and adopts an object already there
// (zod/v4/core/core.js). Setting it here costs the entry chunk nothing, where importing
// `config` from 'zod/v4/core' added 3.7 kB gzip to every screen (the /login budget is 150 kB,
// bench/README.md). zod-jitless.test.ts checks that zod still reads it.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;
export {};
