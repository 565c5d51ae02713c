import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The secret part of a learner's calendar feed address (docs/decisions/124):
 * the learner's eid and an HMAC-SHA-256 of it under the server's key. The
 * feed trusts the eid only when the signature matches, so nobody can read
 * another learner's events by changing the address; changing the key revokes
 * every address at once.
 */
export class CalendarFeedSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own, so the feed's signatures are never valid anywhere else the secret is used.
    this.key = createHmac('sha256', secret).update('calendar-feed/v1').digest();
  }

  private sign(eid: string): string {
    return createHmac('sha256', this.key).update(eid).digest('base64url');
  }

  /** `<base64url eid>.<base64url signature>` */
  tokenFor(eid: string): string {
    return `${Buffer.from(eid, 'utf8').toString('base64url')}.${this.sign(eid)}`;
  }

  /** The eid a token was made for, or null when its signature does not match. */
  eidOf(token: string): string | null {
    const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const eid = Buffer.from(match[1], 'base64url').toString('utf8');
    if (!eid || Buffer.from(eid, 'utf8').toString('base64url') !== match[1]) return null;
    const expected = Buffer.from(this.sign(eid));
    const given = Buffer.from(match[2]);
    return expected.length === given.length && timingSafeEqual(expected, given) ? eid : null;
  }
}

/** The feed's path on the gateway. */
export const CALENDAR_FEED_PREFIX = '/calendar-feed/';

export function calendarFeedPath(token: string): string {
  return `${CALENDAR_FEED_PREFIX}${token}.ics`;
}
