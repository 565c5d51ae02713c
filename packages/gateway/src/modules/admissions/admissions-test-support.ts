/**
 * Helpers of the admissions tests: fresh learners (so the demo learner's
 * applications, which other test files read, stay as seeded), files uploaded
 * to the real file store as uploadCreate would, and valid sections.
 */
import { expect } from 'vitest';
import { CookieJar, cloudCall, cloudUrl, freshEmail, gql, latestMail, signIn, type TestGateway } from '../../../test/support.js';
import { fileBytes } from '../../../test/files.js';
import { normaliseEmail } from '@portal/domain';

const APPLICANT_PASSWORD = 'Applicant#2026';

/** A confirmed account of its own, signed in through the gateway. */
export async function createLearner(gateway: TestGateway, label: string, name = 'Imani Okoro'): Promise<{ email: string; jar: CookieJar }> {
  const { CognitoIdentityProviderClient, SignUpCommand, AdminConfirmSignUpCommand } = await import('@aws-sdk/client-cognito-identity-provider');
  const client = new CognitoIdentityProviderClient({ region: 'us-east-1', endpoint: cloudUrl(), credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const email = freshEmail(label).toLowerCase();
  try {
    await client.send(
      new SignUpCommand({
        ClientId: 'portal-web',
        Username: email,
        Password: APPLICANT_PASSWORD,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'name', Value: name },
        ],
      }),
    );
    await client.send(new AdminConfirmSignUpCommand({ UserPoolId: 'local_portal', Username: email }));
  } finally {
    client.destroy();
  }
  const { jar, result } = await signIn(gateway, email, APPLICANT_PASSWORD);
  expect(result.body.data?.sessionSignIn).toMatchObject({ viewer: { username: email } });
  return { email, jar };
}

/**
 * Uploads a file to the cloud API's store the way uploadCreate does: a
 * presigned PUT under the stored name (a 4-digit prefix, a dash and the name,
 * spec part 3, 7.2). Answers the stored name.
 */
export async function uploadFile(owner: { eid: string } | { email: string }, storedName: string, options: { type?: string; contentType?: string; size?: number } = {}): Promise<string> {
  const contentType = options.contentType ?? (storedName.endsWith('.pdf') ? 'application/pdf' : storedName.endsWith('.png') ? 'image/png' : 'image/jpeg');
  const size = options.size ?? 60_000;
  const presigned = await cloudCall<{ url: string }>('/getPreSignedURL', {
    ...owner,
    type: options.type ?? 'application',
    filetype: contentType,
    filename: storedName,
    filesize: size,
  });
  const put = await fetch(presigned.url, { method: 'PUT', headers: { 'content-type': contentType }, body: fileBytes(contentType, size) });
  expect(put.status).toBe(200);
  return storedName;
}

/** The documents of the signed-in wizard, uploaded by `eid` (certificate and transcripts as 'application-document'). */
export async function uploadWizardDocuments(owner: { eid: string } | { email: string }, variant: 'wizard' | 'preregistration' = 'wizard') {
  const pdfKind = variant === 'wizard' ? 'application-document' : 'application';
  const n = () => 1000 + Math.floor(Math.random() * 9000);
  return {
    certificate: await uploadFile(owner, `${n()}-degree.${variant === 'wizard' ? 'pdf' : 'jpg'}`, { type: pdfKind }),
    transcripts: await uploadFile(owner, `${n()}-transcripts.png`, { type: pdfKind }),
    passport: '',
    nationalId: await uploadFile(owner, `${n()}-national-id.jpg`),
    profilePhoto: await uploadFile(owner, `${n()}-photo.jpeg`),
  };
}

export const GENERAL_INFO = {
  firstName: 'Imani',
  middleName: '',
  lastName: 'Okoro',
  countryCode: '234',
  phone: '8012345678',
  gender: 'FEMALE',
  dateOfBirth: '1998-07-21',
  fatherName: 'Chidi Okoro',
  motherName: 'Ngozi Okoro',
  internationalStudent: true,
  passportNumber: '',
  nationalId: 'NG-55120987',
  permanentAddress1: '12 Marina Road',
  permanentAddress2: '',
  permanentAddress3: '',
  permanentState: 'Lagos',
  permanentCity: 'Lagos',
  permanentPin: '101001',
  permanentCountry: 'Nigeria',
  presentSameAsPermanent: true,
  presentAddress1: '12 Marina Road',
  presentAddress2: '',
  presentAddress3: '',
  presentState: 'Lagos',
  presentCity: 'Lagos',
  presentPin: '101001',
  countryOfResidence: 'Ghana',
};

export const EDUCATION = {
  schoolName: 'Kings College',
  schoolAddress1: 'Catholic Mission Street',
  schoolAddress2: '',
  schoolAddress3: '',
  schoolCountry: 'Nigeria',
  schoolPincode: '101002',
  universityName: 'University of Lagos',
  universityAddress1: 'Akoka',
  universityAddress2: '',
  universityAddress3: '',
  universityCountry: 'Nigeria',
  universityZip: '101017',
  educationType: 'Graduation',
  specialization: 'Science',
  experience: 'NIL',
  workDescription: 'None yet (0 years)',
};

export const APPLICATION_FIELDS = /* GraphQL */ `
  fragment ApplicationFields on Application {
    id
    programId
    batchId
    programName
    status
    editable
    partnerChannel
    action
    steps {
      label
      reached
    }
    generalInfo {
      firstName
      middleName
      lastName
      email
      phone
      gender
      internationalStudent
      nationalId
      fatherName
      presentSameAsPermanent
      countryOfResidence
    }
    education {
      schoolName
      universityName
      experience
      workDescription
    }
    documents {
      certificate {
        name
        url
      }
      transcripts {
        name
        url
      }
      passport {
        name
        url
      }
      nationalId {
        name
        url
      }
      profilePhoto {
        name
        url
      }
    }
    scholarship {
      scholarship
      learningCenter
      learningCenterCode
      learningCenterName
    }
  }
`;

const PAYLOAD = /* GraphQL */ `application { ...ApplicationFields } userErrors { field code message }`;

export const SAVE_GENERAL = /* GraphQL */ `
  mutation SaveGeneral($input: ApplicationSaveGeneralInfoInput!) { applicationSaveGeneralInfo(input: $input) { ${PAYLOAD} } }
  ${APPLICATION_FIELDS}
`;
export const SAVE_EDUCATION = /* GraphQL */ `
  mutation SaveEducation($input: ApplicationSaveEducationInput!) { applicationSaveEducation(input: $input) { ${PAYLOAD} } }
  ${APPLICATION_FIELDS}
`;
export const SAVE_DOCUMENTS = /* GraphQL */ `
  mutation SaveDocuments($input: ApplicationSaveDocumentsInput!) { applicationSaveDocuments(input: $input) { ${PAYLOAD} } }
  ${APPLICATION_FIELDS}
`;
export const SAVE_SCHOLARSHIP = /* GraphQL */ `
  mutation SaveScholarship($input: ApplicationSaveScholarshipInput!) { applicationSaveScholarship(input: $input) { ${PAYLOAD} } }
  ${APPLICATION_FIELDS}
`;
export const SUBMIT = /* GraphQL */ `
  mutation Submit($input: ApplicationSubmitInput!) { applicationSubmit(input: $input) { ${PAYLOAD} } }
  ${APPLICATION_FIELDS}
`;
export const VIEWER_APPLICATION = /* GraphQL */ `
  query ViewerApplication($programId: ID!) {
    viewer {
      application(programId: $programId) {
        ...ApplicationFields
      }
    }
  }
  ${APPLICATION_FIELDS}
`;

export type UserErrorShape = { field: string | null; code: string; message: string };
export type ApplicationShape = {
  id: string | null;
  programId: string;
  batchId: string;
  programName: string;
  status: string;
  editable: boolean;
  partnerChannel: boolean;
  action: string;
  steps: { label: string; reached: boolean }[];
  generalInfo: Record<string, unknown> | null;
  education: Record<string, unknown> | null;
  documents: Record<string, { name: string; url: string | null } | null> | null;
  scholarship: Record<string, unknown> | null;
};
export type Payload = { application: ApplicationShape | null; userErrors: UserErrorShape[] };

/** Runs a mutation and answers its payload (the first field of data). */
export async function mutate(gateway: TestGateway, document: string, input: Record<string, unknown>, jar?: CookieJar): Promise<Payload> {
  const result = await gql<Record<string, Payload>>(gateway, document, { input }, { jar });
  expect(result.body.errors, JSON.stringify(result.body.errors)).toBeUndefined();
  return Object.values(result.body.data!)[0];
}

/** How many calls to `operation` the gateway has logged so far. */
export function cloudCalls(gateway: TestGateway, operation: string): number {
  return gateway.logs().filter((line) => line.operation === operation).length;
}

const SCHOLARSHIP_CHECK = /* GraphQL */ `
  mutation PartnerCheck($input: ScholarshipEmailCheckInput!) {
    scholarshipEmailCheck(input: $input) {
      codeSent {
        email
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`;
const SCHOLARSHIP_CODE = /* GraphQL */ `
  mutation PartnerCode($input: ScholarshipCodeConfirmInput!) {
    scholarshipCodeConfirm(input: $input) {
      userErrors {
        field
        code
        message
      }
    }
  }
`;

/**
 * A fresh browser that passed the scholarship e-mail check for a program with
 * the code mailed to the partner address (docs/decisions/078): the
 * pre-registration applicant.
 */
export async function partnerBrowser(gateway: TestGateway, email: string, programId: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const check = await gql<{ scholarshipEmailCheck: { codeSent: unknown; userErrors: UserErrorShape[] } }>(gateway, SCHOLARSHIP_CHECK, { input: { email, programId } }, { jar });
  expect(check.body.data?.scholarshipEmailCheck.userErrors).toEqual([]);
  const { code } = await latestMail(normaliseEmail(email));
  const confirm = await gql<{ scholarshipCodeConfirm: { userErrors: UserErrorShape[] } }>(gateway, SCHOLARSHIP_CODE, { input: { code } }, { jar });
  expect(confirm.body.data?.scholarshipCodeConfirm.userErrors).toEqual([]);
  return jar;
}
