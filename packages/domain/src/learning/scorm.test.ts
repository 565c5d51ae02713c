import { describe, expect, it } from 'vitest';
import { scormSaysDone, scormSeconds } from './scorm.js';

describe('SCORM completion (issue 8)', () => {
  it.each([
    ['passed', true],
    ['completed', true],
    ['incomplete', false],
    ['failed', false],
    ['browsed', false],
    ['not attempted', false],
  ])('1.2 lesson_status %s marks the unit done: %s', (status, done) => {
    expect(scormSaysDone('1.2', { core: { lesson_status: status } })).toBe(done);
  });
  it('2004: only completion_status completed; success_status passed alone is not done', () => {
    expect(scormSaysDone('2004', { completion_status: 'completed' })).toBe(true);
    expect(scormSaysDone('2004', { completion_status: 'incomplete', success_status: 'passed' })).toBe(false);
    expect(scormSaysDone('2004', {})).toBe(false);
    // A 1.2 shape under 2004 says nothing.
    expect(scormSaysDone('2004', { core: { lesson_status: 'passed' } })).toBe(false);
  });
  it('reads the time spent from the runtime data, the larger of session and total, capped at a day', () => {
    expect(scormSeconds('1.2', { core: { session_time: '0000:01:30.50' } })).toBe(90);
    expect(scormSeconds('1.2', { core: { session_time: '00:00:10', total_time: '0001:00:00' } })).toBe(3600);
    expect(scormSeconds('2004', { session_time: 'PT2M5.7S' })).toBe(125);
    expect(scormSeconds('2004', { total_time: 'P3DT1H' })).toBe(86_400);
    expect(scormSeconds('2004', { session_time: 'PT' })).toBe(0);
    expect(scormSeconds('1.2', { core: { session_time: 'soon' } })).toBe(0);
    expect(scormSeconds('1.2', {})).toBe(0);
  });
});
