/**
 * Profile and program certificates (issue 20; spec part 3, 2.5, 2.15, 3.6):
 * - learner@ (Asha Raman) has a saved profile with a photo, and two program
 *   certificates in her cert list, so `npm start` shows both screens filled;
 * - profile@ (Ravi Kumar) is the journeys' own learner: a profile never saved
 *   (no photo, so Submit first asks for one), no program, hence "No USN",
 *   and two program certificates, one without a name ("Certificate Preview");
 * - graduate@ (Meera Iyer, the course certificate journey's learner) has one
 *   program certificate, so her Certificates screen shows both kinds once she
 *   earns her course certificate.
 * The images are drawn at start when missing (storeProfileDemoFiles), from
 * the facts the rows keep.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { certificatePng } from '../certificates/documents.js';
import { schema, type Db } from '../db/client.js';
import { ownerPrefix, type FileStore } from '../files/store.js';
import type { DemoSeed, SeedTx } from './demo-data.js';

const PROFILE_DEMO = {
  learner: 'learner@demo.university',
  profileLearner: 'profile@demo.university',
  graduate: 'graduate@demo.university',
} as const;

const ISSUER = 'Demo Online University';
const MBA = 'Master of Business Administration';
const DATA = 'Certificate in Data Analytics';

const photoKey = (eid: string) => `profilephoto/${ownerPrefix(eid)}/7318-asha-raman.jpg`;
const imageKey = (eid: string, n: number) => `programcertificates/${ownerPrefix(eid)}/program-certificate-${n}.png`;

export async function seedProfileDemo(tx: SeedTx, { now }: DemoSeed): Promise<void> {
  const day = 86_400_000;
  await tx.insert(schema.profiles).values({
    eid: PROFILE_DEMO.learner,
    firstName: 'Asha',
    lastName: 'Raman',
    phone: '9845012345',
    countryCode: '91',
    address: '14 Temple Road, Jayalakshmipuram, Mysuru 570012',
    dateOfBirth: '1996-08-21',
    passportNo: 'M4821937',
    otherGovId: '',
    highestDegree: 'Bachelor of Commerce',
    workExperience: '4 years as an accounts executive',
    photoName: '7318-asha-raman.jpg',
    photoKey: photoKey(PROFILE_DEMO.learner),
  });
  const asha = {
    eid: PROFILE_DEMO.learner,
    learnerName: 'Asha Raman',
    issuer: ISSUER,
  };
  const ravi = {
    eid: PROFILE_DEMO.profileLearner,
    learnerName: 'Ravi Kumar',
    issuer: ISSUER,
  };
  await tx.insert(schema.programCertificates).values([
    {
      ...asha,
      bpid: 3012,
      name: 'MBA Semester 1 Completion',
      title: 'Semester 1',
      programTitle: MBA,
      issuedAt: new Date(now.getTime() - 120 * day),
      imageKey: imageKey(asha.eid, 1),
    },
    {
      ...asha,
      bpid: 1012,
      name: 'Spreadsheets Workshop',
      title: 'Spreadsheets Workshop',
      programTitle: DATA,
      issuedAt: new Date(now.getTime() - 30 * day),
      imageKey: imageKey(asha.eid, 2),
    },
    {
      ...ravi,
      bpid: null,
      name: 'Orientation Programme',
      title: 'Orientation Programme',
      programTitle: 'Online Learning Orientation',
      issuedAt: new Date(now.getTime() - 60 * day),
      imageKey: imageKey(ravi.eid, 1),
    },
    // No name: the preview is titled "Certificate Preview" (spec part 3, 2.15).
    {
      ...ravi,
      bpid: null,
      name: null,
      title: 'Digital Skills Bootcamp',
      programTitle: 'Online Learning Orientation',
      issuedAt: new Date(now.getTime() - 20 * day),
      imageKey: imageKey(ravi.eid, 2),
    },
    {
      eid: PROFILE_DEMO.graduate,
      learnerName: 'Meera Iyer',
      issuer: ISSUER,
      bpid: 1012,
      name: 'Data Analytics Orientation',
      title: 'Data Analytics Orientation',
      programTitle: DATA,
      issuedAt: new Date(now.getTime() - 45 * day),
      imageKey: imageKey(PROFILE_DEMO.graduate, 1),
    },
  ]);
}

/** A plain portrait: shapes only (no fonts needed), made once. */
async function demoPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="512" height="512" fill="#e8eef7"/><circle cx="256" cy="200" r="96" fill="#8a5a44"/><path d="M76 512c20-120 100-180 180-180s160 60 180 180z" fill="#2f5d8a"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** Draws what the demo rows name and the file store lacks (the first start, or a wiped files folder). */
export async function storeProfileDemoFiles(db: Db, files: FileStore): Promise<void> {
  const missing = (key: string) => !existsSync(join(files.filesDir, key));
  const [asha] = await db.select().from(schema.profiles).where(eq(schema.profiles.eid, PROFILE_DEMO.learner)).limit(1);
  if (asha?.photoKey && missing(asha.photoKey)) await files.storeContent(asha.photoKey, 'image/jpeg', await demoPhoto(), asha.eid);
  for (const c of await db.select().from(schema.programCertificates)) {
    if (!missing(c.imageKey)) continue;
    // A program certificate's own layout: the program completed, no verification QR code (decision 252).
    const png = await certificatePng({
      kind: 'program',
      learnerName: c.learnerName,
      title: c.title,
      programTitle: c.programTitle,
      issuer: c.issuer,
      issuedAt: c.issuedAt,
    });
    await files.storeContent(c.imageKey, 'image/png', png, c.eid);
  }
}
