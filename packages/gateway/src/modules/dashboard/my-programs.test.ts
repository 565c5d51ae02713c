import type { EventItem, ProgressProgram } from '@portal/contract';
import { toEpochMillis } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from '../../auth/cookies.js';
import { DEMO, cloudCall, gql, signIn, startGateway, type TestGateway } from '../../../test/support.js';

type Program = {
  id: string;
  programId: string;
  title: string;
  duration: string;
  startsAt: string | null;
  endsAt: string | null;
  progressPercent: number;
  candidateNumber: string | null;
  courses: { id: string; courseId: string; title: string; durationWeeks: number; elective: boolean; semester: number; status: string; progressPercent: number }[];
};

const QUERY = /* GraphQL */ `
  query Dashboard {
    viewer {
      programs {
        id
        programId
        title
        duration
        startsAt
        endsAt
        progressPercent
        candidateNumber
        courses {
          id
          courseId
          title
          durationWeeks
          elective
          semester
          status
          progressPercent
        }
      }
      events {
        id
        title
        link
        date
      }
    }
  }
`;

let gateway: TestGateway;
let token: string;
let source: ProgressProgram[];
beforeAll(async () => {
  gateway = await startGateway();
  token = (await signIn(gateway, DEMO.learner.email, DEMO.learner.password)).jar.cookies.get(COOKIE.id)!;
  source = (await cloudCall<{ bpdata: ProgressProgram[] }>('/getUserTotalProgress', { eid: DEMO.learner.email })).bpdata;
});
afterAll(async () => {
  await gateway?.close();
});

describe('My Programs (spec part 1, sections 2 to 4)', () => {
  it('shows each enrolment as the progress data has it, renamed, with its dates and candidate number', async () => {
    const usn = await cloudCall<Record<string, { usn: string }>>('/getusn', { eid: DEMO.learner.email });
    const result = await gql<{ viewer: { programs: Program[] } }>(gateway, QUERY, {}, { bearer: token });
    expect(result.body.errors).toBeUndefined();
    const programs = result.body.data!.viewer.programs;
    expect(programs.map((program) => program.id)).toEqual(source.map((program) => String(program.bpid)));
    for (const [i, wire] of source.entries()) {
      const program = programs[i];
      expect(program).toMatchObject({ programId: String(wire.pid), title: wire.ptitle, duration: wire.pdur, progressPercent: wire.per });
      // A 10-digit value is seconds, else milliseconds (section 4).
      expect(program.startsAt).toBe(new Date(toEpochMillis(wire.psd)).toISOString());
      expect(program.endsAt).toBe(new Date(toEpochMillis(wire.ped)).toISOString());
      expect(program.candidateNumber).toBe(usn[String(wire.bpid)]?.usn ?? null);
      // Elective courses that are not selected are removed from display (section 3).
      const visible = wire.tcourses.filter((course) => !course.telective || course.selected);
      expect(program.courses.map((course) => course.id)).toEqual(visible.map((course) => String(course.bcid)));
      for (const [j, course] of visible.entries()) {
        expect(program.courses[j]).toMatchObject({
          courseId: String(course.tid),
          title: course.ttitle,
          durationWeeks: course.tdur,
          elective: course.telective,
          semester: course.semester,
          status: ['NOT_STARTED', 'IN_PROGRESS', 'COMPLETED'][course.tp],
        });
      }
    }
    // The demo data has an unselected elective, so the filter is exercised.
    expect(source.some((program) => program.tcourses.some((course) => course.telective && !course.selected))).toBe(true);
    // Some batches answer in seconds and others in milliseconds, so both readings are exercised.
    expect(source.some((program) => String(program.psd).length === 10)).toBe(true);
    expect(source.some((program) => String(program.psd).length === 13)).toBe(true);
  });

  it("lists the events of the learner's batches and of the university, earliest first", async () => {
    const expected = (await cloudCall<{ result: { events: EventItem[] } }>('/getEvents', { rtype: 'get', batchjson: source.map((program) => program.bpid) })).result.events;
    const result = await gql<{ viewer: { events: { id: string; title: string; link: string | null; date: string }[] } }>(gateway, QUERY, {}, { bearer: token });
    const events = result.body.data!.viewer.events;
    expect(events.length).toBe(expected.length);
    expect(events.length).toBeGreaterThan(0);
    expect(events.map((event) => event.title).sort()).toEqual(expected.map((event) => event.title).sort());
    for (const event of events) expect(event.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(events.map((event) => event.date)).toEqual([...events.map((event) => event.date)].sort());
    expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
  });

  it('asks the cloud API for progress once per request, however many fields need it', async () => {
    const before = gateway.logs().length;
    await gql(gateway, QUERY, {}, { bearer: token });
    const calls = gateway
      .logs()
      .slice(before)
      .filter((line) => line.msg === 'cloud call');
    expect(calls.filter((line) => line.operation === '/getUserTotalProgress')).toHaveLength(1);
    expect(calls.filter((line) => line.operation === '/getusn')).toHaveLength(1);
  });
});
