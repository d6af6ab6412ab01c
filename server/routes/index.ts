// Every feature's routes, with paths exactly as the spec's table of calls (section 7).
import type { FastifyInstance } from 'fastify';
import { appointmentRoutes } from './appointments/index.js';
import { authRoutes } from './auth/index.js';
import { businessSettingsRoutes } from './business-settings/index.js';
import { calendarFeedRoutes } from './calendar-feeds/index.js';
import { catalogueRoutes } from './catalogue/index.js';
import { clientRoutes } from './clients/index.js';
import { portalRoutes } from './public/index.js';
import { referenceRoutes } from './reference/index.js';
import { reportRoutes } from './reports/index.js';
import { teamRoutes } from './team/index.js';

export async function routes(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  await app.register(referenceRoutes);
  await app.register(catalogueRoutes);
  await app.register(businessSettingsRoutes);
  await app.register(appointmentRoutes);
  await app.register(clientRoutes);
  await app.register(teamRoutes);
  await app.register(reportRoutes);
  await app.register(portalRoutes);
  await app.register(calendarFeedRoutes);
}
