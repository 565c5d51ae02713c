import { PROJECT_NON_SPEC_MESSAGES } from '@portal/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, DEMO, gql, signIn, startGateway, type TestGateway } from '../../../test/support.js';
import { fileBytes } from '../../../test/files.js';

// Project objectives (spec part 2, sections 2-5 and 7; issue 19) against the
// real embedded cloud API: the demo learner's project course, Strategic
// Management (301208), whose first objective is approved (op 2), second in
// progress (op 1), third locked (op 0), and fourth in a disabled unit.

const COURSE = '301208';
const APPROVED = 'proj-30108-1';
const OPEN = 'proj-30108-2';
const LOCKED = 'proj-30108-3';
const DISABLED = 'proj-30108-4';
const PDF = 'application/pdf';

const UNITS = /* GraphQL */ `
  query ($id: ID!) {
    viewer {
      course(id: $id) {
        type
        projectUnits {
          id
          title
          enabled
          objectives {
            id
            title
            state
            lockedMessage
          }
        }
        projectApprovedMessages {
          objective {
            id
            title
            state
          }
          message {
            text
            status
          }
          approvedAt
        }
      }
    }
  }
`;
const THREAD = /* GraphQL */ `
  query ($id: ID!, $objective: ID!) {
    viewer {
      course(id: $id) {
        projectObjective(id: $objective) {
          id
          state
          messages {
            id
            author
            text
            status
            postedDate
            postedTime
            file {
              name
              kind
              url
            }
            replies {
              id
              author
              text
              fromInstructor
            }
          }
        }
      }
    }
  }
`;
const SEND = /* GraphQL */ `
  mutation ($input: ProjectMessageSendInput!) {
    projectMessageSend(input: $input) {
      objective {
        id
        messages {
          id
          text
          file {
            name
            kind
            url
          }
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
const REPLY = /* GraphQL */ `
  mutation ($input: ProjectMessageReplyInput!) {
    projectMessageReply(input: $input) {
      objective {
        id
        messages {
          id
          replies {
            id
            text
            fromInstructor
          }
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
  mutation ($input: UploadCreateInput!) {
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

type UserError = { field: string | null; code: string; message: string };
type Message = { id: string; text: string; file: { name: string; kind: string; url: string | null } | null; replies: { id: string; text: string; fromInstructor: boolean }[] };
type SendPayload = { objective: { id: string; messages: Message[] } | null; userErrors: UserError[] };

let gateway: TestGateway;
let learner: CookieJar;
beforeAll(async () => {
  gateway = await startGateway();
  learner = (await signIn(gateway, DEMO.learner.email, DEMO.learner.password)).jar;
});
afterAll(async () => {
  await gateway?.close();
});

const send = async (input: Record<string, unknown>) => (await gql<{ projectMessageSend: SendPayload }>(gateway, SEND, { input: { courseId: COURSE, ...input } }, { jar: learner })).body;
const upload = async (input: Record<string, unknown>) =>
  (await gql<{ uploadCreate: { upload: { fileName: string; uploadUrl: string } | null; userErrors: UserError[] } }>(gateway, UPLOAD, { input: { kind: 'PROJECT_FILE', ...input } }, { jar: learner }))
    .body.data!.uploadCreate;
const target = (objectiveId = OPEN) => ({ courseId: COURSE, objectiveId });

describe('the project course\u2019s units and objectives (spec part 2, sections 2 and 4)', () => {
  it('lists each unit with its objectives\u2019 states: approved complete, open, locked, and a disabled unit\u2019s locked', async () => {
    const { body } = await gql<{ viewer: { course: { type: string; projectUnits: { enabled: boolean; objectives: { id: string; state: string; lockedMessage: string | null }[] }[] } } }>(
      gateway,
      UNITS,
      { id: COURSE },
      { jar: learner },
    );
    const course = body.data!.viewer.course;
    expect(course.type).toBe('PROJECT');
    const objectives = Object.fromEntries(course.projectUnits.flatMap((u) => u.objectives.map((o) => [o.id, o])));
    expect(objectives[APPROVED]).toMatchObject({ state: 'COMPLETE' });
    expect(objectives[OPEN]).toMatchObject({ state: 'OPEN', lockedMessage: null });
    expect(objectives[LOCKED]).toMatchObject({ state: 'LOCKED', lockedMessage: 'Please Complete previous object.' });
    expect(objectives[DISABLED]).toMatchObject({ state: 'LOCKED', lockedMessage: 'This Unit is disabled from Admin' });
    expect(course.projectUnits.map((u) => u.enabled)).toEqual([true, true, false]);
  });

  it('answers the approved messages with their objective and date', async () => {
    const { body } = await gql<{ viewer: { course: { projectApprovedMessages: { objective: { id: string }; message: { status: string }; approvedAt: string }[] } } }>(
      gateway,
      UNITS,
      { id: COURSE },
      { jar: learner },
    );
    const approved = body.data!.viewer.course.projectApprovedMessages;
    expect(approved).toHaveLength(1);
    expect(approved[0]).toMatchObject({ objective: { id: APPROVED }, message: { status: 'APPROVED' } });
    expect(Number.isNaN(Date.parse(approved[0].approvedAt))).toBe(false);
  });

  it('shows a thread with its statuses, dates and instructors\u2019 replies', async () => {
    const { body } = await gql<{ viewer: { course: { projectObjective: { messages: { status: string; postedDate: string; replies: { fromInstructor: boolean }[] }[] } } } }>(
      gateway,
      THREAD,
      { id: COURSE, objective: APPROVED },
      { jar: learner },
    );
    const messages = body.data!.viewer.course.projectObjective.messages;
    expect(messages.map((m) => m.status)).toEqual(['REJECTED', 'APPROVED']);
    expect(messages[0].postedDate).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(messages[0].replies[0].fromInstructor).toBe(true);
  });

  it('knows no objective of a course the learner does not follow', async () => {
    const other = (await signIn(gateway, DEMO.second.email, DEMO.second.password)).jar;
    const { body } = await gql<{ viewer: { course: unknown } }>(gateway, THREAD, { id: COURSE, objective: OPEN }, { jar: other });
    expect(body.data?.viewer.course ?? null).toBeNull();
    const sent = await gql<{ projectMessageSend: SendPayload }>(gateway, SEND, { input: { ...target(), text: 'hello' } }, { jar: other });
    expect(sent.body.data!.projectMessageSend.userErrors[0]).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('sending a message (spec part 2, sections 4 and 5)', () => {
  it('refuses an empty message with \u2018Please enter Message\u2019', async () => {
    const body = await send({ objectiveId: OPEN, text: '   ' });
    expect(body.data!.projectMessageSend).toEqual({ objective: null, userErrors: [{ field: 'text', code: 'INVALID', message: 'Please enter Message' }] });
  });

  it.each([
    [LOCKED, 'Please Complete previous object.'],
    [APPROVED, PROJECT_NON_SPEC_MESSAGES.complete],
    [DISABLED, 'This Unit is disabled from Admin'],
  ])('refuses a message on %s, which takes none: %s', async (objectiveId, message) => {
    const body = await send({ objectiveId, text: 'May I start?' });
    expect(body.data!.projectMessageSend.userErrors).toEqual([{ field: 'objectiveId', code: 'OBJECTIVE_CLOSED', message }]);
  });

  it('stores a text message and a reply, and answers the thread as it is now', async () => {
    const body = await send({ objectiveId: OPEN, text: 'SWOT draft <b>one</b>' });
    const payload = body.data!.projectMessageSend;
    expect(payload.userErrors).toEqual([]);
    const mine = payload.objective!.messages.find((m) => m.text === 'SWOT draft <b>one</b>')!;
    expect(mine.file).toBeNull();
    const reply = await gql<{ projectMessageReply: SendPayload }>(gateway, REPLY, { input: { ...target(), messageId: mine.id, text: 'and a note' } }, { jar: learner });
    const thread = reply.body.data!.projectMessageReply.objective!.messages.find((m) => m.id === mine.id)!;
    expect(thread.replies).toEqual([{ id: '1', text: 'and a note', fromInstructor: false }]);
    const empty = await gql<{ projectMessageReply: SendPayload }>(gateway, REPLY, { input: { ...target(), messageId: mine.id, text: '' } }, { jar: learner });
    expect(empty.body.data!.projectMessageReply.userErrors[0].message).toBe('Please enter Message');
  });
});

describe('a project file (spec part 2, sections 5 and 9; docs/architecture.md invariant 4)', () => {
  it('over 52428800 bytes: \u2018File size is greater than 50 MB\u2019, before any address is issued', async () => {
    const result = await upload({ projectObjective: target(), fileName: 'plan.pdf', contentType: PDF, size: 52_428_801 });
    expect(result).toEqual({ upload: null, userErrors: [{ field: 'file', code: 'INVALID', message: 'File size is greater than 50 MB' }] });
  });

  it.each(['plan.docx', 'plan.gif', 'plan'])('%s: only pdf, jpg, jpeg, png', async (fileName) => {
    const result = await upload({ projectObjective: target(), fileName, contentType: 'application/octet-stream', size: 1000 });
    expect(result.userErrors[0].message).toBe('Please upload files in the format of pdf, jpg, jpeg, png only.');
  });

  it('is refused for a locked objective', async () => {
    const result = await upload({ projectObjective: target(LOCKED), fileName: 'plan.PDF', contentType: PDF, size: 1000 });
    expect(result.userErrors[0]).toMatchObject({ code: 'OBJECTIVE_CLOSED', message: 'Please Complete previous object.' });
  });

  it('whose bytes are not what it claims is refused by the file store, and cannot then be sent', async () => {
    const { upload: issued } = await upload({ projectObjective: target(), fileName: 'plan.pdf', contentType: PDF, size: 2000 });
    const put = await fetch(issued!.uploadUrl, { method: 'PUT', headers: { 'content-type': PDF }, body: fileBytes('image/png', 2000) });
    expect(put.status).toBe(415);
    const body = await send({ objectiveId: OPEN, text: 'My plan', fileName: issued!.fileName });
    expect(body.data!.projectMessageSend.userErrors).toEqual([{ field: 'fileName', code: 'INVALID', message: PROJECT_NON_SPEC_MESSAGES.fileMissing }]);
  });

  it('with more bytes than declared is refused by the file store', async () => {
    const { upload: issued } = await upload({ projectObjective: target(), fileName: 'plan.pdf', contentType: PDF, size: 2000 });
    expect((await fetch(issued!.uploadUrl, { method: 'PUT', headers: { 'content-type': PDF }, body: fileBytes(PDF, 4000) })).status).toBe(413);
  });

  it('uploaded for another objective, or never uploaded, cannot be sent', async () => {
    const body = await send({ objectiveId: OPEN, text: 'x', fileName: '1234-plan.pdf' });
    expect(body.data!.projectMessageSend.userErrors[0].message).toBe(PROJECT_NON_SPEC_MESSAGES.fileMissing);
  });

  it('of any case of extension, stored, is sent with its text and opens in the PDF viewer by a signed address', async () => {
    const { upload: issued } = await upload({ projectObjective: target(), fileName: 'Final Plan.PDF', contentType: PDF, size: 3000 });
    expect((await fetch(issued!.uploadUrl, { method: 'PUT', headers: { 'content-type': PDF }, body: fileBytes(PDF, 3000) })).status).toBe(200);
    // A file with no text is empty: 'Please enter Message' (spec part 2, section 5; issue 31), and nothing is stored.
    const alone = await send({ objectiveId: OPEN, text: '  ', fileName: issued!.fileName });
    expect(alone.data!.projectMessageSend).toEqual({ objective: null, userErrors: [{ field: 'text', code: 'INVALID', message: 'Please enter Message' }] });
    const body = await send({ objectiveId: OPEN, text: 'My final plan', fileName: issued!.fileName });
    expect(body.data!.projectMessageSend.userErrors).toEqual([]);
    const sent = body.data!.projectMessageSend.objective!.messages.at(-1)!;
    expect(sent.file).toMatchObject({ name: 'Final Plan.PDF', kind: 'PDF' });
    // On the portal's own origin (issue 31): its Download saves the file, as profile documents do.
    expect(sent.file!.url).toMatch(/^\/media\//);
    const file = await request(gateway.app)
      .get(sent.file!.url!)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(file.status).toBe(200);
    expect((file.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
