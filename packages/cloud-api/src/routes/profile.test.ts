import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileAnswer } from '@portal/contract';
import { fileBytes } from '../files/test-files.js';
import { LEARNER, OID, startTestApi, type TestApi } from '../test-support.js';

const RAVI = 'profile@demo.university';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.dispose());

const profileOf = async (eid: string) => {
  const res = await api.post('/getUserProfile', { oid: OID, eid });
  expect(res.status).toBe(200);
  return (res.body as ProfileAnswer)[0];
};

/** Presigns and PUTs a file as the browser would; answers the stored name. */
async function upload(eid: string, type: string, name: string, contentType: string, bytes: Buffer): Promise<string> {
  const presigned = await api.post('/getPreSignedURL', {
    oid: OID,
    eid,
    type,
    filetype: contentType,
    filename: name,
    filesize: bytes.length,
  });
  expect(presigned.status, JSON.stringify(presigned.body)).toBe(200);
  const put = await fetch((presigned.body as { url: string }).url, {
    method: 'PUT',
    headers: { 'content-type': contentType },
    body: new Uint8Array(bytes),
  });
  expect(put.status, await put.clone().text()).toBe(200);
  return name;
}

/** A noisy 800 x 400 JPEG (so over 50 KB) whose EXIF says "rotate 90°" and carries a copyright line. */
const rotatedPhoto = () =>
  sharp({
    create: {
      width: 800,
      height: 400,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Copyright: 'private camera note' } })
    .toBuffer();

const save = (eid: string, overrides: Record<string, unknown> = {}) =>
  api.post('/updateuserprofile', {
    oid: OID,
    eid,
    uname: 'Ravi',
    lstname: 'Kumar',
    cno: '9876543210',
    ads: '12 MG Road, Mysuru',
    councode: '91',
    dob: '1998-04-12',
    passportno: 'N1234567',
    othergovid: '',
    highdeg: 'BSc',
    workexp: '2 years',
    profilepicname: '1111-none.jpg',
    docname: [],
    ...overrides,
  });

describe('/getUserProfile (spec part 3, 3.6 and 7.3)', () => {
  it('answers a saved profile as a one-item list, with the cert list of program certificates', async () => {
    const asha = await profileOf(LEARNER);
    expect(asha).toMatchObject({
      UNAME: 'Asha',
      LASTNAME: 'Raman',
      EMAILID: LEARNER,
      COUNTRYCODE: '91',
      DOB: '1996-08-21',
      PROFILEPICNAME: '7318-asha-raman.jpg',
      DOCUMENTNAME: [],
    });
    expect(asha.profilepickey).toMatch(/^profilephoto\//);
    expect(asha.cert.map((c) => c.certificate)).toEqual(['MBA Semester 1 Completion', 'Spreadsheets Workshop']);
    const image = await api.post('/getFileURL', {
      oid: OID,
      key: asha.cert[0].cerurl,
      eid: LEARNER,
    });
    expect(image.status).toBe(200);
    const png = await fetch((image.body as { url: string }).url);
    expect(png.headers.get('content-type')).toBe('image/png');
  });

  it('answers a learner who never saved one with the identity\u2019s name and empty fields', async () => {
    const ravi = await profileOf(RAVI);
    expect(ravi).toMatchObject({
      UNAME: 'Ravi',
      LASTNAME: 'Kumar',
      EMAILID: RAVI,
      CNO: '',
      PROFILEPICNAME: '',
      profilepickey: null,
      DOCUMENTNAME: [],
    });
    expect(ravi.cert.map((c) => c.certificate)).toEqual(['Orientation Programme', null]);
  });

  it('gives each learner only their own certificates and photo', async () => {
    const [asha, ravi] = [await profileOf(LEARNER), await profileOf(RAVI)];
    const ashaKeys = new Set(asha.cert.map((c) => c.cerurl));
    expect(ravi.cert.some((c) => ashaKeys.has(c.cerurl))).toBe(false);
    // The file store refuses one learner's certificate image to another.
    expect(
      (
        await api.post('/getFileURL', {
          oid: OID,
          key: asha.cert[0].cerurl,
          eid: RAVI,
        })
      ).status,
    ).toBe(404);
  });
});

describe('/updateuserprofile (spec part 3, 7.3)', () => {
  it('refuses a photo that was never uploaded, and stores nothing', async () => {
    const eid = 'profile-none@demo.test';
    const res = await save(eid);
    expect(res.status).toBe(404);
    expect((await profileOf(eid)).PROFILEPICNAME).toBe('');
  });

  it('refuses bytes that only look like a JPEG (400 BAD_IMAGE)', async () => {
    const eid = 'profile-fake@demo.test';
    const name = await upload(eid, 'profiledetails', '2222-fake.jpg', 'image/jpeg', fileBytes('image/jpeg', 60_000));
    const res = await save(eid, { profilepicname: name });
    expect([res.status, (res.body as { error: { code: string } }).error.code]).toEqual([400, 'BAD_IMAGE']);
  });

  it('re-encodes the photo: turned upright, at most 512 px, no metadata, a JPEG', async () => {
    const eid = 'profile-photo@demo.test';
    const name = await upload(eid, 'profiledetails', '3333-me.jpg', 'image/jpeg', await rotatedPhoto());
    const sent = await rotatedPhoto();
    expect([(await sharp(sent).metadata()).orientation, sent.includes(Buffer.from('private camera note'))]).toEqual([6, true]);
    const res = await save(eid, { profilepicname: name });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = (res.body as ProfileAnswer)[0];
    expect(saved).toMatchObject({
      UNAME: 'Ravi',
      PROFILEPICNAME: name,
      DOB: '1998-04-12',
    });
    const url = (await api.post('/getFileURL', { oid: OID, key: saved.profilepickey, eid })).body as { url: string };
    const stored = Buffer.from(await (await fetch(url.url)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    // 800 x 400 turned by 90° is 400 x 800; fitted into 512 px: 256 x 512.
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 256, 512]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('private camera note'))).toBe(false);
  });

  it('keeps documents that were uploaded, refuses others, and saves without a deleted one', async () => {
    const eid = 'profile-docs@demo.test';
    const photo = await upload(eid, 'profiledetails', '4444-me.jpg', 'image/jpeg', await rotatedPhoto());
    const cv = await upload(eid, 'profiledocs', '5555-cv.pdf', 'application/pdf', fileBytes('application/pdf', 60_000));
    expect(
      (
        await save(eid, {
          profilepicname: photo,
          docname: [cv, '6666-never.pdf'],
        })
      ).status,
    ).toBe(404);
    const saved = await save(eid, { profilepicname: photo, docname: [cv] });
    expect(saved.status).toBe(200);
    const withCv = (saved.body as ProfileAnswer)[0];
    expect(withCv.DOCUMENTNAME).toEqual([cv]);
    expect(withCv.docfiles[0].key).toMatch(/^profiledocs\/.+\/5555-cv\.pdf$/);
    // The photo unchanged is not read again; the document deleted is gone from the list.
    const deleted = await save(eid, { profilepicname: photo, docname: [] });
    expect((deleted.body as ProfileAnswer)[0]).toMatchObject({
      DOCUMENTNAME: [],
      PROFILEPICNAME: photo,
    });
  });

  it('will not take another learner\u2019s upload as one\u2019s own', async () => {
    const name = await upload('profile-owner@demo.test', 'profiledetails', '7777-me.jpg', 'image/jpeg', await rotatedPhoto());
    expect((await save('profile-thief@demo.test', { profilepicname: name })).status).toBe(404);
  });
});

describe('/updateUserTimeZone (issue 31, section 4)', () => {
  const setZone = (eid: string, timezone: string) => api.post('/updateUserTimeZone', { oid: OID, eid, timezone });

  it('keeps the learner’s zone in the profile, alone, and an empty zone gives the browser’s back', async () => {
    const eid = 'zone-keeper@demo.university';
    expect((await profileOf(eid)).TIMEZONE).toBe('');
    const saved = await setZone(eid, 'Africa/Lagos');
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((saved.body as ProfileAnswer)[0].TIMEZONE).toBe('Africa/Lagos');
    expect((await profileOf(eid)).TIMEZONE).toBe('Africa/Lagos');
    expect((await setZone(eid, '')).status).toBe(200);
    expect((await profileOf(eid)).TIMEZONE).toBe('');
  });

  it('leaves the rest of a saved profile as it was', async () => {
    const before = await profileOf(LEARNER);
    expect((await setZone(LEARNER, 'Europe/London')).status).toBe(200);
    const after = await profileOf(LEARNER);
    expect({ ...after, TIMEZONE: '' }).toEqual({ ...before, TIMEZONE: '' });
    expect(after.TIMEZONE).toBe('Europe/London');
    await setZone(LEARNER, '');
  });

  it('refuses what is no zone', async () => {
    for (const timezone of ['Mars/Olympus', 'Europe/London; drop table', '../../etc']) {
      const res = await setZone(LEARNER, timezone);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: { code: 'BAD_TIME_ZONE' } });
    }
  });
});
