// The back office's whole catalogs, both parts of each language (docs/decisions.md, Languages):
// what the app loads in two chunks, for the tests that register, read or search every word.
import type { Language } from '@contract/i18n/language';
import type { AppCatalog } from '@/lib/i18n/catalogs';
import { appEnOffice } from '@/lib/i18n/app-en';
import { appEnPublic } from '@/lib/i18n/app-en-public';
import { appNbOffice } from '@/lib/i18n/app-nb';
import { appNbPublic } from '@/lib/i18n/app-nb-public';

export const appEn = { ...appEnPublic, ...appEnOffice } satisfies AppCatalog;
export const appNb = { ...appNbPublic, ...appNbOffice } satisfies AppCatalog;

export const APP_CATALOGS: Record<Language, AppCatalog> = { en: appEn, nb: appNb };
