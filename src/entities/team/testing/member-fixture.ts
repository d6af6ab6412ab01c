// A team member as GET /api/team answers it, for the tests of every screen that shows members.
import type { TeamMember } from '@contract/team';

export function memberFixture(
  fields: Partial<TeamMember> & Pick<TeamMember, 'id' | 'name'>,
): TeamMember {
  return {
    color: 'blue',
    phone: '',
    email: '',
    active: true,
    position: fields.id,
    capacity: 1,
    serviceIds: [],
    hours: null,
    breaks: [],
    timeOff: [],
    ...fields,
  };
}
