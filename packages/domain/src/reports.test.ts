import { describe, expect, it } from 'vitest';
import { dueNext, quizScoreDay, scorePercent, shortDuration, universityDay, weeklyTime, weekStarting } from './reports.js';

describe('reports: weeks of learning', () => {
  it('starts a week on Monday, whatever the day', () => {
    expect(weekStarting('2026-11-27')).toBe('2026-11-23'); // a Friday
    expect(weekStarting('2026-11-23')).toBe('2026-11-23'); // Monday itself
    expect(weekStarting('2026-11-29')).toBe('2026-11-23'); // Sunday closes the week
    expect(weekStarting('2027-01-01')).toBe('2026-12-28'); // across a year
  });

  it('counts the university day: 20:00 UTC is already the next day in Kolkata', () => {
    expect(universityDay(Date.UTC(2026, 10, 22, 20, 0))).toBe('2026-11-23');
    expect(universityDay(Date.UTC(2026, 10, 22, 18, 0))).toBe('2026-11-22');
  });

  it('adds the days of each week, oldest first, with empty weeks at 0 and days outside left out', () => {
    const weeks = weeklyTime(
      [
        { day: '2026-11-27', seconds: 600 },
        { day: '2026-11-23', seconds: 300 },
        { day: '2026-11-22', seconds: 120 },
        { day: '2026-09-01', seconds: 9999 },
      ],
      '2026-11-27',
      3,
    );
    expect(weeks).toEqual([
      { weekStarting: '2026-11-09', secondsSpent: 0 },
      { weekStarting: '2026-11-16', secondsSpent: 120 },
      { weekStarting: '2026-11-23', secondsSpent: 900 },
    ]);
  });

  it('shows eight weeks of zeros for a learner with no activity', () => {
    const weeks = weeklyTime([], '2026-11-27');
    expect(weeks).toHaveLength(8);
    expect(weeks.every((w) => w.secondsSpent === 0)).toBe(true);
    expect(weeks[0].weekStarting).toBe('2026-10-05');
  });
});

describe('reports: scores', () => {
  it("reads a quiz score's d.m.yyyy date, and nothing that is not a day", () => {
    expect(quizScoreDay('7.3.2026')).toBe('2026-03-07');
    expect(quizScoreDay('27.11.2026')).toBe('2026-11-27');
    expect(quizScoreDay('31.2.2026')).toBeNull();
    expect(quizScoreDay('2026-03-07')).toBeNull();
  });

  it('turns points into a percent of the most an attempt can score, capped, and null when nothing can be scored', () => {
    expect(scorePercent(6, 8)).toBe(75);
    expect(scorePercent(2, 3)).toBe(66.7);
    expect(scorePercent(9, 8)).toBe(100);
    expect(scorePercent(3, 0)).toBeNull();
  });

  it('labels durations in hours and whole minutes, and a duration under a minute in seconds', () => {
    expect(shortDuration(0)).toBe('0 min');
    expect(shortDuration(59)).toBe('59 s');
    // Some completed work is never shown as none (issue 31).
    expect(shortDuration(25)).toBe('25 s');
    expect(shortDuration(0.4)).toBe('0 min');
    expect(shortDuration(90)).toBe('1 min');
    expect(shortDuration(45 * 60)).toBe('45 min');
    expect(shortDuration(3600)).toBe('1 h');
    expect(shortDuration(4830)).toBe('1 h 20 min');
  });
});

describe('reports: due next', () => {
  const item = (title: string, dueOn: string, dueAt: string | null = null) => ({
    title,
    dueOn,
    dueAt,
  });
  it('keeps what is due from today on, soonest first, at most five', () => {
    const items = [
      item('Past', '2026-11-26'),
      item('Later', '2026-12-20'),
      item('Today event', '2026-11-27'),
      item('Today 10:00', '2026-11-27', '2026-11-27T04:30:00.000Z'),
      item('A', '2026-12-01'),
      item('B', '2026-12-02'),
      item('C', '2026-12-03'),
    ];
    expect(dueNext(items, '2026-11-27').map((i) => i.title)).toEqual(['Today 10:00', 'Today event', 'A', 'B', 'C']);
  });
});
