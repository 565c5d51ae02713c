import { createContext, useContext, useDeferredValue, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { deviceTimeZone, formatHouseClock, formatHouseDate, formatHouseDateTime, learnerTimeZone, timeZoneOffsetLabel, UNIVERSITY_TIME_ZONE } from '@portal/domain';
import { DEVICE_ZONE_COOKIE } from '@portal/contract/page-drawing';
import { graphql } from '../gql';
import { useSession } from './session';

/** The zone the learner chose in the profile (null: the browser's). Asked once per visit, beside the screen's own query. */
export const LearnerTimeZoneDocument = graphql(`
  query LearnerTimeZone {
    profile {
      timeZone
    }
  }
`);

/**
 * The zone every screen writes times in (issue 31, section 4; docs/decisions/275): the
 * learner's choice from the profile, else the browser's. One provider, so a screen never
 * picks a zone of its own; the formats themselves are the domain's (time-zones.ts).
 */
type TimeZoneValue = {
  /** The zone times are written in. */
  timeZone: string;
  /** The zone the learner chose in the profile; null while they keep the browser's. */
  chosen: string | null;
  /** The browser's own zone (the default). */
  device: string;
};

const TimeZoneContext = createContext<TimeZoneValue | null>(null);

const noSubscription = () => () => undefined;

/**
 * The browser's zone. A page the gateway drew was drawn in the zone the browser's cookie
 * named (`drawnZone`), or in India time without one; the browser draws it the same while it
 * takes the page over (hydration), then in its own zone.
 */
function useDeviceTimeZone(drawnZone: string | undefined): string {
  return useSyncExternalStore(noSubscription, deviceTimeZone, () => drawnZone ?? UNIVERSITY_TIME_ZONE);
}

/**
 * Tells the gateway the browser's zone for the pages it draws (a cookie, for a year): a
 * drawn page then writes times as the browser will, and taking it over redraws nothing
 * (docs/decisions/294).
 */
export function tellGatewayDeviceZone(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${DEVICE_ZONE_COOKIE}=${encodeURIComponent(deviceTimeZone())}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

export function TimeZoneProvider({ chosen, drawnZone, children }: { chosen?: string | null; drawnZone?: string; children: ReactNode }) {
  const device = useDeviceTimeZone(drawnZone);
  const picked = chosen?.trim() || null;
  // A change of zone redraws every date on the page: in the background, never as one long
  // task. After a drawn page is taken over, the browser's zone replaces India time, and the
  // learner's choice arrives after the first render; each was a synchronous redraw of the
  // whole app (about a second on a slow phone; issue 31, section 6). Deferred, the urgent
  // render keeps the zone the page has, and the new one follows in slices.
  const timeZone = useDeferredValue(picked ? learnerTimeZone(picked) : device);
  const shownChoice = useDeferredValue(picked);
  const shownDevice = useDeferredValue(device);
  const value = useMemo<TimeZoneValue>(() => ({ timeZone, chosen: shownChoice, device: shownDevice }), [timeZone, shownChoice, shownDevice]);
  return <TimeZoneContext.Provider value={value}>{children}</TimeZoneContext.Provider>;
}

/** The zone to write times in, and where it comes from. Outside a provider (a test): the browser's. */
export function useTimeZone(): TimeZoneValue {
  const value = useContext(TimeZoneContext);
  if (value) return value;
  const device = deviceTimeZone();
  return { timeZone: device, chosen: null, device };
}

/** The house formats bound to the learner's zone: what a screen calls to write a day or a moment. */
export function useDates() {
  const { timeZone } = useTimeZone();
  return useMemo(
    () => ({
      timeZone,
      /** '5 Jan 2027' */
      day: (value: Date | string | number) => formatHouseDate(value, timeZone),
      /** '5 Jan 2027, 11:41 pm (GMT+5:30)' */
      moment: (value: Date | string | number) => formatHouseDateTime(value, timeZone),
      /** '11:41 pm (GMT+5:30)', under a heading that says the day */
      time: (value: Date | string | number) => `${formatHouseClock(value, timeZone)} (${timeZoneOffsetLabel(value, timeZone)})`,
    }),
    [timeZone],
  );
}

/**
 * The app's zone: the signed-in learner's choice, asked once and kept in the cache (the
 * profile's save writes it there), else the browser's. Not asked where the gateway draws
 * a page (no window): that drawing is in India time until the browser takes it over.
 */
export function LearnerTimeZoneProvider({ drawnZone, children }: { drawnZone?: string; children: ReactNode }) {
  const { state } = useSession();
  const { data } = useQuery(LearnerTimeZoneDocument, { skip: state.status !== 'signedIn' || typeof window === 'undefined', fetchPolicy: 'cache-first', errorPolicy: 'all' });
  return (
    <TimeZoneProvider chosen={state.status === 'signedIn' ? data?.profile?.timeZone : null} drawnZone={drawnZone}>
      {children}
    </TimeZoneProvider>
  );
}
