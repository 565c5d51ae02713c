/**
 * The demo university as table rows, built from catalog-data.ts relative to
 * the seed date so that batches, events and applications sit around "now".
 * Pure: no I/O, so it can be checked in tests without a database.
 */
import { sectionToWire, WIZARD_SECTIONS, type Documents, type Education, type GeneralInfo, type Scholarship } from '@portal/domain';
import type { schema } from '../db/client.js';
import { AREA_STYLE, COMMON_FAQ, ORGANISATION, PEOPLE, PROGRAMS, UNIT_TITLES, standardUnits, type ProgramDef } from './catalog-data.js';
import { shapeCertificatesDemo } from './certificates-demo.js';
import { shapeNotificationsDemo } from './notifications-demo.js';
import { shapeLearningDemo } from './learning-demo.js';
import { assetPaths, contentKeys } from './content-keys.js';
import type { DemoData } from './demo-data.js';
import { quizItems } from './quiz-banks.js';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
type S = typeof schema;

export type DemoUser = {
  email: string;
  password: string;
  name: string;
  status: 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD' | 'UNCONFIRMED';
  about: string;
};

/** The demo accounts; the README and the start-up log list them. */
export const DEMO_USERS: DemoUser[] = [
  {
    email: 'learner@demo.university',
    password: 'Learner@2026',
    name: 'Asha Raman',
    status: 'CONFIRMED',
    about: 'enrolled in MBA, BCA and the Data Analytics certificate with partial progress; applications in statuses 1, 2, 3 and 5',
  },
  { email: 'second@demo.university', password: 'Second@2026', name: 'Kofi Mensah', status: 'CONFIRMED', about: 'enrolled in the Diploma in Hospital Administration (isolation tests)' },
  { email: 'newlearner@demo.university', password: 'Welcome@2026', name: 'Neha Learner', status: 'FORCE_CHANGE_PASSWORD', about: 'first sign-in asks for a new password' },
  // ---- certificates (issue 19) ----
  {
    email: 'graduate@demo.university',
    password: 'Graduate@2026',
    name: 'Meera Iyer',
    status: 'CONFIRMED',
    about: 'one Mark Complete from finishing SQL Fundamentals (Data Analytics certificate) and earning its certificate',
  },
  // ---- notifications (issue 20) ----
  {
    email: 'notified@demo.university',
    password: 'Notified@2026',
    name: 'Ravi Shankar',
    status: 'CONFIRMED',
    about: 'in the MBA with a project message awaiting the instructor (the notifications journey)',
  },
  // ---- profile (issue 20) ----
  {
    email: 'profile@demo.university',
    password: 'Profile@2026',
    name: 'Ravi Kumar',
    status: 'CONFIRMED',
    about: 'a profile never saved and two program certificates (the profile and certificates journeys)',
  },
];

const LEARNER = 'learner@demo.university';
const SECOND = 'second@demo.university';

const PARTNER_APPLICANTS: Insert<S['partnerApplicants']>[] = [
  { email: 'partner1@scholar.example', firstName: 'Amara', lastName: 'Okafor', learningCenter: 'LC-GH-01', learningCenterName: 'University of Ghana, Legon', country: 'Ghana' },
  { email: 'partner2@scholar.example', firstName: 'Joseph', lastName: 'Mugisha', learningCenter: 'LC-UG-02', learningCenterName: 'Makerere University, Kampala', country: 'Uganda' },
];

/** What a demo learner has done in one batch. */
type Journey = { eid: string; bpid: number; usn: string; completed: string[]; inProgress: string[]; selectedElectives: string[] };

const JOURNEYS: Journey[] = [
  {
    eid: LEARNER,
    bpid: 3012,
    usn: 'DOU25MBA0042',
    completed: ['Principles of Management', 'Managerial Economics', 'Financial Accounting'],
    inProgress: ['Marketing Management', 'Marketing Analytics'],
    // The elective pair Marketing Analytics / Financial Risk Management: one chosen.
    selectedElectives: ['Marketing Analytics'],
  },
  { eid: LEARNER, bpid: 5021, usn: 'DOU25BCA0117', completed: ['Programming in C'], inProgress: ['Discrete Mathematics'], selectedElectives: ['Web Design'] },
  { eid: LEARNER, bpid: 1012, usn: 'DOU25CDA0009', completed: [], inProgress: ['Spreadsheets for Analysis'], selectedElectives: [] },
  { eid: SECOND, bpid: 2011, usn: 'DOU25DHA0031', completed: ['Health-Care Systems'], inProgress: ['Hospital Operations Management'], selectedElectives: [] },
  // ---- certificates (issue 19): SQL Fundamentals all but done, in certificates-demo.ts ----
  { eid: 'graduate@demo.university', bpid: 1012, usn: 'DOU25CDA0021', completed: [], inProgress: [], selectedElectives: [] },
  // ---- notifications (issue 20): Ravi, in notifications-demo.ts ----
  { eid: 'notified@demo.university', bpid: 3012, usn: 'DOU25MBA0077', completed: [], inProgress: [], selectedElectives: [] },
];

/** One course as placed in the catalogue, with its ids. */
export type PlacedCourse = { program: ProgramDef; tid: number; title: string; semester: number; elective: boolean; order: number };

export function placedCourses(program: ProgramDef): PlacedCourse[] {
  const out: PlacedCourse[] = [];
  let n = 0;
  program.semesters.forEach((titles, s) => {
    for (const def of titles) {
      const list = typeof def === 'string' ? [{ title: def, elective: false }] : def.elective.map((title) => ({ title, elective: true }));
      for (const c of list) {
        n += 1;
        out.push({ program, tid: program.pid * 100 + n, title: c.title, semester: s + 1, elective: c.elective, order: n });
      }
    }
  });
  return out;
}

/** The demo's special program (spec part 2, section 6; the gateway's SPECIAL_PROGRAM_IDS default). */
export const SPECIAL_DEMO_PROGRAM = 101;

const DAY = 86_400;
const iso = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString().slice(0, 10);

/** Whole months before `now`, on the first of that month (UTC), in epoch seconds. */
function monthsBefore(now: Date, months: number, day = 1): number {
  return Math.floor(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, day) / 1000);
}

const monthName = (epochSeconds: number) => new Date(epochSeconds * 1000).toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const html = {
  paragraphs: (ps: string[]) => ps.map((p) => `<p>${p}</p>`).join(''),
  list: (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`,
};

export function buildDemoData(oid: string, now: Date = new Date()): DemoData {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const people = new Map(PEOPLE.map((p) => [p.id, p]));

  const programs: DemoData['programs'] = [];
  const batches: DemoData['batches'] = [];
  const courses: DemoData['courses'] = [];
  const batchCourses: DemoData['batchCourses'] = [];
  const units: DemoData['units'] = [];
  const unitObjects: DemoData['unitObjects'] = [];
  /** bpid -> title -> { bcid, object ids by unit } for the journeys */
  const index = new Map<number, Map<string, { bcid: number; elective: boolean; objects: string[][] }>>();

  PROGRAMS.forEach((p, order) => {
    programs.push({
      pid: p.pid,
      oid,
      level: p.level,
      name: p.name,
      shortName: p.shortName,
      image: assetPaths.program(p),
      duration: p.duration,
      format: p.format,
      credits: p.credits,
      overviewHtml: html.paragraphs(p.overview),
      featuresHtml: html.list(p.features),
      outcomesHtml: `<p>On completing the program you will be able to:</p>${html.list(p.outcomes)}`,
      instructors: p.instructors.map(([title, ids]) => ({
        title,
        value: ids.map((id) => {
          const person = people.get(id);
          if (!person) throw new Error(`Unknown instructor ${id}`);
          return { name: person.name, designation: person.designation, org: person.org, pic: assetPaths.person(id) };
        }),
      })),
      faq: [
        {
          title: 'About this program',
          questions: [
            { ques: `How long does the ${p.shortName} program take?`, ans: `${p.duration}, studied online. ${p.credits}.` },
            { ques: 'How is it taught?', ans: p.format + '.' },
          ],
        },
        ...COMMON_FAQ,
      ],
      enrolType: p.enrolType,
      scholarship: p.scholarship,
      sortOrder: order,
    });

    const placed = placedCourses(p);
    for (const c of placed) {
      courses.push({
        tid: c.tid,
        oid,
        title: c.title,
        image: assetPaths.course(c.tid),
        durationWeeks: [6, 8, 10, 12, 8, 4][c.order % 6],
        courseType: 'Course',
        description: `<p>${c.title} is taught in ${p.shortName}, semester ${c.semester}. Work through each unit in order; each ends with a short quiz.</p>`,
      });
      (UNIT_TITLES[c.title] ?? standardUnits(c.title)).forEach((title, u) => {
        const nid = c.tid * 10 + u + 1;
        // The Data Analytics certificate (101) is the demo's special program, whose units show pictures.
        const image = p.pid === SPECIAL_DEMO_PROGRAM ? contentKeys.unitImage(c.tid) : null;
        units.push({ nid, tid: c.tid, title, durationMinutes: 45, enabled: true, image, sortOrder: u + 1 });
        unitObjects.push(...objectsOfUnit(p, c, nid, u, title));
      });
    }

    for (const b of p.batches) {
      const startsAt = monthsBefore(now, b.startMonthsAgo);
      const endsAt = monthsBefore(now, b.startMonthsAgo - b.lengthMonths) - DAY;
      batches.push({ bpid: b.bpid, pid: p.pid, name: `${p.shortName} ${monthName(startsAt)}`, startsAt, endsAt, current: b.current });
      const byTitle = new Map<string, { bcid: number; elective: boolean; objects: string[][] }>();
      for (const c of placed) {
        const bcid = b.bpid * 100 + c.order;
        batchCourses.push({
          bcid,
          bpid: b.bpid,
          tid: c.tid,
          semester: c.semester,
          elective: c.elective,
          enabled: true,
          freeNavigation: false,
          topicLabel: `Semester ${c.semester} \u00b7 Course ${c.order}`,
          sortOrder: c.order,
        });
        const objects = units.filter((u) => u.tid === c.tid).map((u) => unitObjects.filter((o) => o.nid === u.nid).map((o) => o.objectId));
        byTitle.set(c.title, { bcid, elective: c.elective, objects });
      }
      index.set(b.bpid, byTitle);
    }
  });

  // ---- learners' progress -------------------------------------------------
  const enrolments: DemoData['enrolments'] = [];
  const courseProgress: DemoData['courseProgress'] = [];
  const objectProgress: DemoData['objectProgress'] = [];
  const candidateNumbers: DemoData['candidateNumbers'] = [];
  for (const j of JOURNEYS) {
    const byTitle = index.get(j.bpid);
    const batch = batches.find((b) => b.bpid === j.bpid);
    if (!byTitle || !batch) throw new Error(`Journey names unknown batch ${j.bpid}`);
    const percents: number[] = [];
    for (const [title, c] of byTitle) {
      const selected = c.elective && j.selectedElectives.includes(title);
      const visible = !c.elective || selected;
      const done = j.completed.includes(title);
      const started = j.inProgress.includes(title);
      if (!done && !started && !selected) {
        if (visible) percents.push(0);
        continue;
      }
      const all = c.objects.flat();
      // In progress: the first unit done and the first object of the second started.
      const completedObjects = done ? all : started ? c.objects[0] : [];
      const startedObject = started ? c.objects[1]?.[0] : undefined;
      for (const objectId of completedObjects) objectProgress.push({ eid: j.eid, bcid: c.bcid, objectId, status: 2, secondsSpent: 600, edited: false });
      if (startedObject) objectProgress.push({ eid: j.eid, bcid: c.bcid, objectId: startedObject, status: 1, secondsSpent: 120, edited: false });
      const per = Math.round((completedObjects.length / all.length) * 100);
      courseProgress.push({ eid: j.eid, bcid: c.bcid, status: done ? 2 : started ? 1 : 0, progressPercent: per, score: done ? 80 : null, selected });
      if (visible) percents.push(per);
    }
    const per = Math.round(percents.reduce((a, b) => a + b, 0) / Math.max(percents.length, 1));
    enrolments.push({ eid: j.eid, bpid: j.bpid, progressPercent: per, enrolledAt: new Date(Number(batch.startsAt) * 1000) });
    candidateNumbers.push({ eid: j.eid, bpid: j.bpid, usn: j.usn });
  }

  const data: DemoData = {
    organisation: { oid, name: ORGANISATION.name, shortName: ORGANISATION.shortName, resourceBase: '' },
    programs,
    batches,
    courses,
    batchCourses,
    units,
    unitObjects,
    enrolments,
    courseProgress,
    objectProgress,
    candidateNumbers,
    events: demoEvents(oid, nowSeconds),
    announcements: demoAnnouncements(oid, nowSeconds),
    ...demoApplications(nowSeconds),
    partnerApplicants: PARTNER_APPLICANTS,
  };
  shapeLearningDemo(data, now);
  shapeCertificatesDemo(data);
  // ---- notifications (issue 20) ----
  shapeNotificationsDemo(data);
  return data;
}

/** Three units, three objects each, covering the kinds the players must handle (spec part 2, section 3). */
function objectsOfUnit(p: ProgramDef, c: PlacedCourse, nid: number, u: number, unitTitle: string): Insert<S['unitObjects']>[] {
  const id = (n: number) => `obj-${nid}-${n}`;
  const base = { nid, enabled: true, fileEnabled: false, quizType: null, miniAssignmentType: null, content: null };
  if (u === 0) {
    return [
      { ...base, objectId: id(1), title: `Lesson: ${unitTitle}`, kind: 'html', url: contentKeys.lesson(p.area), durationMinutes: 10, sortOrder: 1 },
      { ...base, objectId: id(2), title: 'Reading', kind: 'pdf', url: contentKeys.reading(p.area), durationMinutes: 15, sortOrder: 2 },
      {
        ...base,
        objectId: id(3),
        title: 'Check your understanding',
        kind: 'quiz',
        quizType: '0',
        content: { qtype: 0, qitems: quizItems(p.area, id(3)).slice(0, 2) },
        durationMinutes: 10,
        sortOrder: 3,
      },
    ];
  }
  if (u === 1) {
    return [
      { ...base, objectId: id(1), title: `Lecture: ${unitTitle}`, kind: 'youtube', url: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', durationMinutes: 12, sortOrder: 1 },
      { ...base, objectId: id(2), title: `${AREA_STYLE[p.area].label} podcast`, kind: 'audio', url: contentKeys.podcast, durationMinutes: 8, sortOrder: 2 },
      { ...base, objectId: id(3), title: 'Try it yourself', kind: 'interactivity', url: contentKeys.interactive(p.area), durationMinutes: 10, sortOrder: 3 },
    ];
  }
  return [
    { ...base, objectId: id(1), title: 'Case study', kind: 'pdf', url: contentKeys.reading(p.area), durationMinutes: 20, sortOrder: 1 },
    {
      ...base,
      objectId: id(2),
      title: 'Unit assignment',
      kind: 'quiz',
      quizType: '3',
      miniAssignmentType: 1,
      fileEnabled: true,
      content: {
        qtype: 3,
        qitems: [
          {
            iid: `${id(2)}-q1`,
            istem: `<p>In no more than one page, apply what you learnt in <b>${c.title}</b> to an organisation you know. Upload your answer as a PDF or a photo of a typed page.</p>`,
            atype: 8,
            qscore: 10,
          },
        ],
      },
      durationMinutes: 30,
      sortOrder: 2,
    },
    {
      ...base,
      objectId: id(3),
      title: 'Unit quiz',
      kind: 'quiz',
      quizType: '2',
      content: { qtype: 2, cutoff: 50, qitems: quizItems(p.area, id(3)) },
      durationMinutes: 15,
      sortOrder: 3,
    },
  ];
}

/** About eight events around the seed date: last month, this month, the next two. */
function demoEvents(oid: string, now: number): Insert<S['events']>[] {
  const d = new Date(now * 1000);
  const firstOf = (monthOffset: number, day: number) => iso(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + monthOffset, day) / 1000);
  return [
    { oid, bpid: 3012, title: 'MBA live case discussion: Strategy at Scale', link: 'https://meet.demo.university/mba-live', start: iso(now + 3 * DAY) },
    { oid, bpid: 5021, title: 'BCA lab clinic: Pointers in C', link: null, start: iso(now + 10 * DAY) },
    { oid, bpid: null, title: 'Semester End Exam slot booking opens', link: 'https://demo.university/exams', start: firstOf(1, 5) },
    { oid, bpid: 1012, title: 'Data Analytics workshop: Dashboards that tell a story', link: 'https://meet.demo.university/cda-workshop', start: firstOf(1, 14) },
    { oid, bpid: 3012, title: 'MBA semester 2 end exams', link: null, start: firstOf(2, 16) },
    { oid, bpid: 5021, title: 'BCA assignment 1 deadline', link: null, start: firstOf(-1, 20) },
    { oid, bpid: 2011, title: 'Guest lecture: Digital Health Records', link: 'https://meet.demo.university/dha-guest', start: firstOf(-1, 8) },
    { oid, bpid: 4022, title: 'Public Health seminar: Outbreak Response', link: null, start: iso(now - 2 * DAY) },
  ];
}

/** A few announcements per demo learner's batch, newest a day old (spec part 3, section 3.8). */
function demoAnnouncements(oid: string, now: number): Insert<S['announcements']>[] {
  const text = (bpid: number, daysAgo: number, title: string, descriptionHtml: string): Insert<S['announcements']> => ({
    oid,
    bpid,
    type: 'text',
    title,
    descriptionHtml,
    postedAt: now - daysAgo * DAY,
  });
  return [
    text(3012, 1, 'Semester 2 timetable published', '<p>The timetable for semester 2 is out. Live sessions run on <b>Saturdays, 10:00 to 12:00 IST</b>.</p>'),
    {
      ...text(3012, 9, 'Library access for online learners', '<p>Your learner account now opens the university\u2019s e-library.</p>'),
      type: 'web',
      webText: 'Open the e-library',
      webUrl: 'https://library.demo.university',
    },
    text(5021, 3, 'Lab clinic every Thursday', '<p>Bring your questions on pointers and arrays to the weekly lab clinic.</p>'),
    text(2011, 4, 'Guest lecture recording available', '<p>The recording of the guest lecture is in the Recorded session tab.</p>'),
  ];
}

// The demo drafts are stored as the cloud API stores every section: under
// the wire keys of spec part 3, section 3.2 ('First Name', 'Contact', 'Other Id' ...).
const GENERAL_INFO: GeneralInfo = {
  firstName: 'Asha',
  middleName: '',
  lastName: 'Raman',
  email: LEARNER,
  countryCode: '91',
  phone: '9876543210',
  gender: 'Female',
  dateOfBirth: '1994-03-12',
  fatherName: 'Raman Krishnan',
  motherName: 'Lakshmi Raman',
  internationalStudent: 'No',
  passportNumber: '',
  nationalId: 'ID-4471-2290',
  permanentAddress1: '14 Lake View Road',
  permanentAddress2: 'Jayanagar',
  permanentAddress3: '',
  permanentState: 'Karnataka',
  permanentCity: 'Bengaluru',
  permanentPin: '560041',
  permanentCountry: 'India',
  presentSameAsPermanent: true,
  presentAddress1: '14 Lake View Road',
  presentAddress2: 'Jayanagar',
  presentAddress3: '',
  presentState: 'Karnataka',
  presentCity: 'Bengaluru',
  presentPin: '560041',
  countryOfResidence: 'India',
};

const EDUCATION: Education = {
  schoolName: 'National Public School',
  schoolAddress1: 'HSR Layout',
  schoolAddress2: '',
  schoolAddress3: '',
  schoolCountry: 'India',
  schoolPincode: '560102',
  universityName: 'Bangalore University',
  universityAddress1: 'Jnana Bharathi',
  universityAddress2: '',
  universityAddress3: '',
  universityCountry: 'India',
  universityZip: '560056',
  educationType: 'Graduation',
  specialization: 'Commerce',
  experience: '4 years',
  workDescription: 'Operations analyst at a logistics company',
};

const UPLOAD_DOC: Documents = {
  certificate: '4821-degree-certificate.jpg',
  transcripts: '5133-transcripts.pdf',
  passport: '',
  nationalId: '6204-national-id.png',
  profilePhoto: '7318-profile-photo.jpg',
};

const SCHOLARSHIP: Scholarship = { scholarship: 'No', learningCenter: '', learningCenterCode: '', learningCenterName: '' };

/**
 * Applications for learner@ in statuses 1, 2, 3 and 5 (spec part 3, 4.1), and
 * one for second@. The draft (302) has General Information and Education
 * saved, so the wizard opens with Upload Documents unlocked; the approved 503
 * is not enrolled yet, so its Start enrols; 301 is approved and enrolled.
 */
function demoApplications(now: number): Pick<DemoData, 'applications' | 'applicationSections'> {
  const full = { generalinfo: GENERAL_INFO, education: EDUCATION, uploaddoc: UPLOAD_DOC, scholarship: SCHOLARSHIP };
  const specs: { eid: string; name: string; pid: number; bpid: number; status: number; daysAgo: number; sections: Partial<typeof full> }[] = [
    { eid: LEARNER, name: 'Asha Raman', pid: 301, bpid: 3012, status: 3, daysAgo: 270, sections: full },
    { eid: LEARNER, name: 'Asha Raman', pid: 302, bpid: 3021, status: 1, daysAgo: 6, sections: { generalinfo: GENERAL_INFO, education: EDUCATION } },
    { eid: LEARNER, name: 'Asha Raman', pid: 401, bpid: 4011, status: 2, daysAgo: 20, sections: full },
    { eid: LEARNER, name: 'Asha Raman', pid: 503, bpid: 5031, status: 3, daysAgo: 45, sections: full },
    { eid: LEARNER, name: 'Asha Raman', pid: 601, bpid: 6012, status: 5, daysAgo: 12, sections: full },
    {
      eid: SECOND,
      name: 'Kofi Mensah',
      pid: 201,
      bpid: 2011,
      status: 3,
      daysAgo: 100,
      sections: { generalinfo: { ...GENERAL_INFO, firstName: 'Kofi', lastName: 'Mensah', email: SECOND, countryCode: '233', countryOfResidence: 'Ghana', internationalStudent: 'Yes' } },
    },
  ];
  const applications: Insert<S['applications']>[] = [];
  const applicationSections: Insert<S['applicationSections']>[] = [];
  for (const s of specs) {
    const created = now - s.daysAgo * DAY;
    // applicationid: the program base id, a dash, epoch seconds (spec part 3, 4.2).
    const applicationId = `${s.bpid}-${created}`;
    applications.push({
      applicationId,
      eid: s.eid,
      email: s.eid,
      pid: s.pid,
      bpid: s.bpid,
      status: s.status,
      variant: 'wizard',
      partnerChannel: false,
      applicantName: s.name,
      createdAt: new Date(created * 1000),
      updatedAt: new Date((created + 2 * DAY) * 1000),
    });
    for (const section of WIZARD_SECTIONS) {
      const values = s.sections[section];
      if (!values) continue;
      applicationSections.push({ applicationId, section, data: sectionToWire(section, values), updatedAt: new Date((created + DAY) * 1000) });
    }
  }
  return { applications, applicationSections };
}
