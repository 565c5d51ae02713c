import { describe, expect, it } from 'vitest';
import { excerpt, isPortalPath, notificationBadgeText, notificationBellLabel, notificationText, safeNotificationLink } from './notifications.js';

describe('the bell (issue 20)', () => {
  it('says how many are unread in its accessible name, and nothing more when none are', () => {
    expect(notificationBellLabel(3)).toBe('Notifications, 3 unread');
    expect(notificationBellLabel(1)).toBe('Notifications, 1 unread');
    expect(notificationBellLabel(0)).toBe('Notifications');
  });

  it('draws at most two digits on the badge', () => {
    expect(notificationBadgeText(7)).toBe('7');
    expect(notificationBadgeText(99)).toBe('99');
    expect(notificationBadgeText(100)).toBe('99+');
  });
});

describe('a notification link', () => {
  it('keeps a path of the portal and an http(s) address', () => {
    expect(safeNotificationLink('/course?course=301208&unit=proj-30108-2')).toBe('/course?course=301208&unit=proj-30108-2');
    expect(safeNotificationLink(' https://example.org/news ')).toBe('https://example.org/news');
  });

  it('is no link for script, another host without a scheme, a backslash or nothing', () => {
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', '//evil.example/x', '/\\evil.example', 'data:text/html,x', 'mailto:a@b.c', '', null, undefined, '/a\nb']) {
      expect(safeNotificationLink(bad)).toBeNull();
    }
  });

  it('tells the portal own paths from other sites', () => {
    expect(isPortalPath('/certificates')).toBe(true);
    expect(isPortalPath('https://example.org/')).toBe(false);
  });
});

describe('what each event tells the learner', () => {
  it('leads a project reply and a decision to the objective in the course screen', () => {
    const reply = notificationText.projectReply({ instructor: 'Dr. Meera Iyer', objective: 'SWOT of the chosen company', courseId: 301208, objectId: 'proj-30108-2', reply: 'Looks good.' });
    expect(reply).toEqual({ title: 'Dr. Meera Iyer replied to your project message', msg: 'SWOT of the chosen company: Looks good.', link: '/course?course=301208&unit=proj-30108-2' });
    expect(notificationText.projectDecision({ approved: false, objective: 'SWOT', courseId: 1, objectId: 'o' }).title).toBe('Your project message was rejected');
  });

  it('leads an answer to the discussion tab and an assessment to its own tab', () => {
    expect(notificationText.discussionAnswer({ author: 'Kofi', courseTitle: 'SQL', courseId: 101202, question: 'Why joins?' }).link).toBe('/course?course=101202&tab=discussion');
    const opening = notificationText.assessmentOpening({ title: 'Mid-term', kind: 'assess', courseTitle: 'SQL', courseId: 101202, startsAt: new Date('2026-11-28T04:00:00Z') });
    expect(opening).toEqual({ title: 'An assessment opens soon: Mid-term', msg: 'SQL: opens 28/11/2026 9:30:00 am India time.', link: '/course?course=101202&tab=assessment' });
    expect(notificationText.assessmentOpening({ title: 'A1', kind: 'assign', courseTitle: 'SQL', courseId: 1, startsAt: new Date() }).link).toBe('/course?course=1&tab=assignment');
  });

  it('cuts long text at a word with an ellipsis', () => {
    expect(excerpt('short')).toBe('short');
    const long = excerpt('word '.repeat(100), 30);
    expect(long.length).toBeLessThanOrEqual(30);
    expect(long.endsWith('\u2026')).toBe(true);
    expect(long).not.toMatch(/wor\u2026$/);
  });
});
