import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUERY_FORM_MESSAGES, tooManyComplaintsMessage } from '@portal/domain';
import { Route, Routes } from 'react-router-dom';
import { connectionOf } from '../../test/connection';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../../test/render';
import ComplaintsPage from './complaints-page';
import AddComplaintPage from './add-complaint-page';
import { AppRoutes } from '../../app/router';

const viewer = ({ complaints, ...fields }: Record<string, unknown>) => ({
  data: { viewer: { ...DEMO_VIEWER, ...fields, ...(Array.isArray(complaints) ? { complaintsConnection: connectionOf('ComplaintConnection', complaints as { id: string }[]) } : {}) } },
});
const programs = [
  {
    __typename: 'EnrolledProgram',
    id: '3012',
    title: 'Master of Business Administration',
  },
  {
    __typename: 'EnrolledProgram',
    id: '5021',
    title: 'Bachelor of Computer Applications',
  },
];
const complaint = (id: string, description: string, file: Record<string, unknown> | null, filedAt = '2026-12-05T10:11:00.000Z', program: (typeof programs)[number] | null = programs[0]) => ({
  __typename: 'Complaint',
  id,
  description,
  filedAt,
  program,
  file: file ? { __typename: 'ComplaintFile', ...file } : null,
});

const respondWith =
  (answers: Record<string, () => object>): Responder =>
  (op) => {
    if (op.operationName === 'Session') return { data: { viewer: DEMO_VIEWER } };
    const answer = answers[op.operationName ?? ''];
    if (!answer) throw new Error(`unexpected ${op.operationName}`);
    return answer();
  };

/** A stand-in for the file store's presigned PUT: reports half, then 200. */
class FakeUploadRequest {
  static sent: { url: string; contentType: string | null }[] = [];
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  private url = '';
  private contentType: string | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    if (name.toLowerCase() === 'content-type') this.contentType = value;
  }
  send() {
    FakeUploadRequest.sent.push({
      url: this.url,
      contentType: this.contentType,
    });
    setTimeout(() => {
      this.upload.onprogress?.({
        lengthComputable: true,
        loaded: 50,
        total: 100,
      });
      this.status = 200;
      this.onload?.();
    }, 0);
  }
  abort() {
    this.onabort?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeUploadRequest.sent = [];
});

function renderAt(route: string, respond: Responder) {
  return renderWithApp(
    <Routes>
      <Route path="/complaints" element={<ComplaintsPage />} />
      <Route path="/addComplaints" element={<AddComplaintPage />} />
    </Routes>,
    { route, respond },
  );
}

describe('Complaints / Grievances Details (spec part 3, 2.7)', () => {
  it('says "No Complaints" when there are none, and Add Complaints leads to the form', async () => {
    renderAt(
      '/complaints',
      respondWith({
        Complaints: () => viewer({ complaints: [] }),
        AddComplaint: () => viewer({ programs }),
      }),
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Complaints / Grievances Details',
      }),
    ).toBeVisible();
    expect(await screen.findByText('No Complaints')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Add Complaints' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Report A Query' })).toBeVisible();
  });

  it('numbers the complaints in a table, newest first with when and for which program each was raised, and a file opens in the viewer dialog', async () => {
    renderAt(
      '/complaints',
      respondWith({
        Complaints: () =>
          viewer({
            // Newest first, as the gateway answers.
            complaints: [
              complaint('3', 'A letter', { name: 'letter.docx', kind: 'DOCUMENT', url: 'http://files.test/letter.docx' }, '2026-12-05T10:11:00.000Z', null),
              complaint('2', 'My receipt <b>is</b> attached', { name: 'receipt.png', kind: 'IMAGE', url: 'http://files.test/receipt.png' }, '2026-12-04T09:00:00.000Z', programs[1]),
              complaint('1', 'The video does not play', null, '2026-11-30T18:45:00.000Z'),
            ],
          }),
      }),
    );
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Sl No', 'Description', 'File Uploaded']);
    const rows = within(table).getAllByRole('row').slice(1);
    // Newest first; a complaint keeps its number in filing order (issue 31).
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['3', '2', '1']);
    // When it was raised, in the house format with its zone, and for which program.
    expect(within(rows[1]).getByText(/^Raised/)).toHaveTextContent(/^Raised 4 Dec 2026, \d{1,2}:\d{2} [ap]m \(GMT[+-]?[\d:]*\) · Bachelor of Computer Applications$/);
    expect(
      within(rows[1])
        .getByText(/^Raised/)
        .querySelector('time'),
    ).toHaveAttribute('dateTime', '2026-12-04T09:00:00.000Z');
    expect(within(rows[2]).getByText(/^Raised/)).toHaveTextContent(/· Master of Business Administration$/);
    expect(within(rows[0]).getByText(/^Raised/)).not.toHaveTextContent('·');
    // What the learner typed is text, never markup.
    expect(within(rows[1]).getByText('My receipt <b>is</b> attached')).toBeVisible();
    expect(within(rows[2]).getByText('No file')).toBeVisible();

    const user = userEvent.setup();
    await user.click(within(rows[1]).getByRole('button', { name: /receipt\.png/ }));
    const dialog = await screen.findByRole('dialog', { name: 'receipt.png' });
    expect(within(dialog).getByRole('img', { name: 'receipt.png' })).toHaveAttribute('src', 'http://files.test/receipt.png');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(rows[0]).getByRole('button', { name: /letter\.docx/ }));
    const document = await screen.findByRole('dialog', { name: 'letter.docx' });
    expect(within(document).getByText(/cannot be shown here/)).toBeVisible();
    expect(within(document).getByRole('link', { name: 'Download' })).toHaveAttribute('href', 'http://files.test/letter.docx');
  });

  it('shows an error with Try again when the list could not be loaded', async () => {
    renderAt(
      '/complaints',
      respondWith({
        Complaints: () => ({
          data: { viewer: { ...DEMO_VIEWER, complaintsConnection: null } },
          errors: [
            {
              message: 'down',
              path: ['viewer', 'complaintsConnection'],
              extensions: { code: 'UPSTREAM_UNAVAILABLE' },
            },
          ],
        }),
      }),
    );
    expect(await screen.findByText('We could not load your complaints')).toBeVisible();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeVisible();
  });
});

describe('Add Complaint (spec part 3, 2.8, 4.5 and 5.9)', () => {
  it("offers the learner's programs after '--Select--', and shows both messages at once without sending", async () => {
    const { gateway } = renderAt('/addComplaints', respondWith({ AddComplaint: () => viewer({ programs }) }));
    const select = await screen.findByRole('combobox', { name: /Program/ });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['--Select--', 'Master of Business Administration', 'Bachelor of Computer Applications']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(QUERY_FORM_MESSAGES.programRequired)).toBeVisible();
    expect(screen.getByText('*Please Enter the issue description.')).toBeVisible();
    expect(gateway.operations.map((o) => o.operationName)).not.toContain('ComplaintAdd');
  });

  it('uploads the file with its kind, files the complaint, then Success, then OK goes to the Complaints list', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
    const user = userEvent.setup();
    const { gateway } = renderAt(
      '/addComplaints',
      respondWith({
        AddComplaint: () => viewer({ programs }),
        UploadCreate: () => ({
          data: {
            uploadCreate: {
              __typename: 'UploadCreatePayload',
              upload: {
                __typename: 'Upload',
                fileName: '4821-receipt.pdf',
                uploadUrl: 'http://files.test/put/4821-receipt.pdf',
                expiresAt: '2026-01-01T00:00:00.000Z',
              },
              userErrors: [],
            },
          },
        }),
        ComplaintAdd: () => ({
          data: {
            complaintAdd: {
              __typename: 'ComplaintAddPayload',
              complaint: { __typename: 'Complaint', id: '9' },
              userErrors: [],
            },
          },
        }),
        Complaints: () =>
          viewer({
            complaints: [
              complaint('9', 'Fees paid twice', {
                name: 'receipt.pdf',
                kind: 'PDF',
                url: 'http://files.test/r.pdf',
              }),
            ],
          }),
      }),
    );
    await user.selectOptions(await screen.findByRole('combobox', { name: /Program/ }), 'Bachelor of Computer Applications');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Fees paid twice');
    fireEvent.change(screen.getByTestId('complaint-file-input'), {
      target: {
        files: [new File(['%PDF-'], 'receipt.pdf', { type: 'application/pdf' })],
      },
    });
    expect(await screen.findByText('receipt.pdf uploaded')).toBeVisible();
    expect(gateway.operations.find((o) => o.operationName === 'UploadCreate')?.variables).toMatchObject({ input: { kind: 'COMPLAINT', fileName: 'receipt.pdf' } });

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const success = await screen.findByRole('alertdialog', { name: 'Success' });
    expect(within(success).getByText('Submitted successfully')).toBeVisible();
    expect(gateway.operations.find((o) => o.operationName === 'ComplaintAdd')?.variables).toEqual({
      input: {
        programId: '5021',
        description: 'Fees paid twice',
        fileName: '4821-receipt.pdf',
      },
    });

    await user.click(within(success).getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Complaints / Grievances Details',
      }),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: /receipt\.pdf/ })).toBeVisible();
  });

  it('covers the page with a loading overlay while the complaint is sent, then shows Success', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    renderAt(
      '/addComplaints',
      respondWith({
        AddComplaint: () => viewer({ programs }),
        ComplaintAdd: async () => {
          await held;
          return { data: { complaintAdd: { __typename: 'ComplaintAddPayload', complaint: { __typename: 'Complaint', id: '10' }, userErrors: [] } } };
        },
      } as Record<string, () => object>),
    );
    await user.selectOptions(await screen.findByRole('combobox', { name: /Program/ }), 'Master of Business Administration');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Slow network');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Submitting your complaint…')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('alertdialog', { name: 'Success' })).toBeVisible();
    expect(screen.queryByText('Submitting your complaint…')).not.toBeInTheDocument();
  });

  it.each([
    ['under its field', 'programId', 'INVALID', QUERY_FORM_MESSAGES.programRequired],
    // Issue 31: past the hour's allowance of complaints.
    ['for the whole form', null, 'RATE_LIMITED', tooManyComplaintsMessage(1800)],
  ])("shows the gateway's message %s and keeps what was typed", async (_where, field, code, message) => {
    const user = userEvent.setup();
    renderAt(
      '/addComplaints',
      respondWith({
        AddComplaint: () => viewer({ programs }),
        ComplaintAdd: () => ({
          data: {
            complaintAdd: {
              __typename: 'ComplaintAddPayload',
              complaint: null,
              userErrors: [
                {
                  __typename: 'UserError',
                  field,
                  code,
                  message,
                },
              ],
            },
          },
        }),
      }),
    );
    await user.selectOptions(await screen.findByRole('combobox', { name: /Program/ }), 'Master of Business Administration');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Still typed');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveValue('Still typed');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('the route map (spec part 3, 2.1)', () => {
  it.each([
    ['/complaints', 'Complaints / Grievances Details'],
    ['/addComplaints', 'Report A Query'],
  ])('a signed-in learner reaches %s in the learner route set', async (route, heading) => {
    renderWithApp(<AppRoutes />, { route, respond: respondWith({ Complaints: () => viewer({ complaints: [] }), AddComplaint: () => viewer({ programs }) }) });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(screen.queryByText('This part of the portal opens soon.')).not.toBeInTheDocument();
  });
});

describe('many complaints (issue 32, section 3; docs/decisions/311)', () => {
  it('numbers them from the total, and "Load more complaints" adds the older ones below with their own numbers', async () => {
    const all = Array.from({ length: 22 }, (_, i) => complaint(String(22 - i), `Complaint ${22 - i}`, null, '2026-11-30T18:45:00.000Z'));
    renderAt('/complaints', (op) =>
      op.operationName === 'Session' ? { data: { viewer: DEMO_VIEWER } } : { data: { viewer: { ...DEMO_VIEWER, complaintsConnection: connectionOf('ComplaintConnection', all, op.variables) } } },
    );
    const table = await screen.findByRole('table');
    // The header row and the first 20; Sl No counts from the total, so the newest is 22.
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(within(table).getAllByRole('row')[1]).getAllByRole('cell')[0]).toHaveTextContent('22');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more complaints' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(23));
    const rows = within(table).getAllByRole('row');
    expect(within(rows[22]).getAllByRole('cell')[0]).toHaveTextContent('1');
    await waitFor(() => expect(document.activeElement).toBe(rows[21]));
    expect(screen.getByText('2 more complaints loaded.')).toBeInTheDocument();
  });
});
