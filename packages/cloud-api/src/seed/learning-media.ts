/**
 * The demo university's media: a course whose units hold every media kind a
 * player must handle (video with captions, audio, pdf, SCORM 1.2 and 2004,
 * podcasts), references and recorded sessions for every course (spec part 2,
 * sections 2 and 3), and the files themselves, kept in the file store as the
 * university's storage keeps them and read only through signed URLs (section
 * 9). How the committed media were made: ./assets/media/README.md.
 *
 * Two steps, so the main seed stays as it was:
 * - seedLearningMedia(tx, demo): rows, inside the seed's transaction;
 * - storeLearningContent(files): the files, at every start (idempotent), so a
 *   data directory always has the bytes its rows name.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray } from 'drizzle-orm';
import { schema } from '../db/client.js';
import type { FileStore } from '../files/store.js';
import { AREA_STYLE, PROGRAMS, type Area } from './catalog-data.js';
import { assetPaths, contentKeys } from './content-keys.js';
import type { DemoSeed, SeedTx } from './demo-data.js';
import { placedCourses, SPECIAL_DEMO_PROGRAM } from './demo-university.js';
import { interactivePage, lessonPage } from './lesson-pages.js';
import { authoredPackage, scormPackage, type ScormVersion } from './scorm-package.js';

const ASSETS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'assets');
const MEDIA_DIR = join(ASSETS_DIR, 'media');

/** The course that holds the media units: MBA, semester 2, Organisational Behaviour (tid 30105; bcid 301205 in batch 3012). */
export const MEDIA_COURSE_TID = 30105;
/** Its units come after the course's own three. */
const MEDIA_UNIT_NID = MEDIA_COURSE_TID * 10 + 8;
const LISTENING_UNIT_NID = MEDIA_COURSE_TID * 10 + 9;

/** Storage keys (file-store keys: <kind>/<folder>/<file>). */
export const MEDIA_KEYS = {
  video: 'course/media-lab/lecture.webm',
  captions: 'course/media-lab/lecture.en.vtt',
  audio: 'course/media-lab/podcast.wav',
  reading: 'course/media-lab/reading.pdf',
  image: 'course/media-lab/diagram.svg',
  scorm12: 'course/scorm12-demo/index.html',
  scorm2004: 'course/scorm2004-demo/index.html',
  /** Made as authoring tools make packages: a frameset, inline scripts, eval (docs/decisions/170). */
  scormAuthored: 'course/scorm-authored/index.html',
} as const;

/** The SCORM package's folder: everything under it is served under one signed prefix, so relative links work. */
const scormFolder = (launchKey: string) => launchKey.slice(0, launchKey.lastIndexOf('/') + 1);

/** The media unit's objects; `content` says what the players need beyond the url. */
export const MEDIA_OBJECTS = {
  video: `obj-${MEDIA_UNIT_NID}-1`,
  audio: `obj-${MEDIA_UNIT_NID}-2`,
  pdf: `obj-${MEDIA_UNIT_NID}-3`,
  scorm12: `obj-${MEDIA_UNIT_NID}-4`,
  scorm2004: `obj-${MEDIA_UNIT_NID}-5`,
  podcast: `obj-${MEDIA_UNIT_NID}-6`,
  scormAuthored: `obj-${MEDIA_UNIT_NID}-7`,
  listeningPodcast: `obj-${LISTENING_UNIT_NID}-1`,
  disabledPodcast: `obj-${LISTENING_UNIT_NID}-2`,
} as const;

export async function seedLearningMedia(tx: SeedTx, { data }: DemoSeed): Promise<void> {
  const base = { enabled: true, fileEnabled: false, quizType: null, miniAssignmentType: null, content: null };
  await tx.insert(schema.units).values([
    { nid: MEDIA_UNIT_NID, tid: MEDIA_COURSE_TID, title: 'Media lab', durationMinutes: 40, enabled: true, image: null, sortOrder: 8 },
    { nid: LISTENING_UNIT_NID, tid: MEDIA_COURSE_TID, title: 'Listening', durationMinutes: 20, enabled: true, image: null, sortOrder: 9 },
  ]);
  const scorm = (version: ScormVersion, key: string) => ({ version, launch: key, folder: scormFolder(key) });
  await tx.insert(schema.unitObjects).values([
    {
      ...base,
      nid: MEDIA_UNIT_NID,
      objectId: MEDIA_OBJECTS.video,
      title: 'Lecture: how teams decide',
      kind: 'video',
      url: MEDIA_KEYS.video,
      content: { captions: [{ key: MEDIA_KEYS.captions, srclang: 'en', label: 'English' }] },
      durationMinutes: 1,
      sortOrder: 1,
    },
    { ...base, nid: MEDIA_UNIT_NID, objectId: MEDIA_OBJECTS.audio, title: 'Audio briefing', kind: 'audio', url: MEDIA_KEYS.audio, content: { captions: [] }, durationMinutes: 1, sortOrder: 2 },
    { ...base, nid: MEDIA_UNIT_NID, objectId: MEDIA_OBJECTS.pdf, title: 'Reading: motivation at work', kind: 'pdf', url: MEDIA_KEYS.reading, durationMinutes: 10, sortOrder: 3 },
    {
      ...base,
      nid: MEDIA_UNIT_NID,
      objectId: MEDIA_OBJECTS.scorm12,
      title: 'Interactive lesson (SCORM 1.2)',
      kind: 'scorm',
      url: MEDIA_KEYS.scorm12,
      content: scorm('1.2', MEDIA_KEYS.scorm12),
      durationMinutes: 5,
      sortOrder: 4,
    },
    {
      ...base,
      nid: MEDIA_UNIT_NID,
      objectId: MEDIA_OBJECTS.scorm2004,
      title: 'Interactive lesson (SCORM 2004)',
      kind: 'scorm',
      url: MEDIA_KEYS.scorm2004,
      content: scorm('2004', MEDIA_KEYS.scorm2004),
      durationMinutes: 5,
      sortOrder: 5,
    },
    { ...base, nid: MEDIA_UNIT_NID, objectId: MEDIA_OBJECTS.podcast, title: 'Podcast: the first hundred days', kind: 'podcast', url: MEDIA_KEYS.audio, durationMinutes: 12, sortOrder: 6 },
    {
      ...base,
      nid: MEDIA_UNIT_NID,
      objectId: MEDIA_OBJECTS.scormAuthored,
      title: 'Interactive lesson (authoring tool)',
      kind: 'scorm',
      url: MEDIA_KEYS.scormAuthored,
      content: scorm('1.2', MEDIA_KEYS.scormAuthored),
      durationMinutes: 5,
      sortOrder: 7,
    },
    { ...base, nid: LISTENING_UNIT_NID, objectId: MEDIA_OBJECTS.listeningPodcast, title: 'Podcast: culture eats strategy', kind: 'podcast', url: MEDIA_KEYS.audio, durationMinutes: 9, sortOrder: 1 },
    {
      ...base,
      nid: LISTENING_UNIT_NID,
      objectId: MEDIA_OBJECTS.disabledPodcast,
      title: 'Podcast: an interview (coming later)',
      kind: 'podcast',
      url: MEDIA_KEYS.audio,
      enabled: false,
      durationMinutes: 15,
      sortOrder: 2,
    },
  ]);
  // Any unit of the media course opens straight away, so each player can be tried.
  const mediaBatchCourses = data.batchCourses.filter((bc) => bc.tid === MEDIA_COURSE_TID).map((bc) => bc.bcid);
  if (mediaBatchCourses.length > 0) {
    await tx
      .update(schema.batchCourses)
      .set({ freeNavigation: true })
      .where(and(eq(schema.batchCourses.tid, MEDIA_COURSE_TID), inArray(schema.batchCourses.bcid, mediaBatchCourses)));
  }

  const references: (typeof schema.courseReferences.$inferInsert)[] = [];
  const videos: (typeof schema.courseVideos.$inferInsert)[] = [];
  const seedDay = new Date();
  const daysAgo = (n: number) => new Date(Date.UTC(seedDay.getUTCFullYear(), seedDay.getUTCMonth(), seedDay.getUTCDate() - n)).toISOString().slice(0, 10);
  for (const course of data.courses) {
    const t = course.title;
    const rows: Omit<typeof schema.courseReferences.$inferInsert, 'tid' | 'sortOrder'>[] = [
      { title: `${t}: course reader`, kind: 'pdf', url: MEDIA_KEYS.reading },
      { title: 'Lecture recording', kind: 'video', url: MEDIA_KEYS.video },
      { title: 'Audio summary', kind: 'audio', url: MEDIA_KEYS.audio },
      { title: 'Concept diagram', kind: 'image', url: MEDIA_KEYS.image },
      { title: 'Open textbook: Principles of Management (OpenStax)', kind: null, url: '', link: 'https://openstax.org/details/books/principles-management' },
      { title: 'Glossary of terms', kind: 'pdf', url: MEDIA_KEYS.reading },
      { title: 'Further reading: Wikipedia overview', kind: null, url: '', link: 'https://en.wikipedia.org/wiki/Management' },
    ];
    rows.forEach((r, i) => references.push({ ...r, tid: course.tid, sortOrder: i + 1 }));
    const sessions: Omit<typeof schema.courseVideos.$inferInsert, 'tid' | 'sortOrder'>[] = [
      { title: 'Live session 1: orientation', kind: 'video', url: MEDIA_KEYS.video, recordedOn: daysAgo(56) },
      { title: 'Live session 2: questions and answers', kind: 'audio', url: MEDIA_KEYS.audio, recordedOn: daysAgo(42) },
      { title: 'Session slides', kind: 'pdf', url: MEDIA_KEYS.reading, recordedOn: daysAgo(42) },
      { title: 'Whiteboard from session 3', kind: 'image', url: MEDIA_KEYS.image, recordedOn: daysAgo(28) },
      { title: 'Live session 4: case clinic', kind: 'video', url: MEDIA_KEYS.video, recordedOn: daysAgo(14) },
      { title: 'Live session 5 (external recording)', kind: null, url: '', link: 'https://meet.demo.university/recordings/session-5', recordedOn: daysAgo(7) },
    ];
    sessions.forEach((v, i) => videos.push({ ...v, tid: course.tid, sortOrder: i + 1 }));
  }
  for (let i = 0; i < references.length; i += 500) await tx.insert(schema.courseReferences).values(references.slice(i, i + 500));
  for (let i = 0; i < videos.length; i += 500) await tx.insert(schema.courseVideos).values(videos.slice(i, i + 500));
}

/** The files the rows name, put in the file store when missing (every start; a few ms when present). */
export async function storeLearningContent(files: FileStore): Promise<void> {
  const read = (name: string) => readFileSync(join(MEDIA_DIR, name));
  const asset = (path: string) => readFileSync(join(ASSETS_DIR, path.replace(/^\/assets\//, '')));
  // Every course's lessons, interactivity, readings and podcast (demo-university.ts, contentKeys).
  for (const area of Object.keys(AREA_STYLE) as Area[]) {
    await files.storeContent(contentKeys.lesson(area), 'text/html; charset=utf-8', Buffer.from(lessonPage(area)));
    await files.storeContent(contentKeys.interactive(area), 'text/html; charset=utf-8', Buffer.from(interactivePage(area)));
    await files.storeContent(contentKeys.reading(area), 'application/pdf', asset(assetPaths.reading(area)));
  }
  await files.storeContent(contentKeys.podcast, 'audio/wav', asset(assetPaths.podcast));
  // The special program's unit pictures: each unit shows its course's picture.
  for (const course of placedCourses(PROGRAMS.find((program) => program.pid === SPECIAL_DEMO_PROGRAM)!)) {
    await files.storeContent(contentKeys.unitImage(course.tid), 'image/svg+xml', asset(assetPaths.course(course.tid)));
  }
  await files.storeContent(MEDIA_KEYS.video, 'video/webm', read('lecture.webm'));
  await files.storeContent(MEDIA_KEYS.captions, 'text/vtt', read('lecture.en.vtt'));
  await files.storeContent(MEDIA_KEYS.audio, 'audio/wav', podcastWav());
  await files.storeContent(MEDIA_KEYS.reading, 'application/pdf', read('reading-business.pdf'));
  await files.storeContent(MEDIA_KEYS.image, 'image/svg+xml', read('diagram.svg'));
  for (const [version, launch] of [
    ['1.2', MEDIA_KEYS.scorm12],
    ['2004', MEDIA_KEYS.scorm2004],
  ] as const) {
    const folder = scormFolder(launch);
    for (const file of scormPackage(version)) await files.storeContent(folder + file.name, file.contentType, Buffer.from(file.text, 'utf8'));
  }
  for (const file of authoredPackage()) await files.storeContent(scormFolder(MEDIA_KEYS.scormAuthored) + file.name, file.contentType, Buffer.from(file.text, 'utf8'));
}

/**
 * Twenty seconds of a soft three-note chime, 8 kHz 16-bit mono WAV (320 KB),
 * made here rather than committed: long enough to seek in and to show a
 * duration, and an uncompressed format every browser seeks in by byte range.
 */
function podcastWav(seconds = 20, rate = 8000): Buffer {
  const samples = seconds * rate;
  const out = Buffer.alloc(44 + samples * 2);
  out.write('RIFF', 0);
  out.writeUInt32LE(36 + samples * 2, 4);
  out.write('WAVE', 8);
  out.write('fmt ', 12);
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(1, 22);
  out.writeUInt32LE(rate, 24);
  out.writeUInt32LE(rate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36);
  out.writeUInt32LE(samples * 2, 40);
  const notes = [261.63, 329.63, 392.0, 523.25];
  for (let i = 0; i < samples; i += 1) {
    const t = i / rate;
    const beat = Math.floor(t / 0.5);
    const local = t - beat * 0.5;
    const f = notes[beat % notes.length];
    const envelope = Math.exp(-local * 5);
    const v = 0.35 * envelope * (Math.sin(2 * Math.PI * f * t) + 0.3 * Math.sin(4 * Math.PI * f * t));
    out.writeInt16LE(Math.round(Math.max(-1, Math.min(1, v)) * 32767), 44 + i * 2);
  }
  return out;
}
