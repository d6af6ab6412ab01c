// How many members a team may have (docs/decisions.md, Team). No zod: the app's wording of the
// `team_full` refusal (src/lib/i18n/server-text.ts) runs on every screen, the login screen too,
// and zod would join them all (bench/README.md, Route weight).

/** A business's members, active or not: the Team screen lists them all. */
export const TEAM_SIZE_MAX = 100;
