/**
 * Analytics events ('AuthenticatedViaCognito' after sign-in, 'Program
 * Subscribed', 'Topic Subscribed' ...). The portal ignores the answer and any
 * failure (spec part 1, section 4), so this only records the row.
 */
import { schema } from '../db/client.js';
import type { ContractRoutes } from './contract-route.js';
import type { RouteContext } from './context.js';
import type { CloudArea } from '../area.js';

function analyticsRoutes({ db }: RouteContext): ContractRoutes {
  return {
    '/analyticsWebApp': async (body) => {
      const { oid: _oid, ...payload } = body;
      const eid = typeof payload.id === 'string' ? payload.id : typeof payload.eid === 'string' ? payload.eid : null;
      const email = payload.email ?? payload.emailid ?? null;
      await db.insert(schema.analyticsEvents).values({ eventType: body.eventtype, eid, email, payload });
      return { ok: true };
    },
  };
}

/** The area's piece (areas.ts). */
export const analyticsArea: CloudArea = { routes: analyticsRoutes };
