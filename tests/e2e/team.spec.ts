// The team in the back office (docs/decisions.md, Team): the owner adds two members with
// different services and hours on the Team screen; the day view shows a lane per member with each
// booking in its lane; a booking dragged to the other lane moves to that member; an overlapping
// booking for the same member is refused and for the other accepted; offline, a booking for a
// member whose slot is taken meanwhile comes back as a conflict. The month and the table of one
// member list and count only theirs (docs/decisions.md, Lists at scale). The Team screen, a member's hours,
// the day by member and the month of one member pass axe and are photographed at 1280 and 390 px,
// light and dark.
import { expect, test, type Page } from '@playwright/test';
import type { AppointmentDetail, AppointmentResponse } from '../../contract/appointments';
import type { TeamMember } from '../../contract/team';
import { createVerifiedOwner, signInUnderWorker } from './helpers/accounts';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { fillTime, pickDate } from './helpers/date-time-fields';
import { addServices, apiSend } from './helpers/diary';
import { E2E_NOW } from './helpers/e2e-env';
import { apiGet, settle } from './helpers/screens';

/** Tuesday: the business is open 10:00 to 19:00 (the defaults), after the pinned "now". */
const DAY = '2026-11-24';
const dayView = `/appointments?view=calendar&mode=day&date=${DAY}`;
const pendingButton = (page: Page) => page.getByRole('button', { name: /^\d+ pending$/ });

/** The screen in light and dark at both widths: no serious axe violation, and a screenshot. */
async function check(page: Page, name: string): Promise<void> {
  // The saves' notifications fade out on their own: measured mid-fade, their text blends with
  // the page (docs/decisions.md, Dark mode). The screen is what is looked at.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 20_000 });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await settle(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await test.step(`${name} ${scheme} ${width} px`, () => expectNoSeriousA11yViolations(page));
      await page.screenshot({
        path: `test-results/screens/team-${name}-${scheme}-${width}.png`,
        fullPage: true,
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await settle(page);
}

async function addMember(page: Page, name: string, untick: string[]): Promise<void> {
  await page.getByRole('button', { name: 'Add team member' }).click();
  const form = page.getByRole('region', { name: 'New team member' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  for (const service of untick) await form.getByRole('checkbox', { name: service }).uncheck();
  await form.getByRole('button', { name: 'Add team member' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('link', { name: `Edit ${name}` })).toBeVisible();
}

/** The lane of the day view that `member` heads. */
function lane(page: Page, member: string) {
  return page.locator('.mantine-ResourcesDayView-resourcesDayViewRow').filter({
    has: page.locator('.mantine-ResourcesDayView-resourcesDayViewResourceLabel', {
      hasText: member,
    }),
  });
}

async function upcoming(page: Page): Promise<AppointmentResponse[]> {
  return apiGet<AppointmentResponse[]>(page, '/api/appointments/all_upcoming');
}

/** New booking from the appointments screen: a new client, Cut, at DAY `time`, with `member`. */
async function bookCut(page: Page, lastName: string, time: string, member: string) {
  await page.getByRole('button', { name: 'New booking' }).click();
  const editor = page.getByRole('dialog', { name: 'New booking' });
  await expect(editor).toBeVisible();
  await settle(page);
  await editor.getByText('New client').click();
  await editor.getByLabel('First name').fill('Walk');
  await editor.getByLabel('Last name').fill(lastName);
  await editor.getByLabel('Services').click();
  await page.getByRole('option', { name: /^Cut ·/ }).click();
  await page.keyboard.press('Escape');
  await pickDate(page, editor, 'Date', DAY);
  await fillTime(editor, 'Start time', time);
  await editor.getByRole('combobox', { name: 'With' }).click();
  await page.getByRole('option', { name: member, exact: true }).click();
  await editor.getByRole('button', { name: 'Save booking' }).click();
  return editor;
}

test('the owner builds a team and runs the day by member, online and offline', async ({
  page,
  playwright,
}) => {
  test.setTimeout(420_000);
  const owner = await createVerifiedOwner(page.request, 'team');
  await page.clock.setFixedTime(new Date(E2E_NOW));
  await signInUnderWorker(page, owner.email, owner.password);
  const services = await addServices(page, [
    { name: 'Cut', price: '45', minutes: 30 },
    { name: 'Colour', price: '80', minutes: 60 },
  ]);

  // The Team screen: the owner is its first member; Ben cuts only, Cleo does everything.
  await page.goto('/business-settings/team');
  const list = page.getByRole('list', { name: 'Team members' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await addMember(page, 'Ben', ['Colour']);
  await addMember(page, 'Cleo', []);
  // The owner takes no bookings: deactivated, the day is Ben's and Cleo's.
  await list
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /^Deactivate/ })
    .click();
  await expect(list.getByRole('listitem').first().getByText('Inactive')).toBeVisible();
  await check(page, 'screen');

  // Ben's own hours: Monday to Thursday, 9 to 5.
  await page.getByRole('link', { name: 'Edit Ben' }).click();
  const hours = page.getByRole('region', { name: 'Working hours' });
  await hours.getByText('Own hours', { exact: true }).click();
  await hours.getByRole('checkbox', { name: 'Works on Friday' }).uncheck();
  await hours.getByRole('button', { name: 'Save working hours' }).click();
  await expect(page.getByText('Working hours saved')).toBeVisible();
  await hours.scrollIntoViewIfNeeded();
  await check(page, 'member-hours');

  const team = await apiGet<TeamMember[]>(page, '/api/team');
  const ben = team.find((member) => member.name === 'Ben')!;
  const cleo = team.find((member) => member.name === 'Cleo')!;
  expect(ben).toMatchObject({ serviceIds: [services.Cut], active: true });
  expect(ben.hours?.map((day) => day.open)).toEqual([true, true, true, true, false, false, false]);
  expect(cleo).toMatchObject({ serviceIds: [services.Cut, services.Colour], hours: null });

  // Two bookings at 10:00, one each: both fine.
  for (const [lastName, member, service] of [
    ['Ben', ben, services.Cut],
    ['Cleo', cleo, services.Colour],
  ] as const) {
    const created = await apiSend<AppointmentDetail>(page, 'POST', '/api/appointments', {
      client: { firstName: 'Nora', lastName },
      serviceIds: [service],
      date: DAY,
      time: '10:00',
      memberId: member.id,
    });
    expect(created.status).toBe(201);
  }

  // The day by member: a lane each, each booking in its member's lane.
  await page.goto(dayView);
  await expect(lane(page, 'Ben').getByRole('button', { name: /10:00 AM Nora Ben/ })).toBeVisible();
  await expect(
    lane(page, 'Cleo').getByRole('button', { name: /10:00 AM Nora Cleo/ }),
  ).toBeVisible();
  await check(page, 'day-view');

  // Ben's booking dragged to Cleo's lane at 11:00: the editor opens with Cleo, and saves.
  await lane(page, 'Ben')
    .getByRole('button', { name: /10:00 AM Nora Ben/ })
    .dragTo(
      page.getByRole('button', { name: `Resource time slot Cleo ${DAY} 11:00:00 - 11:30:00` }),
    );
  const moved = page.getByRole('dialog', { name: 'Edit booking' });
  await expect(moved.getByRole('combobox', { name: 'With' })).toHaveValue('Cleo');
  await moved.getByRole('button', { name: 'Save changes' }).click();
  await expect(moved).toBeHidden();
  await expect(lane(page, 'Cleo').getByRole('button', { name: /11:00 AM Nora Ben/ })).toBeVisible();
  expect((await upcoming(page)).map((row) => [row.book_time, row.lastName, row.memberId])).toEqual([
    ['10:00 AM', 'Cleo', cleo.id],
    ['11:00 AM', 'Ben', cleo.id],
  ]);

  // Cleo is taken at 10:00: refused for her with "Book anyway", accepted for Ben.
  const refused = await bookCut(page, 'Overlap', '10:15', 'Cleo');
  await expect(refused.getByRole('alert')).toContainText('This time overlaps');
  await expect(refused.getByLabel('Book anyway')).toBeVisible();
  await refused.getByRole('combobox', { name: 'With' }).click();
  await page.getByRole('option', { name: 'Ben', exact: true }).click();
  await refused.getByRole('button', { name: 'Save booking' }).click();
  await expect(refused).toBeHidden();
  await expect(
    lane(page, 'Ben').getByRole('button', { name: /10:15 AM Walk Overlap/ }),
  ).toBeVisible();

  // Offline: Ben at 15:00 from this device, while another device books Ben's 15:00 meanwhile.
  const elsewhere = await playwright.request.newContext({ baseURL: page.url() });
  await page.context().setOffline(true);
  const offline = await bookCut(page, 'Offline', '15:00', 'Ben');
  await expect(offline).toBeHidden();
  await expect(pendingButton(page)).toHaveText('1 pending');
  const taken = await apiSend(
    page,
    'POST',
    '/api/appointments',
    {
      client: { firstName: 'Portal', lastName: 'Guest' },
      serviceIds: [services.Cut],
      date: DAY,
      time: '15:00',
      memberId: ben.id,
    },
    elsewhere,
  );
  expect(taken.status).toBe(201);
  await page.context().setOffline(false);
  await pendingButton(page).click();
  const conflict = page.getByTestId('pending-change').filter({ hasText: 'Walk Offline' });
  await expect(conflict).toContainText(/Conflict: .*Portal Guest 03:00 PM/, { timeout: 30_000 });
  await expect(conflict.getByRole('button', { name: 'Book anyway' })).toBeVisible();
  await expect(conflict.getByRole('button', { name: 'Choose another time' })).toBeVisible();
  expect((await upcoming(page)).map((row) => `${row.book_time} ${row.lastName}`)).toEqual([
    '10:00 AM Cleo',
    '10:15 AM Overlap',
    '11:00 AM Ben',
    '03:00 PM Guest',
  ]);
  await elsewhere.dispose();
});

/**
 * A signed-in owner with Ben and Cleo on the team and five bookings on DAY: Ben's three come first
 * in the day, Cleo's two after, so two of everyone's are both Ben's. Answers the members' ids.
 */
async function benAndCleoWithFiveBookings(
  page: Page,
  label: string,
): Promise<Record<'Ben' | 'Cleo', number>> {
  const owner = await createVerifiedOwner(page.request, label);
  await page.clock.setFixedTime(new Date(E2E_NOW));
  await signInUnderWorker(page, owner.email, owner.password);
  const services = await addServices(page, [{ name: 'Cut', price: '45', minutes: 30 }]);
  const members = { Ben: 0, Cleo: 0 };
  for (const [name, color] of [
    ['Ben', 'teal'],
    ['Cleo', 'grape'],
  ] as const) {
    const added = await apiSend<{ member: TeamMember }>(page, 'POST', '/api/team', {
      name,
      color,
    });
    expect(added.status).toBe(201);
    members[name] = added.body.member.id;
  }
  for (const [lastName, time, member] of [
    ['Ada', '10:00', 'Ben'],
    ['Bea', '10:30', 'Ben'],
    ['Cai', '11:00', 'Ben'],
    ['Dag', '13:00', 'Cleo'],
    ['Eli', '14:00', 'Cleo'],
  ] as const) {
    const created = await apiSend(page, 'POST', '/api/appointments', {
      client: { firstName: 'Nora', lastName },
      serviceIds: [services.Cut],
      date: DAY,
      time,
      memberId: members[member],
    });
    expect(created.status).toBe(201);
  }
  return members;
}

test('the month of one member lists and counts only their bookings, kept in the address', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const members = await benAndCleoWithFiveBookings(page, 'team-month');

  await page.goto(`/appointments?view=calendar&mode=month&date=${DAY}`);
  const month = page.locator('[data-calendar-mode="month"]');
  await expect(month.getByRole('button', { name: /10:00 AM Nora Ada/ })).toBeVisible();
  await expect(month.getByRole('button', { name: '+ 3 more' })).toBeVisible();

  const asked = page.waitForRequest(
    (request) => request.url().includes(`memberId=${members.Cleo}`),
    { timeout: 10_000 },
  );
  await page.getByRole('combobox', { name: 'Team member' }).click();
  await page.getByRole('option', { name: 'Cleo', exact: true }).click();
  await asked;
  await expect(page).toHaveURL(new RegExp(`member=${members.Cleo}`));
  await expect(month.getByRole('button', { name: /01:00 PM Nora Dag/ })).toBeVisible();
  await expect(month.getByRole('button', { name: /02:00 PM Nora Eli/ })).toBeVisible();
  await expect(month.getByRole('button', { name: /Nora (Ada|Bea|Cai)/ })).toHaveCount(0);
  await expect(month.getByRole('button', { name: /^\+ \d+ more$/ })).toHaveCount(0);

  // A reload keeps the member; Ben's month says "+ 1 more" for his third.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Team member' })).toHaveValue('Cleo');
  await expect(month.getByRole('button', { name: /01:00 PM Nora Dag/ })).toBeVisible();
  await check(page, 'month-member');
  await page.getByRole('combobox', { name: 'Team member' }).click();
  await page.getByRole('option', { name: 'Ben', exact: true }).click();
  await expect(month.getByRole('button', { name: /10:00 AM Nora Ada/ })).toBeVisible();
  await expect(month.getByRole('button', { name: '+ 1 more' })).toBeVisible();
  await expect(month.getByRole('button', { name: /Nora (Dag|Eli)/ })).toHaveCount(0);
  // Everyone again: the member leaves the address.
  await page.getByRole('combobox', { name: 'Team member' }).click();
  await page.getByRole('option', { name: 'Everyone', exact: true }).click();
  await expect(month.getByRole('button', { name: '+ 3 more' })).toBeVisible();
  expect(new URL(page.url()).searchParams.has('member')).toBe(false);
});

test('the table of one member lists and counts only their bookings, kept in the address', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const members = await benAndCleoWithFiveBookings(page, 'team-table');

  await page.goto('/appointments');
  const table = page.getByRole('table', { name: 'Upcoming appointments' });
  await expect(page.getByText('1–5 of 5')).toBeVisible();
  const filter = page.getByRole('combobox', { name: 'With' });
  await expect(filter).toHaveValue('everyone');

  // Cleo's: the server is asked for her page, and the address keeps her.
  const asked = page.waitForRequest(
    (request) =>
      request.url().includes('/api/appointments/all_upcoming') &&
      request.url().includes(`memberId=${members.Cleo}`),
  );
  await filter.selectOption({ label: 'Cleo' });
  await asked;
  await expect(page).toHaveURL(new RegExp(`member=${members.Cleo}`));
  await expect(page.getByText('1–2 of 2')).toBeVisible();
  await expect(table.getByText('Nora Dag')).toBeVisible();
  await expect(table.getByText('Nora Eli')).toBeVisible();
  await expect(table.getByText(/^Nora (Ada|Bea|Cai)$/)).toHaveCount(0);
  // The table at 1280 px, the cards at 390 px, light and dark.
  await check(page, 'table-member');

  // A reload keeps her; Everyone again lists the five and leaves the address without her.
  await page.reload();
  await expect(filter).toHaveValue(String(members.Cleo));
  await expect(page.getByText('1–2 of 2')).toBeVisible();
  await expect(table.getByText('Nora Dag')).toBeVisible();
  await filter.selectOption({ label: 'Everyone' });
  await expect(page.getByText('1–5 of 5')).toBeVisible();
  await expect(table.getByText('Nora Ada')).toBeVisible();
  expect(new URL(page.url()).searchParams.has('member')).toBe(false);
});
