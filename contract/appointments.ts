// Appointments as the back office reads them (docs/decisions.md, Data): the one import path of the
// booking's schemas, which live in contract/appointments/ by what they describe: what the server
// answers (answers.ts), what a read asks (queries.ts), what a write sends (bodies.ts) and the
// codes of its 409s (refusals.ts).
export * from './appointments/answers.js';
export * from './appointments/queries.js';
export * from './appointments/bodies.js';
export * from './appointments/refusals.js';
