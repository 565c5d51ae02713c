import { crc32, deflateSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES, PROFILE_NON_SPEC_MESSAGES } from '@portal/domain';
import { DEMO, enrolledLearner, gql, signIn, startGateway, type CookieJar, type TestGateway } from '../../../test/support.js';

// My Profile and program certificates (spec part 3, 2.5, 2.15, 4.3, 5.7, 7.3; issue 20),
// against the real embedded cloud API.

const PROFILE = /* GraphQL */ `
  query Profile {
    profile {
      firstName
      lastName
      email
      phone
      countryCode
      dateOfBirth
      address
      passportNumber
      otherGovernmentId
      highestDegree
      workExperience
      photo {
        fileName
        name
        url
      }
      documents {
        fileName
        name
        url
      }
      certificateFiles {
        name
      }
      marksCards {
        name
      }
      candidateIds {
        programTitle
        candidateNumber
      }
    }
    programCertificates {
      id
      name
      imageUrl
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation Update($input: ProfileUpdateInput!) {
    profileUpdate(input: $input) {
      message
      profile {
        firstName
        dateOfBirth
        photo {
          fileName
          url
        }
        documents {
          fileName
          name
        }
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`;
const DELETE = /* GraphQL */ `
  mutation Delete($input: ProfileDocumentDeleteInput!) {
    profileDocumentDelete(input: $input) {
      message
      profile {
        documents {
          fileName
        }
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`;
const UPLOAD = /* GraphQL */ `
  mutation Upload($input: UploadCreateInput!) {
    uploadCreate(input: $input) {
      upload {
        fileName
        uploadUrl
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`;

type ProfileFile = { fileName: string; name: string; url: string };
type ProfileData = {
  profile: Record<string, unknown> & {
    photo: ProfileFile | null;
    documents: ProfileFile[];
    candidateIds: { programTitle: string; candidateNumber: string | null }[];
  };
  programCertificates: { id: string; name: string | null; imageUrl: string }[];
};
type UpdatePayload = {
  message: string | null;
  profile: {
    firstName: string;
    dateOfBirth: string | null;
    photo: { fileName: string; url: string } | null;
    documents: { fileName: string; name: string }[];
  } | null;
  userErrors: { field: string | null; code: string; message: string }[];
};
type Who = { bearer: string } | { jar: CookieJar };

/** A real PNG of noise, stored without compression: about width x height x 3 bytes. */
function noisePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body) >>> 0, body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  let seed = 7;
  for (let i = 0; i < rows.length; i++) rows[i] = i % (width * 3 + 1) === 0 ? 0 : (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 0 })), chunk('IEND', Buffer.alloc(0))]);
}
/** Bytes that start as a PDF does (the file store's content check). */
const pdfBytes = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x61)]);

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(async () => {
  await gateway?.close();
});

const asLearner = (who: Who) => ('jar' in who ? { jar: who.jar } : { bearer: who.bearer });
const readProfile = async (who: Who) => {
  const result = await gql<ProfileData>(gateway, PROFILE, {}, asLearner(who));
  expect(result.body.errors).toBeUndefined();
  return result.body.data!;
};
const update = async (who: Who, input: Record<string, unknown>) => (await gql<{ profileUpdate: UpdatePayload }>(gateway, UPDATE, { input }, asLearner(who))).body.data!.profileUpdate;

/** Asks for an upload address as the browser does, and PUTs the bytes there; answers the stored name or the refusal. */
async function upload(who: Who, kind: 'PROFILE_PICTURE' | 'PROFILE_DOCUMENT', fileName: string, contentType: string, bytes: Buffer): Promise<string> {
  const result = await gql<{
    uploadCreate: {
      upload: { fileName: string; uploadUrl: string } | null;
      userErrors: { message: string }[];
    };
  }>(gateway, UPLOAD, { input: { kind, fileName, contentType, size: bytes.length } }, asLearner(who));
  const payload = result.body.data!.uploadCreate;
  if (!payload.upload) return `refused: ${payload.userErrors[0].message}`;
  const put = await fetch(payload.upload.uploadUrl, {
    method: 'PUT',
    headers: { 'content-type': contentType },
    body: new Uint8Array(bytes),
  });
  expect(put.status).toBe(200);
  return payload.upload.fileName;
}

const complete = (photoFileName: string) => ({
  photoFileName,
  firstName: 'Ravi',
  lastName: 'Kumar',
  dateOfBirth: '1998-04-12',
  countryCode: '91',
  address: '12 MG Road,\nMysuru',
  phone: '9876543210',
  passportNumber: 'N1234567',
  otherGovernmentId: '',
  highestDegree: 'BSc',
  workExperience: '2 years',
  documentFileNames: [] as string[],
});

describe('reading My Profile (spec part 3, 2.5 and 3.6)', () => {
  it('shows the saved profile, its photo through the portal, the USN per program and the e-mail from the token', async () => {
    const { jar } = await signIn(gateway, DEMO.learner.email, DEMO.learner.password);
    const data = await readProfile({ jar });
    expect(data.profile).toMatchObject({
      firstName: 'Asha',
      lastName: 'Raman',
      email: DEMO.learner.email,
      countryCode: '91',
      dateOfBirth: '1996-08-21',
      documents: [],
    });
    expect(data.profile.candidateIds).toEqual(
      expect.arrayContaining([
        {
          programTitle: 'Master of Business Administration',
          candidateNumber: 'DOU25MBA0042',
        },
        {
          programTitle: expect.stringContaining('Data Analytics'),
          candidateNumber: 'DOU25CDA0009',
        },
      ]),
    );
    const photo = await request(gateway.app).get(data.profile.photo!.url);
    expect([photo.status, photo.headers['content-type']]).toEqual([200, 'image/jpeg']);
  });

  it('lists the program certificates of the cert list, their images served from the portal\u2019s own origin', async () => {
    const { jar } = await signIn(gateway, 'profile@demo.university', 'Profile@2026');
    const data = await readProfile({ jar });
    expect(data.programCertificates.map((c) => c.name)).toEqual(['Orientation Programme', null]);
    expect(data.profile).toMatchObject({
      firstName: 'Ravi',
      lastName: 'Kumar',
      photo: null,
      candidateIds: [],
    });
    const image = await request(gateway.app).get(data.programCertificates[1].imageUrl);
    expect([image.status, image.headers['content-type']]).toEqual([200, 'image/png']);
    expect(data.programCertificates[1].imageUrl.startsWith('/media/')).toBe(true);
  });

  it('is for signed-in learners only', async () => {
    const result = await gql(gateway, PROFILE);
    expect(result.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the photo and document uploads (spec part 3, 5.7)', () => {
  let who: Who;
  beforeAll(async () => {
    who = {
      bearer: (await enrolledLearner(gateway, 'profile-files', 1012)).token,
    };
  });

  it.each([
    [51_199, 'me.jpg', 'image/jpeg', 'file size is less than 50kb'],
    [1_048_577, 'me.jpg', 'image/jpeg', 'file size is greater than 1024kb'],
    [60_000, 'me.gif', 'image/gif', 'Profile photo Only images with .jpg, .jpeg, .png extension are allowed.'],
  ])('a photo of %i bytes named %s is refused: %s', async (size, fileName, contentType, message) => {
    expect(await upload(who, 'PROFILE_PICTURE', fileName, contentType, Buffer.alloc(size))).toBe(`refused: ${message}`);
  });

  it.each([
    [51_199, 'cv.pdf', 'application/pdf', 'file size is less than 50kb'],
    [256_001, 'cv.pdf', 'application/pdf', 'file size is greater than 1mb'],
    [60_000, 'scan.png', 'image/png', PROFILE_NON_SPEC_MESSAGES.documentWrongType],
  ])('a document of %i bytes named %s is refused: %s', async (size, fileName, contentType, message) => {
    expect(await upload(who, 'PROFILE_DOCUMENT', fileName, contentType, Buffer.alloc(size))).toBe(`refused: ${message}`);
  });

  it('takes a photo of 1048576 bytes and a document of 256000', async () => {
    expect(await upload(who, 'PROFILE_PICTURE', 'big.png', 'image/png', Buffer.concat([noisePng(200, 200), Buffer.alloc(1_048_576 - noisePng(200, 200).length)]))).toMatch(/^\d{4}-big\.png$/);
    expect(await upload(who, 'PROFILE_DOCUMENT', 'cv.pdf', 'application/pdf', pdfBytes(256_000))).toMatch(/^\d{4}-cv\.pdf$/);
  });
});

describe('saving My Profile (spec part 3, 5.7 and 4.3)', () => {
  let who: Who;
  let photo: string;
  beforeAll(async () => {
    who = {
      bearer: (await enrolledLearner(gateway, 'profile-save', 1012)).token,
    };
    photo = await upload(who, 'PROFILE_PICTURE', 'me.png', 'image/png', noisePng(160, 160));
  });

  it.each([
    ['photoFileName', PROFILE_MESSAGES.photo],
    ['firstName', 'Please enter user name'],
    ['dateOfBirth', 'Please enter date of Birth'],
    ['countryCode', 'Please enter country code'],
    ['address', 'Please enter Address'],
    ['phone', 'Please enter phone number'],
    ['passportNumber', 'Please enter passport number'],
    ['highestDegree', 'Please enter higest degree'],
    ['workExperience', 'Please enter work experience'],
  ])('a blank %s is refused with "%s", and nothing is saved', async (field, message) => {
    const result = await update(who, { ...complete(photo), [field]: '  ' });
    expect(result).toEqual({
      message: null,
      profile: null,
      userErrors: [{ field, code: 'INVALID', message }],
    });
  });

  it('shows only the first failure, in the spec\u2019s order', async () => {
    const result = await update(who, {
      ...complete(''),
      firstName: '',
      workExperience: '',
    });
    expect(result.userErrors).toEqual([
      {
        field: 'photoFileName',
        code: 'INVALID',
        message: 'Please Select Profile Photo',
      },
    ]);
  });

  it('refuses a date of birth after 2010-01-01', async () => {
    const result = await update(who, {
      ...complete(photo),
      dateOfBirth: '2010-01-02',
    });
    expect(result.userErrors[0]).toMatchObject({
      field: 'dateOfBirth',
      message: PROFILE_NON_SPEC_MESSAGES.dateOfBirthTooLate,
    });
  });

  it('refuses a phone number that is not digits, with the forms\u2019 message, saving nothing (issue 31)', async () => {
    const result = await update(who, { ...complete(photo), phone: 'call me maybe' });
    expect(result.userErrors).toEqual([{ field: 'phone', code: 'INVALID', message: 'Phone number can contain digits only' }]);
    expect(result.profile).toBeNull();
  });

  it('refuses a photo name that is not an upload of this learner', async () => {
    const result = await update(who, complete('1234-never.png'));
    expect(result.userErrors).toEqual([
      {
        field: 'photoFileName',
        code: 'INVALID',
        message: PROFILE_NON_SPEC_MESSAGES.fileNotUploaded,
      },
    ]);
  });

  it('refuses bytes that only look like an image, with the photo\u2019s type message', async () => {
    const fake = await upload(who, 'PROFILE_PICTURE', 'fake.png', 'image/png', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(60_000, 1)]));
    const result = await update(who, complete(fake));
    expect(result.userErrors).toEqual([
      {
        field: 'photoFileName',
        code: 'INVALID',
        message: 'Profile photo Only images with .jpg, .jpeg, .png extension are allowed.',
      },
    ]);
  });

  it('saves the profile with a photo and a document, then deletes the document', async () => {
    const cv = await upload(who, 'PROFILE_DOCUMENT', 'cv.pdf', 'application/pdf', pdfBytes(60_000));
    const saved = await update(who, {
      ...complete(photo),
      documentFileNames: [cv],
    });
    expect(saved.userErrors).toEqual([]);
    expect(saved.message).toBe('Submitted successfully');
    expect(saved.profile).toMatchObject({
      firstName: 'Ravi',
      dateOfBirth: '1998-04-12',
      documents: [{ fileName: cv, name: 'cv.pdf' }],
    });
    // What is served is the server's JPEG, not the PNG that was uploaded.
    const image = await request(gateway.app).get(saved.profile!.photo!.url);
    expect([image.status, image.headers['content-type']]).toEqual([200, 'image/jpeg']);

    const deleted = (
      await gql<{
        profileDocumentDelete: {
          message: string | null;
          profile: { documents: unknown[] } | null;
        };
      }>(gateway, DELETE, { input: { fileName: cv } }, asLearner(who))
    ).body.data!.profileDocumentDelete;
    expect(deleted).toEqual({
      message: 'deleted successfully',
      profile: { documents: [] },
      userErrors: [],
    });
    const again = (await gql<{ profileDocumentDelete: { userErrors: { field: string }[] } }>(gateway, DELETE, { input: { fileName: cv } }, asLearner(who))).body.data!.profileDocumentDelete;
    expect(again.userErrors[0].field).toBe('fileName');
  });
});

describe('isolation: no learner reads or uses another\u2019s profile or certificates', () => {
  it('answers each learner their own profile and certificates only; another\u2019s upload is not one\u2019s own', async () => {
    const a = {
      bearer: (await enrolledLearner(gateway, 'profile-a', 1012)).token,
    };
    const b = {
      bearer: (await enrolledLearner(gateway, 'profile-b', 1012)).token,
    };
    const photoOfA = await upload(a, 'PROFILE_PICTURE', 'a.png', 'image/png', noisePng(160, 160));
    expect((await update(a, { ...complete(photoOfA), firstName: 'Alpha' })).message).toBe('Submitted successfully');
    // B names A's stored photo: refused, as if it were never uploaded.
    expect((await update(b, complete(photoOfA))).userErrors[0].message).toBe(PROFILE_NON_SPEC_MESSAGES.fileNotUploaded);
    const [ofA, ofB] = [await readProfile(a), await readProfile(b)];
    expect(ofA.profile.firstName).toBe('Alpha');
    expect(ofB.profile.firstName).not.toBe('Alpha');
    expect(ofB.profile.photo).toBeNull();
    const { jar } = await signIn(gateway, DEMO.second.email, DEMO.second.password);
    const kofi = await readProfile({ jar });
    expect(kofi.programCertificates).toEqual([]);
    expect(kofi.profile.email).toBe(DEMO.second.email);
  });

  it('takes no argument that could name another learner', async () => {
    const result = await gql(
      gateway,
      '{ profile(email: "learner@demo.university") { firstName } }',
      {},
      {
        jar: (await signIn(gateway, DEMO.second.email, DEMO.second.password)).jar,
      },
    );
    expect(result.body.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('the learner’s time zone (issue 31, section 4)', () => {
  const ZONE = /* GraphQL */ `
    mutation Zone($input: ProfileTimeZoneUpdateInput!) {
      profileTimeZoneUpdate(input: $input) {
        message
        profile {
          timeZone
          firstName
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `;
  type ZonePayload = { message: string | null; profile: { timeZone: string | null; firstName: string } | null; userErrors: { field: string | null; code: string; message: string }[] };
  let who: Who;
  beforeAll(async () => {
    who = { bearer: (await enrolledLearner(gateway, 'profile-zone', 1012)).token };
  });
  const setZone = async (timeZone: string) => (await gql<{ profileTimeZoneUpdate: ZonePayload }>(gateway, ZONE, { input: { timeZone } }, who)).body.data!.profileTimeZoneUpdate;
  const zoneNow = async () => (await gql<{ profile: { timeZone: string | null } }>(gateway, 'query { profile { timeZone } }', {}, who)).body.data!.profile.timeZone;

  it('is null until chosen, then kept server-side, and an empty zone goes back to the browser’s', async () => {
    expect(await zoneNow()).toBeNull();
    const saved = await setZone(' Africa/Lagos ');
    expect(saved).toMatchObject({ message: 'Time zone saved', profile: { timeZone: 'Africa/Lagos' }, userErrors: [] });
    expect(saved.profile!.firstName).not.toBe('');
    expect(await zoneNow()).toBe('Africa/Lagos');
    expect((await setZone('')).profile?.timeZone).toBeNull();
    expect(await zoneNow()).toBeNull();
  });

  it('takes another name of a listed zone (Asia/Kolkata beside ICU’s Asia/Calcutta)', async () => {
    expect((await setZone('Asia/Kolkata')).profile?.timeZone).toBe('Asia/Kolkata');
  });

  it('refuses a name that is no zone with a clear message, saving nothing', async () => {
    await setZone('Europe/London');
    for (const zone of ['Mars/Olympus', 'Europe/London<script>', 'x'.repeat(100)]) {
      expect(await setZone(zone)).toEqual({ message: null, profile: null, userErrors: [{ field: 'timeZone', code: 'INVALID', message: 'Choose a time zone from the list.' }] });
    }
    expect(await zoneNow()).toBe('Europe/London');
  });
});
