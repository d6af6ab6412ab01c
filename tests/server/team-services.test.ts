// The Team screen's call for the services each member performs, and a new service of the
// catalogue going to the members (docs/decisions.md, Team); bad input a 400 and another
// business's ids 404. The salon is helpers/team-salon.ts.
import { describe, expect, it } from 'vitest';
import {
  t,
  owner,
  colour,
  othersService,
  ownerMember,
  othersMember,
  call,
  team,
  addMember,
  saved,
  refused,
  useTeamSalon,
} from './helpers/team-salon.js';

useTeamSalon();

describe('PUT /api/team/{id}/services', () => {
  it('sets the whole set, an empty one too', async () => {
    const member = await addMember({ name: 'Services', color: 'violet' });
    expect(
      await saved('PUT', `/api/team/${member.id}/services`, { serviceIds: [colour] }),
    ).toMatchObject({ serviceIds: [colour] });
    expect(await saved('PUT', `/api/team/${member.id}/services`, { serviceIds: [] })).toMatchObject(
      { serviceIds: [] },
    );
  });

  it('refuses bad input with 400 and other businesses’ ids with 404', async () => {
    const url = `/api/team/${ownerMember.id}/services`;
    await refused(400, 'PUT', url, {});
    await refused(400, 'PUT', url, { serviceIds: ['x'] });
    await refused(400, 'PUT', url, { serviceIds: [0] });
    expect(await refused(404, 'PUT', url, { serviceIds: [othersService] })).toEqual([
      'Service not found',
    ]);
    await refused(404, 'PUT', `/api/team/${othersMember.id}/services`, { serviceIds: [] });
  });
});

describe('a new service in the catalogue', () => {
  const service = (extra: object = {}) => ({
    serviceName: `Service ${Math.random()}`,
    categoryTypeID: 0,
    servDesc: 'A service',
    serviceTypeID: 1,
    durationID: 1,
    priceTypeID: 1,
    price: '100',
    ...extra,
  });

  async function categoryId(): Promise<number> {
    const row = await t.app.db
      .selectFrom('categories')
      .select('id')
      .where('business_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('goes to every active member, or only to those named', async () => {
    const categoryTypeID = await categoryId();
    const everyone = await call(owner, 'POST', '/api/services/create', service({ categoryTypeID }));
    expect(everyone.status, JSON.stringify(everyone.body)).toBe(201);
    const members = await team();
    for (const member of members.filter((m) => m.active)) {
      expect(member.serviceIds).toContain(everyone.body.sid);
    }
    for (const member of members.filter((m) => !m.active)) {
      expect(member.serviceIds).not.toContain(everyone.body.sid);
    }
    const named = await call(
      owner,
      'POST',
      '/api/services/create',
      service({ categoryTypeID, memberIds: [ownerMember.id] }),
    );
    expect(named.status).toBe(201);
    const holders = (await team()).filter((m) => m.serviceIds.includes(Number(named.body.sid)));
    expect(holders.map((m) => m.id)).toEqual([ownerMember.id]);
    expect(
      await refused(
        404,
        'POST',
        '/api/services/create',
        service({ categoryTypeID, memberIds: [othersMember.id] }),
      ),
    ).toEqual(['Team member not found']);
  });
});
