/**
 * The learner's calendar feed (docs/decisions/124): the events of the
 * calendar screen as an iCalendar file that Google, Apple and Outlook
 * calendars subscribe to. The address is the credential (no cookie reaches a
 * calendar server), so the eid comes from the signed token alone.
 */
import { createRequire } from 'node:module';
import type { EventAttributes } from 'ics';
import { Router } from 'express';
import type { Logger } from 'pino';
import type { CloudClient } from '../../cloud/client.js';
import { getEvents, getUserTotalProgress } from '../../cloud/dashboard.js';
import { CloudSession } from '../../cloud/session.js';
import { enrolmentBatchId, inCalendarOrder } from '../dashboard/index.js';
import type { CalendarEventModel } from '../mappers.js';
import type { RateLimits } from '../../auth/rate-limits.js';
import { CALENDAR_FEED_PREFIX, isRetiredFeedToken, type CalendarFeedSigner } from '../../auth/calendar-feed-token.js';

const load = createRequire(import.meta.url);

/** The UID domain: a UID must be globally unique and the same for the same event on every fetch (RFC 5545, 3.8.4.7). */
const UID_DOMAIN = 'calendar.learner-portal';

function dayParts(day: string): [number, number, number] {
  const [y, m, d] = day.split('-').map(Number);
  return [y, m, d];
}

function nextDay(day: string): [number, number, number] {
  const [y, m, d] = dayParts(day);
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()];
}

/**
 * The feed's text. Each event is a whole day (DTSTART;VALUE=DATE, DTEND the
 * next day), as on the calendar screen: an event's day is the university's
 * calendar day, the same for a subscriber in any zone (decision 009).
 */
export function buildCalendarFeed(events: readonly CalendarEventModel[], options: { name: string; now: Date }): string {
  const attributes: EventAttributes[] = events
    .filter(({ date }) => /^\d{4}-\d{2}-\d{2}$/.test(date))
    .map((event) => ({
      uid: `${event.id}@${UID_DOMAIN}`,
      title: event.title,
      // wire-names-ignore: the ics library's own attribute
      start: dayParts(event.date),
      end: nextDay(event.date),
      // DTSTAMP: when this copy of the event was made, which is now (RFC 5545 for a published feed).
      timestamp: options.now.getTime(),
      ...(event.link && /^https?:\/\//i.test(event.link) ? { url: event.link, description: event.link } : {}),
      transp: 'TRANSPARENT' as const,
    }));
  // Loaded on the first feed asked for, not at start: most gateways never draw one (decision 254).
  const { createEvents } = load('ics') as typeof import('ics');
  const { error, value } = createEvents(attributes, { productId: '-//Learner Portal//Calendar feed//EN', method: 'PUBLISH', calName: options.name });
  if (error || value === undefined || value === null) throw error ?? new Error('the calendar feed could not be built');
  // An empty list still has to be a calendar a subscriber accepts.
  return value;
}

export type CalendarFeedRouterOptions = { signer: CalendarFeedSigner; rateLimits: RateLimits; cloudClient: CloudClient; logger: Logger; now?: () => Date };

export function calendarFeedRouter(options: CalendarFeedRouterOptions): Router {
  const router = Router();
  router.get(`${CALENDAR_FEED_PREFIX}:file`, async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    // The address is a secret: it must not leak to the event links' sites.
    res.setHeader('Referrer-Policy', 'no-referrer');
    // Per IP address (docs/decisions/175): every request, and apart from them the addresses
    // that open nothing. Past the second, every feed request from there waits, before its
    // token is even read, so guesses stop rather than go on answered 429.
    const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    const wait = (await options.rateLimits.take('calendarFeed', ip)) || (await options.rateLimits.wait('calendarFeedMiss', ip));
    if (wait > 0) {
      res.status(429).setHeader('Retry-After', String(wait)).type('text/plain').send('Too many requests. Please try again later.');
      return;
    }
    const file = req.params.file;
    const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
    if (isRetiredFeedToken(token)) {
      // An address of the first form, which showed the e-mail: gone for good, not a guess.
      res.status(410).type('text/plain').send('This calendar address is no longer in use. Copy the new one from the Calendar page of the portal.');
      return;
    }
    const eid = token ? options.signer.eidOf(token) : null;
    if (!eid) {
      await options.rateLimits.take('calendarFeedMiss', ip);
      // The same answer for a wrong seal as for no feed at all.
      res.status(404).type('text/plain').send('Not found.');
      return;
    }
    const log = (req as typeof req & { log?: Logger }).log ?? options.logger;
    const cloud = new CloudSession(options.cloudClient, { requestId: String(req.id ?? ''), log });
    let events: CalendarEventModel[];
    try {
      const programs = await getUserTotalProgress(cloud, eid);
      events = inCalendarOrder(await getEvents(cloud, programs.map(enrolmentBatchId)));
    } catch (error) {
      log.warn({ err: error }, 'calendar feed: events could not be fetched');
      // Calendar apps try again later; Retry-After says when.
      res.status(503).setHeader('Retry-After', '300').type('text/plain').send('The calendar is not available right now.');
      return;
    }
    res.type('text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', 'inline; filename="calendar.ics"');
    res.send(buildCalendarFeed(events, { name: 'Learner Portal', now: options.now?.() ?? new Date() }));
  });
  return router;
}
