// The signed-in owner component tests serve from GET /api/auth (id 7, the outbox's test owner).
import type { CurrentUser } from '../../contract/auth';

/** The owner the outbox sends for in component tests (app-setup.ts starts it for them). */
export const TEST_OWNER_ID = 7;

export function ownerFixture(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: TEST_OWNER_ID,
    firstName: 'Ada',
    lastName: 'Lovelace',
    businessName: 'Ada Hair Studio',
    email: 'ada@example.com',
    businessPhone: '',
    country: '+47',
    timezone: 'Europe/Oslo',
    brand_logo: null,
    ...overrides,
  };
}
