/**
 * My Profile (spec part 3, sections 2.5, 2.15, 3.6, 3.11 and 7.3; issue 20):
 * /getUserProfile reads the learner's profile with its cert list (the
 * program certificates the Certificates screen shows); /updateuserprofile
 * saves it. The photo is re-encoded on save, so what the portal ever serves
 * as a profile photo is an image this API wrote, not the bytes uploaded.
 */
import { asc, eq } from 'drizzle-orm';
import { isTimeZone, normaliseEmail } from '@portal/domain';
import sharp from 'sharp';
import type { ProfileAnswer, ProfileRecord } from '@portal/contract';
import { schema, type Db } from '../db/client.js';
import { ownerPrefix, type FileStore } from '../files/store.js';
import { HttpError, notFound } from '../http-errors.js';
import type { ContractRoutes } from './contract-route.js';
import type { RouteContext } from './context.js';
import type { CloudArea } from '../area.js';
import { seedProfileDemo, storeProfileDemoFiles } from '../seed/profile-demo.js';

const { profiles, programCertificates, users } = schema;

/** The upload types of the profile (spec part 3, 7.3). */
const PROFILE_PHOTO_TYPE = 'profiledetails';
const PROFILE_DOCUMENT_TYPE = 'profiledocs';
/** Where re-encoded photos are kept: an upload type no presign can name, so only this API writes there. */
const PHOTO_FOLDER = 'profilephoto';
/** A photo larger than this many pixels is refused unread (a decompression bomb). */
const PHOTO_MAX_INPUT_PIXELS = 40_000_000;
/** The longest side of the kept photo: a passport-style photo shown at most a few hundred pixels wide. */
const PHOTO_MAX_SIDE = 512;

/**
 * The photo as kept: EXIF orientation applied, scaled to fit 512 px, as a
 * JPEG. sharp writes no metadata unless asked, so EXIF (location, camera)
 * and anything appended to the upload are gone. Throws on a non-image.
 */
async function reencodePhoto(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, {
    limitInputPixels: PHOTO_MAX_INPUT_PIXELS,
    failOn: 'error',
  })
    .rotate()
    .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, {
      fit: 'inside',
      withoutEnlargement: true,
    })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85 })
    .toBuffer();
}

type ProfileRow = typeof profiles.$inferSelect;

async function identityName(db: Db, eid: string): Promise<{ first: string; last: string }> {
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.username, eid)).limit(1);
  const words = (user?.name ?? '').trim().split(/\s+/).filter(Boolean);
  return { first: words[0] ?? '', last: words.slice(1).join(' ') };
}

async function answer(db: Db, files: FileStore, eid: string): Promise<ProfileAnswer> {
  const [row] = await db.select().from(profiles).where(eq(profiles.eid, eid)).limit(1);
  const certs = await db.select().from(programCertificates).where(eq(programCertificates.eid, eid)).orderBy(asc(programCertificates.issuedAt), asc(programCertificates.id));
  const name = row ? null : await identityName(db, eid);
  const record: ProfileRecord = {
    UNAME: row?.firstName ?? name!.first,
    LASTNAME: row?.lastName ?? name!.last,
    EMAILID: eid,
    CNO: row?.phone ?? '',
    ADS: row?.address ?? '',
    DOB: row?.dateOfBirth ?? '',
    HIGHDEG: row?.highestDegree ?? '',
    COUNTRYCODE: row?.countryCode ?? '',
    PASSPORTNO: row?.passportNo ?? '',
    OTHGOVID: row?.otherGovId ?? '',
    WORKEXP: row?.workExperience ?? '',
    PROFILEPICNAME: row?.photoName ?? '',
    profilepickey: row?.photoKey ?? null,
    DOCUMENTNAME: row?.documents ?? [],
    docfiles: (row?.documents ?? []).map((name) => ({
      name,
      key: files.keyFor({
        kind: PROFILE_DOCUMENT_TYPE,
        owner: eid,
        fileName: name,
      }),
    })),
    MARKSCARD: (row?.marksCards ?? []).map((m) => ({
      file: m.name,
      curl: m.key,
    })),
    CERTIFICATE: (row?.certificateFiles ?? []).map((c) => c.name),
    certificatefiles: row?.certificateFiles ?? [],
    TIMEZONE: row?.timeZone ?? '',
    cert: certs.map((c) => ({
      id: c.id,
      cerurl: c.imageKey,
      certificate: c.name,
      bpid: c.bpid,
    })),
  };
  return [record];
}

/** A key the store can hold, or a refusal naming the file (never a 500 for a client's odd name). */
function keyOr404(files: FileStore, type: string, eid: string, name: string): string {
  try {
    return files.keyFor({ kind: type, owner: eid, fileName: name });
  } catch {
    throw notFound(`No uploaded file ${name}`);
  }
}

function profileRoutes({ db, files, log }: RouteContext): ContractRoutes {
  return {
    '/getUserProfile': async ({ eid }) => answer(db, files, normaliseEmail(eid)),

    '/updateuserprofile': async (body) => {
      const eid = normaliseEmail(body.eid);
      const [current] = await db.select().from(profiles).where(eq(profiles.eid, eid)).limit(1);

      // A document is the current list's, or a finished upload of this learner.
      const kept = new Set(current?.documents ?? []);
      const documents = [...new Set(body.docname.map((d) => d.trim()))];
      for (const name of documents) {
        if (kept.has(name)) continue;
        if (!(await files.readStored(keyOr404(files, PROFILE_DOCUMENT_TYPE, eid, name), eid))) throw notFound(`No uploaded file ${name}`);
      }

      // The photo: unchanged, or a new upload re-encoded into the learner's photo folder.
      const photoName = body.profilepicname.trim();
      let photo: Pick<ProfileRow, 'photoName' | 'photoKey'> = {
        photoName: current?.photoName ?? null,
        photoKey: current?.photoKey ?? null,
      };
      if (photoName !== current?.photoName) {
        const stored = await files.readStored(keyOr404(files, PROFILE_PHOTO_TYPE, eid, photoName), eid);
        if (!stored) throw notFound(`No uploaded file ${photoName}`);
        let image: Buffer;
        try {
          image = await reencodePhoto(stored.bytes);
        } catch (err) {
          log.info({ err, eid }, 'profile photo refused: not a readable image');
          throw new HttpError(400, 'BAD_IMAGE', 'The profile photo is not a readable image');
        }
        const photoKey = `${PHOTO_FOLDER}/${ownerPrefix(eid)}/${keyOr404(files, PROFILE_PHOTO_TYPE, eid, photoName)
          .split('/')
          .pop()!
          .replace(/\.[A-Za-z0-9]+$/, '')}.jpg`;
        await files.storeContent(photoKey, 'image/jpeg', image, eid);
        photo = { photoName, photoKey };
      }

      const values = {
        firstName: body.uname.trim(),
        lastName: body.lstname.trim(),
        phone: body.cno.trim(),
        countryCode: body.councode.trim(),
        address: body.ads.trim(),
        dateOfBirth: body.dob.trim(),
        passportNo: body.passportno.trim(),
        otherGovId: body.othergovid.trim(),
        highestDegree: body.highdeg.trim(),
        workExperience: body.workexp.trim(),
        documents,
        ...photo,
        updatedAt: new Date(),
      };
      await db
        .insert(profiles)
        .values({ eid, ...values })
        .onConflictDoUpdate({ target: profiles.eid, set: values });
      return answer(db, files, eid);
    },

    '/updateUserTimeZone': async (body) => {
      const eid = normaliseEmail(body.eid);
      const timeZone = body.timezone.trim();
      if (timeZone && !isTimeZone(timeZone)) throw new HttpError(400, 'BAD_TIME_ZONE', 'The time zone is not a known zone');
      // A learner who never saved the profile keeps the identity's name in it.
      const name = await identityName(db, eid);
      await db
        .insert(profiles)
        .values({ eid, firstName: name.first, lastName: name.last, timeZone, updatedAt: new Date() })
        .onConflictDoUpdate({ target: profiles.eid, set: { timeZone, updatedAt: new Date() } });
      return answer(db, files, eid);
    },
  };
}

/** The area's piece (areas.ts): its paths, the demo profiles and program certificates, and their images at start when missing. */
export const profileArea: CloudArea = {
  routes: profileRoutes,
  seed: (demo) => (tx) => seedProfileDemo(tx, demo),
  start: ({ db, files }) => storeProfileDemoFiles(db, files),
};
