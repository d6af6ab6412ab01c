// The booking page as the server sends it for /book/{slug} (docs/architecture.md, Booking portal):
// the built portal.html with the business's name, phone and services already written into it, so
// a client on a slow phone reads them before the script arrives, and the script starts from the
// same profile (embedded as JSON) instead of asking the API for it.
import { PORTAL_PROFILE_ELEMENT_ID } from '../../contract/api-paths.js';
import type { PortalProfile } from '../../contract/portal.js';
import { durationText, moneyFormat, priceText } from '../../contract/price-display.js';
import { escapeHtml } from './escape-html.js';
import { LANGUAGE_LOCALES, type Language } from '../../contract/i18n/language.js';
import { PORTAL_CATALOGS, type PortalKey } from '../../contract/i18n/portal-messages.js';
import { createTranslator, type Translate } from '../../contract/i18n/translator.js';
import { priceWordsOf } from '../../contract/i18n/portal-price-words.js';

const translators = new Map<Language, Translate<PortalKey>>();
function portalText(language: Language): Translate<PortalKey> {
  let t = translators.get(language);
  if (!t) {
    t = createTranslator(language, PORTAL_CATALOGS[language]);
    translators.set(language, t);
  }
  return t;
}

/** JSON inside <script>: `<` escaped, so no text in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function markup(profile: PortalProfile, language: Language): string {
  const t = portalText(language);
  const words = priceWordsOf(t);
  const money = moneyFormat(profile.currency, LANGUAGE_LOCALES[language]);
  const logo = profile.logo
    ? `<img class="logo" src="/uploads/${encodeURIComponent(profile.logo)}" alt="" width="64" height="64">`
    : '';
  const phone = profile.phone
    ? `<a class="phone" href="tel:${escapeHtml(profile.phone.replace(/[^\d+]/g, ''))}">${escapeHtml(profile.phone)}</a>`
    : '';
  const categories = profile.categories
    .map(
      (category) =>
        `<h3>${escapeHtml(category.name)}</h3><ul class="booked-items">${category.services
          .map(
            (service) =>
              `<li><span>${escapeHtml(service.name)}</span><span class="muted">${escapeHtml(
                `${priceText(service, money, words)} · ${durationText(service.durationMinutes, words)}`,
              )}</span></li>`,
          )
          .join('')}</ul>`,
    )
    .join('');
  return (
    `<main class="portal"><header class="business">${logo}<div><h1>${escapeHtml(profile.businessName)}</h1>${phone}</div></header>` +
    `<section class="card"><h2>${escapeHtml(t('page.services'))}</h2>${categories}</section></main>`
  );
}

/**
 * `template` is the built portal.html; its title and empty #portal element are filled in. The
 * replacements are functions: a replacement string would read `$'`, `` $` `` and `$&` in a name
 * as patterns and copy the template into the page (docs/decisions.md, Pages and mails).
 */
export function bookingPageHtml(
  template: string,
  profile: PortalProfile,
  language: Language = 'en',
): string {
  const title = `<title>${escapeHtml(portalText(language)('page.title', { businessName: profile.businessName }))}</title>`;
  const page =
    `<div id="portal">${markup(profile, language)}</div>` +
    `<script type="application/json" id="${PORTAL_PROFILE_ELEMENT_ID}">${scriptJson(profile)}</script>`;
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, () => title)
    .replace('<div id="portal"></div>', () => page);
}
