import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { toCalendarEvent } from '../dashboard/index.js';
import { buildCalendarFeed } from './calendar-feed.js';
import { CalendarFeedSigner, isRetiredFeedToken } from '../../auth/calendar-feed-token.js';

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return { uid: event.uid, summary: event.summary, start: event.startDate, end: event.endDate, dtstamp: vevent.getFirstPropertyValue('dtstamp')?.toString() };
  });
}

describe('the calendar feed (docs/decisions/124)', () => {
  const now = new Date('2026-11-22T10:00:00.000Z');

  it('puts each event on its own day, as an all-day event ending the next day', () => {
    const text = buildCalendarFeed(
      [
        { title: 'Year end', link: null, start: '2026-12-31' },
        { title: 'Month start', link: 'https://meet.example/a', start: '2026-3-1' },
      ].map(toCalendarEvent),
      { name: 'Learner Portal', now },
    );
    const events = parse(text);
    expect(events.map((e) => [e.summary, e.start.isDate, e.start.toString(), e.end.toString()])).toEqual([
      ['Year end', true, '2026-12-31', '2027-01-01'],
      ['Month start', true, '2026-03-01', '2026-03-02'],
    ]);
    expect(text).toContain('DTSTART;VALUE=DATE:20261231');
  });

  it('gives the same event the same UID on every fetch, and stamps DTSTAMP', () => {
    const event = toCalendarEvent({ title: 'Exam', link: null, start: '2026-12-01' });
    const [a] = parse(buildCalendarFeed([event], { name: 'x', now }));
    const [b] = parse(buildCalendarFeed([event], { name: 'x', now: new Date('2026-11-23T00:00:00Z') }));
    expect(a.uid).toBe(b.uid);
    expect(a.uid).toMatch(/@calendar\.learner-portal$/);
    expect(a.dtstamp).toBe('2026-11-22T10:00:00Z');
  });

  it('is a valid calendar with no events', () => {
    const text = buildCalendarFeed([], { name: 'x', now });
    expect(parse(text)).toEqual([]);
    expect(text.startsWith('BEGIN:VCALENDAR')).toBe(true);
  });
});

describe('the feed address token', () => {
  const signer = new CalendarFeedSigner('a-secret-of-at-least-thirty-two-characters');
  const learner = 'learner@demo.university';

  it('gives back the eid it was made for, and the same address each time', () => {
    expect(signer.eidOf(signer.tokenFor(learner))).toBe(learner);
    expect(signer.tokenFor(learner)).toBe(signer.tokenFor(learner));
    const long = `${'a'.repeat(240)}@example.org`;
    expect(signer.eidOf(signer.tokenFor(long))).toBe(long);
  });

  it('does not show the e-mail address in any readable form, nor its length', () => {
    const token = signer.tokenFor(learner);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    for (const form of [learner, 'learner', 'demo.university', Buffer.from(learner).toString('base64url'), Buffer.from(learner).toString('base64'), Buffer.from(learner).toString('hex')]) {
      expect(token).not.toContain(form);
      expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain('learner');
    }
    // Padded: a short and a longer e-mail give addresses of one length.
    expect(signer.tokenFor('a@b.c').length).toBe(token.length);
    expect(signer.tokenFor('second@demo.university')).not.toBe(token);
  });

  it('refuses a token edited in any byte, or cut', () => {
    const bytes = Buffer.from(signer.tokenFor(learner), 'base64url');
    for (const at of [0, 11, 12, 30, bytes.length - 1]) {
      const edited = Buffer.from(bytes);
      edited[at] ^= 1;
      expect(signer.eidOf(edited.toString('base64url')), `byte ${at}`).toBeNull();
    }
    expect(signer.eidOf(bytes.subarray(0, bytes.length - 16).toString('base64url'))).toBeNull();
  });

  it('refuses every token once the key changes (revocation by rotation)', () => {
    const rotated = new CalendarFeedSigner('another-secret-of-at-least-thirty-two-chars');
    expect(rotated.eidOf(signer.tokenFor(learner))).toBeNull();
  });

  it('refuses malformed tokens', () => {
    for (const token of ['', 'abc', 'abc.def', `${'a'.repeat(10)}.${'b'.repeat(43)}`, 'A'.repeat(80), `${signer.tokenFor(learner)}=`]) expect(signer.eidOf(token)).toBeNull();
  });

  it('tells an address of the first form (the e-mail in base64url and a signature) from a guess', () => {
    expect(isRetiredFeedToken(`${Buffer.from(learner).toString('base64url')}.${'b'.repeat(43)}`)).toBe(true);
    expect(isRetiredFeedToken(signer.tokenFor(learner))).toBe(false);
  });
});
