import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendarFeed } from './calendar-feed.js';
import { CalendarFeedSigner } from './calendar-feed-token.js';

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
      ],
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
    const event = { title: 'Exam', link: null, start: '2026-12-01' };
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

  it('gives back the eid it was made for', () => {
    expect(signer.eidOf(signer.tokenFor('learner@demo.university'))).toBe('learner@demo.university');
  });

  it('refuses a token whose eid was swapped for another learner\u2019s', () => {
    const [, signature] = signer.tokenFor('learner@demo.university').split('.');
    const forged = `${Buffer.from('second@demo.university').toString('base64url')}.${signature}`;
    expect(signer.eidOf(forged)).toBeNull();
  });

  it('refuses every token once the key changes (revocation by rotation)', () => {
    const rotated = new CalendarFeedSigner('another-secret-of-at-least-thirty-two-chars');
    expect(rotated.eidOf(signer.tokenFor('learner@demo.university'))).toBeNull();
  });

  it('refuses malformed tokens', () => {
    for (const token of ['', 'abc', 'abc.def', `${'a'.repeat(10)}.${'b'.repeat(43)}x`]) expect(signer.eidOf(token)).toBeNull();
  });
});
