import { createCipheriv, createDecipheriv, createHmac, timingSafeEqual } from 'node:crypto';

/** Plain text is padded to a multiple of this, so an address's length does not tell an eid's length. */
const BLOCK = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** An eid is a user name, an e-mail address (at most 254 characters): 256 bytes of plain text at most. */
const MAX_PLAIN = 256;
const TOKEN = /^[A-Za-z0-9_-]{80,400}$/;

/**
 * The secret part of a learner's calendar feed address (docs/decisions/124 and 175): the
 * learner's eid, which is their e-mail address, sealed with AES-256-GCM under a key derived
 * from the server's secret, so the address says nothing about whose it is and cannot be
 * edited into another learner's (the tag fails). The nonce is an HMAC of the plain text
 * (a synthetic IV): the same learner always gets the same address, and two learners never
 * share a nonce. The plain text is padded to a multiple of 32 bytes. Changing the key
 * revokes every address at once.
 */
export class CalendarFeedSigner {
  private readonly sealKey: Buffer;
  private readonly ivKey: Buffer;

  constructor(secret: string) {
    // Keys of their own, so the feed's tokens mean nothing anywhere else the secret is used.
    this.sealKey = createHmac('sha256', secret).update('calendar-feed/v2/seal').digest();
    this.ivKey = createHmac('sha256', secret).update('calendar-feed/v2/iv').digest();
  }

  private iv(plain: Buffer): Buffer {
    return createHmac('sha256', this.ivKey).update(plain).digest().subarray(0, IV_BYTES);
  }

  /** One base64url word (no dot): the nonce, the sealed eid and its tag. */
  tokenFor(eid: string): string {
    const text = Buffer.from(eid, 'utf8');
    if (text.length === 0 || text.length > MAX_PLAIN || text.includes(0)) throw new Error('an eid cannot be sealed into a feed address');
    const plain = Buffer.alloc(Math.ceil(text.length / BLOCK) * BLOCK);
    text.copy(plain);
    const iv = this.iv(plain);
    const cipher = createCipheriv('aes-256-gcm', this.sealKey, iv);
    const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
  }

  /** The eid a token was made for, or null when it was not made with this key (forged, edited, or from before a rotation). */
  eidOf(token: string): string | null {
    if (!TOKEN.test(token)) return null;
    const bytes = Buffer.from(token, 'base64url');
    if (bytes.toString('base64url') !== token) return null;
    const sealedLength = bytes.length - IV_BYTES - TAG_BYTES;
    if (sealedLength <= 0 || sealedLength % BLOCK !== 0 || sealedLength > MAX_PLAIN) return null;
    const iv = bytes.subarray(0, IV_BYTES);
    let plain: Buffer;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.sealKey, iv, { authTagLength: TAG_BYTES });
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]);
    } catch {
      return null;
    }
    // One address per learner: the nonce must be the one tokenFor gives.
    if (!timingSafeEqual(iv, this.iv(plain))) return null;
    const end = plain.indexOf(0);
    const eid = plain.subarray(0, end === -1 ? plain.length : end).toString('utf8');
    return eid || null;
  }
}

/** The feed's path on the gateway. */
export const CALENDAR_FEED_PREFIX = '/calendar-feed/';

export function calendarFeedPath(token: string): string {
  return `${CALENDAR_FEED_PREFIX}${token}.ics`;
}

/**
 * An address of the first form (`<eid in base64url>.<signature>`, before decision 175),
 * which showed the learner's e-mail. Such addresses no longer open a feed: they answer
 * 410 Gone, whether or not they were real, and are not counted as guesses (no guess in
 * that form can open anything), so calendar servers still polling one are not locked out.
 */
export function isRetiredFeedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{1,400}\.[A-Za-z0-9_-]{43}$/.test(token);
}
