// The server-filled booking page (docs/architecture.md, Booking portal) with names that hold
// String.replace's special patterns: `$'`, `` $` ``, `$&` and `$$` are text, not instructions, so
// the page keeps one <title> and the embedded profile reads back as the same object.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PORTAL_PROFILE_ELEMENT_ID } from '../../contract/api-paths.js';
import type { PortalProfile } from '../../contract/portal.js';
import { bookingPageHtml } from './booking-page.js';

const template = fs.readFileSync(new URL('../../portal.html', import.meta.url), 'utf8');

const profile: PortalProfile = {
  slug: 'dollar-salon',
  businessName: "Cash $' & $` Co $& $$ $1",
  phone: '+47 912 34 567',
  logo: null,
  timeZone: 'Europe/Oslo',
  currency: 'NOK',
  categories: [
    {
      id: 1,
      name: "Hair $' $`",
      description: '',
      services: [
        {
          id: 2,
          name: "Cut $& $' $`",
          priceType: 'Fixed',
          price: 45,
          durationMinutes: 30,
          description: '',
        },
      ],
    },
  ],
  members: [{ id: 3, name: "Ann $' $& $`", color: 'blue', serviceIds: [2] }],
  address: null,
  weekHours: [],
  contactRule: 'both',
};

function embeddedProfile(html: string): unknown {
  const open = `<script type="application/json" id="${PORTAL_PROFILE_ELEMENT_ID}">`;
  const start = html.indexOf(open);
  expect(start).toBeGreaterThan(-1);
  const end = html.indexOf('</script>', start);
  return JSON.parse(html.slice(start + open.length, end));
}

describe('bookingPageHtml', () => {
  it('writes $-patterns in names as text: one title, one page, the profile intact', () => {
    const html = bookingPageHtml(template, profile);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<html/g)).toHaveLength(1);
    expect(html.match(/id="portal"/g)).toHaveLength(1);
    expect(html.match(new RegExp(`id="${PORTAL_PROFILE_ELEMENT_ID}"`, 'g'))).toHaveLength(1);
    expect(html).toContain('<title>Cash $&#39; &#38; $` Co $&#38; $$ $1 · Book online</title>');
    expect(html).toContain('<h3>Hair $&#39; $`</h3>');
    expect(html).toContain('<span>Cut $&#38; $&#39; $`</span>');
    expect(embeddedProfile(html)).toEqual(profile);
  });
});
