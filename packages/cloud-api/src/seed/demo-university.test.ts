import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LEARNING_CENTERS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { ASSETS_DIR } from '../app.js';
import { PROGRAM_LEVELS } from '../db/schema.js';
import { buildDemoData, DEMO_USERS } from './demo-university.js';

const data = buildDemoData('demo-university', new Date('2026-05-15T10:00:00Z'));
const LEARNER = 'learner@demo.university';

describe('the demo university', () => {
  it('offers at least two programs at every level, each with a current batch', () => {
    for (const level of PROGRAM_LEVELS) {
      const programs = data.programs.filter((p) => p.level === level);
      expect(programs.length, level).toBeGreaterThanOrEqual(2);
      for (const p of programs)
        expect(
          data.batches.some((b) => b.pid === p.pid && b.current),
          `current batch of ${p.pid}`,
        ).toBe(true);
    }
  });

  it('gives every program overview, features, outcomes, instructors, FAQs and a curriculum', () => {
    for (const p of data.programs) {
      expect(p.overviewHtml).toMatch(/^<p>/);
      expect(p.featuresHtml).toContain('<li>');
      expect(p.outcomesHtml).toContain('<li>');
      expect(p.instructors!.length).toBeGreaterThan(0);
      expect(p.faq!.length).toBeGreaterThan(0);
      const bpid = data.batches.find((b) => b.pid === p.pid && b.current)!.bpid;
      expect(data.batchCourses.filter((bc) => bc.bpid === bpid).length).toBeGreaterThanOrEqual(4);
    }
  });

  it('ships every image and media file it refers to', () => {
    const paths = [
      ...data.programs.map((p) => p.image),
      ...data.courses.map((c) => c.image),
      ...data.programs.flatMap((p) => p.instructors!.flatMap((g) => g.value.map((i) => i.pic))),
      ...data.unitObjects.map((o) => o.url ?? '').filter((u) => u.startsWith('/assets/')),
    ];
    const missing = [...new Set(paths)].filter((p) => !existsSync(join(ASSETS_DIR, p.replace(/^\/assets\//, ''))));
    expect(missing).toEqual([]);
    // Stored relative, so the data directory survives a change of port.
    expect(paths.every((p) => p.startsWith('/'))).toBe(true);
  });

  it('has units with objects of several kinds, and quizzes with an answer key', () => {
    const kinds = new Set(data.unitObjects.map((o) => o.kind));
    expect(kinds.size).toBeGreaterThanOrEqual(5);
    const quizzes = data.unitObjects.filter((o) => o.kind === 'quiz' && o.quizType !== '3');
    expect(quizzes.length).toBeGreaterThan(0);
    for (const q of quizzes) {
      const items = (q.content as { qitems: { iopts: { correct: boolean }[] }[] }).qitems;
      for (const item of items) expect(item.iopts.some((o) => o.correct)).toBe(true);
    }
  });

  it('enrols the demo learner in at least two programs with partial progress, and the second learner elsewhere', () => {
    const mine = data.enrolments.filter((e) => e.eid === LEARNER);
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine.filter((e) => e.progressPercent! > 0 && e.progressPercent! < 100).length).toBeGreaterThanOrEqual(2);
    const second = data.enrolments.filter((e) => e.eid === 'second@demo.university').map((e) => e.bpid);
    expect(second.length).toBe(1);
    expect(mine.map((e) => e.bpid)).not.toContain(second[0]);
    expect(
      data.candidateNumbers
        .filter((c) => c.eid === LEARNER)
        .map((c) => c.bpid)
        .sort(),
    ).toEqual(mine.map((e) => e.bpid).sort());
  });

  it('has an elective pair in which the learner chose one course', () => {
    const electives = data.batchCourses.filter((bc) => bc.bpid === 3012 && bc.elective).map((bc) => bc.bcid);
    expect(electives).toHaveLength(2);
    const chosen = data.courseProgress.filter((cp) => cp.eid === LEARNER && electives.includes(cp.bcid) && cp.selected);
    expect(chosen).toHaveLength(1);
  });

  it('has applications for the learner in statuses 1, 2, 3 and 5 on different programs', () => {
    const apps = data.applications.filter((a) => a.eid === LEARNER);
    expect(new Set(apps.map((a) => a.status))).toEqual(new Set([1, 2, 3, 5]));
    expect(new Set(apps.map((a) => a.pid)).size).toBe(apps.length);
    for (const a of apps) expect(data.applicationSections.some((s) => s.applicationId === a.applicationId && s.section === 'generalinfo')).toBe(true);
  });

  it('has about eight events around the seed date, one organisation-wide', () => {
    expect(data.events.length).toBeGreaterThanOrEqual(8);
    expect(data.events.filter((e) => e.bpid === null)).toHaveLength(1);
    const months = new Set(data.events.map((e) => e.start.slice(0, 7)));
    expect(months).toEqual(new Set(['2026-04', '2026-05', '2026-06', '2026-07']));
  });

  it('has the demo accounts of the brief, one of them forced to choose a new password', () => {
    expect(DEMO_USERS.map((u) => [u.email, u.password, u.name, u.status])).toEqual([
      ['learner@demo.university', 'Learner@2026', 'Asha Raman', 'CONFIRMED'],
      ['second@demo.university', 'Second@2026', 'Kofi Mensah', 'CONFIRMED'],
      ['newlearner@demo.university', 'Welcome@2026', 'Neha Learner', 'FORCE_CHANGE_PASSWORD'],
      ['graduate@demo.university', 'Graduate@2026', 'Meera Iyer', 'CONFIRMED'],
      // ---- notifications (issue 20): the notifications journey's learner ----
      ['notified@demo.university', 'Notified@2026', 'Ravi Shankar', 'CONFIRMED'],
      ['profile@demo.university', 'Profile@2026', 'Ravi Kumar', 'CONFIRMED'],
    ]);
    expect(data.partnerApplicants.map((p) => p.email)).toEqual(['partner1@scholar.example', 'partner2@scholar.example']);
  });

  it("registers the partner applicants at centres of the Scholarship tab's learning-centre list (docs/decisions/066)", () => {
    for (const partner of data.partnerApplicants) {
      expect(LEARNING_CENTERS, partner.email).toContainEqual({ code: partner.learningCenter, name: partner.learningCenterName });
    }
  });
});
