import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { emptyPaperForm, maxDateOfBirth, minSigningDate } from '@portal/domain';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../../../test/render';
import { draftKey, readDraft, writeDraft } from '../draft-storage';
import { fill } from '../wizard/test-fixtures';
import PaperFormPage from './paper-form-page';
import { paperFormInput } from './paper-form-values';

const PROGRAM = 'Master of Business Administration';

/** A stored paper form as the gateway returns it (flat, with __typename). */
function stored(over: Record<string, unknown> = {}) {
  const input = paperFormInput(emptyPaperForm(PROGRAM));
  const rows = <T extends object>(list: T[], typename: string) => list.map((r) => ({ __typename: typename, ...r }));
  const exam = (e: typeof input.tenth) => ({ __typename: 'ExamRecord', ...e, subjects: rows(e.subjects, 'SubjectGrade') });
  return {
    __typename: 'PaperForm',
    ...input,
    email: DEMO_VIEWER.email,
    programmes: rows(input.programmes, 'ProgrammeChoice'),
    tenth: exam(input.tenth),
    gce: exam(input.gce),
    twelfth: exam(input.twelfth),
    subsidiary: rows(input.subsidiary, 'SubjectGrade'),
    aLevel: rows(input.aLevel, 'SubjectGrade'),
    otherSecondary: rows(input.otherSecondary, 'OtherQualification'),
    postgraduate: rows(input.postgraduate, 'PostgraduateRecord'),
    documents: { __typename: 'PaperFormDocuments', ...input.documents },
    ...over,
  };
}

function page(status: string, paperForm: unknown, more: Responder = () => ({ data: null })) {
  const respond: Responder = (op) => {
    if (op.operationName === 'Session') return { data: { viewer: DEMO_VIEWER } };
    if (op.operationName === 'PaperFormPage')
      return {
        data: {
          viewer: {
            __typename: 'Viewer',
            id: DEMO_VIEWER.id,
            email: DEMO_VIEWER.email,
            application: { __typename: 'Application', programId: '302', programName: PROGRAM, status, paperForm },
          },
        },
      };
    return more(op);
  };
  return renderWithApp(
    <Routes>
      <Route path="/myApplication/jssapplication" element={<PaperFormPage />} />
      <Route path="/applyProgram" element={<h1>Apply for a program</h1>} />
    </Routes>,
    { respond, route: '/myApplication/jssapplication?pid=302' },
  );
}

describe('the paper application form', { timeout: 45_000 }, () => {
  it('runs its checks in the order of the spec, showing the first failure only', async () => {
    const user = userEvent.setup();
    const { gateway } = page('NOT_STARTED', null);
    const form = await screen.findByRole('form', { name: 'APPLICATION FOR ADMISSION' });
    expect(within(form).getByText('Academic year 2022-2023')).toBeInTheDocument();
    const submit = within(form).getByRole('button', { name: 'Submit' });

    await user.click(submit);
    expect(await within(form).findByRole('alert')).toHaveTextContent('Please select Profile photo');
    expect(gateway.operations.some((o) => o.operationName === 'ApplicationSubmitPaperForm')).toBe(false);
  });

  it('goes on to the title, then the phone, once the photo and name are there', async () => {
    const user = userEvent.setup();
    page('DRAFT', stored({ profilePhoto: '1234-photo.png', firstName: 'Asha' }));
    const form = await screen.findByRole('form', { name: 'APPLICATION FOR ADMISSION' });
    const submit = within(form).getByRole('button', { name: 'Submit' });

    await user.click(submit);
    expect(await within(form).findByRole('alert')).toHaveTextContent('Please choose a title');
    expect(within(form).getByRole('combobox', { name: 'Title' })).toHaveFocus();

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Title' }), 'Miss');
    await user.click(submit);
    expect(await within(form).findByRole('alert')).toHaveTextContent('Phone number cannot be empty');
  });

  it('makes full time and part time exclusive, and works out the age from the date of birth', async () => {
    const user = userEvent.setup();
    page('NOT_STARTED', null);
    const form = await screen.findByRole('form', { name: 'APPLICATION FOR ADMISSION' });
    expect(within(form).getByRole('textbox', { name: 'Programme, row 1' })).toHaveValue(PROGRAM);
    expect(within(form).getByRole('textbox', { name: 'Programme, row 1' })).toHaveAttribute('readonly');

    const fullTime = within(form).getByRole('combobox', { name: 'Full time, row 1' });
    const partTime = within(form).getByRole('combobox', { name: 'Part time, row 1' });
    await user.selectOptions(fullTime, 'yes');
    expect(partTime).toHaveValue('no');
    await user.selectOptions(partTime, 'yes');
    expect(fullTime).toHaveValue('no');
    // "no" for one leaves the other as it was.
    await user.selectOptions(partTime, 'no');
    expect(fullTime).toHaveValue('no');

    const today = new Date();
    const dob = within(form).getByLabelText(/Date of birth/);
    expect(dob).toHaveAttribute('max', maxDateOfBirth(today));
    expect(within(form).getByLabelText(/^Date/, { selector: 'input[name="signingDate"]' })).toHaveAttribute('min', minSigningDate(today));
    fill(dob, maxDateOfBirth(today));
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Age' })).toHaveValue('10'));
  });

  it('opens only for statuses 0 and 1', async () => {
    page('EDITABLE', null);
    expect(await screen.findByRole('heading', { name: 'Apply for a program' })).toBeInTheDocument();
  });

  it('submits the whole form and returns to the apply list', async () => {
    const user = userEvent.setup();
    const complete = stored({
      profilePhoto: '1234-photo.png',
      firstName: 'Asha',
      title: 'MISS',
      phone: '9876543210',
      nationalId: 'N123',
      nationality: 'Indian',
      address: '12 Temple Road, Mysuru',
      dateOfBirth: '1996-04-12',
      declarationAccepted: true,
      tenth: { __typename: 'ExamRecord', year: '2011', registrationNo: 'T-1', subjects: [{ __typename: 'SubjectGrade', subject: 'Maths', grade: 'A' }] },
      twelfth: { __typename: 'ExamRecord', year: '2013', registrationNo: 'W-1', subjects: [{ __typename: 'SubjectGrade', subject: 'Physics', grade: 'B' }] },
      signingDate: minSigningDate(new Date()),
      signatureFile: '2345-sign.png',
      documents: { __typename: 'PaperFormDocuments', sixth: '', sixthA: '', tenth: '3456-10th.png', twelfth: '4567-12th.png', degreeMarks: '', masters: '', idProof: '5678-id.png' },
    });
    const { gateway } = page('DRAFT', complete, (op) =>
      op.operationName === 'ApplicationSubmitPaperForm'
        ? {
            data: {
              applicationSubmitPaperForm: {
                __typename: 'ApplicationPayload',
                application: { __typename: 'Application', programId: '302', status: 'SUBMITTED' },
                userErrors: [],
              },
            },
          }
        : { data: null },
    );
    const form = await screen.findByRole('form', { name: 'APPLICATION FOR ADMISSION' });
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Apply for a program' })).toBeInTheDocument();
    const sent = gateway.operations.find((o) => o.operationName === 'ApplicationSubmitPaperForm')?.variables as {
      input: { programId: string; form: Record<string, unknown> & { tenth: { subjects: unknown[] } } };
    };
    expect(sent.input.programId).toBe('302');
    expect(sent.input.form).toMatchObject({ title: 'MISS', firstName: 'Asha', nationalId: 'N123', documents: { idProof: '5678-id.png' } });
    // Fixed rows are sent at their fixed size, with nothing the gateway added.
    expect(sent.input.form.tenth.subjects).toHaveLength(8);
    expect(JSON.stringify(sent.input)).not.toContain('__typename');
    expect(sent.input.form).not.toHaveProperty('email');
  });
});

describe('the paper form draft (docs/decisions/065)', { timeout: 45_000 }, () => {
  const KEY = draftKey({ applicant: DEMO_VIEWER.id, programId: '302', form: 'paper-form' });
  const saved = (status = 'DRAFT') => ({
    data: {
      applicationSavePaperFormDraft: {
        __typename: 'ApplicationPayload',
        application: { __typename: 'Application', programId: '302', status },
        userErrors: [],
      },
    },
  });

  it('Save draft sends the form as it stands, without the submit checks, and says it is saved', async () => {
    const user = userEvent.setup();
    const { gateway } = page('NOT_STARTED', null, (op) => (op.operationName === 'ApplicationSavePaperFormDraft' ? saved() : { data: null }));
    const form = await screen.findByRole('form', { name: 'APPLICATION FOR ADMISSION' });
    await user.type(within(form).getByRole('textbox', { name: /^First name/ }), 'Asha');
    await user.type(within(form).getByRole('textbox', { name: '10th Standard year' }), '2011');
    // What was typed is this tab's unsaved copy until the server has it (docs/decisions/062).
    expect(readDraft<{ firstName: string }>(KEY)?.firstName).toBe('Asha');

    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Draft saved');
    // Nothing of the submit's checks ran: no "Please select Profile photo".
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    const sent = gateway.operations.find((o) => o.operationName === 'ApplicationSavePaperFormDraft')?.variables as {
      input: { programId: string; form: Record<string, unknown> & { tenth: { year: string; subjects: unknown[] } } };
    };
    expect(sent.input.programId).toBe('302');
    expect(sent.input.form).toMatchObject({ firstName: 'Asha', profilePhoto: '', tenth: { year: '2011' } });
    expect(sent.input.form.tenth.subjects).toHaveLength(8);
    expect(JSON.stringify(sent.input)).not.toContain('__typename');
    expect(readDraft(KEY)).toBeNull();
    expect(gateway.operations.some((o) => o.operationName === 'ApplicationSubmitPaperForm')).toBe(false);

    // The next change makes "Draft saved" untrue, and goes to the unsaved copy again.
    await user.type(within(form).getByRole('textbox', { name: 'Nationality' }), 'Indian');
    expect(within(form).getByRole('status')).not.toHaveTextContent('Draft saved');
    expect(readDraft<{ nationality: string }>(KEY)?.nationality).toBe('Indian');
  });

  it('shows a failed save with Retry, keeping what was typed', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    page('DRAFT', stored({ firstName: 'Asha' }), (op) => {
      if (op.operationName !== 'ApplicationSavePaperFormDraft') return { data: null };
      attempts += 1;
      if (attempts === 1) throw new Error('network down');
      return saved();
    });
    const form = await screen.findByRole('form', { name: 'APPLICATION FOR ADMISSION' });
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your changes could not be saved');
    expect(within(form).getByRole('textbox', { name: /^First name/ })).toHaveValue('Asha');

    await user.click(within(form).getByRole('button', { name: 'Retry' }));
    expect(await within(form).findByText('Draft saved')).toBeInTheDocument();
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('shows the gateway\u2019s refusal of a draft as its first failure', async () => {
    const user = userEvent.setup();
    page('DRAFT', stored({ firstName: 'Asha' }), (op) =>
      op.operationName === 'ApplicationSavePaperFormDraft'
        ? {
            data: {
              applicationSavePaperFormDraft: {
                __typename: 'ApplicationPayload',
                application: null,
                userErrors: [{ __typename: 'UserError', field: null, code: 'NOT_AUTHORIZED', message: 'This application can no longer be changed.' }],
              },
            },
          }
        : { data: null },
    );
    const form = await screen.findByRole('form', { name: 'APPLICATION FOR ADMISSION' });
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This application can no longer be changed.');
    expect(within(form).getByRole('status')).not.toHaveTextContent('Draft saved');
  });

  it('starts from the saved draft', async () => {
    page(
      'DRAFT',
      stored({
        firstName: 'Asha',
        nationalId: 'N-123',
        title: 'MISS',
        programmes: [{ __typename: 'ProgrammeChoice', title: PROGRAM, studyMode: 'PART_TIME' }],
        tenth: { __typename: 'ExamRecord', year: '2011', registrationNo: 'T-1', subjects: [{ __typename: 'SubjectGrade', subject: 'Maths', grade: 'A' }] },
        declarationAccepted: true,
      }),
    );
    const form = await screen.findByRole('form', { name: 'APPLICATION FOR ADMISSION' });
    expect(within(form).getByRole('textbox', { name: /^First name/ })).toHaveValue('Asha');
    expect(within(form).getByRole('textbox', { name: /^NIC/ })).toHaveValue('N-123');
    expect(within(form).getByRole('combobox', { name: /^Title/ })).toHaveValue('Miss');
    // The schema's StudyMode, shown as the form's two yes/no boxes.
    expect(within(form).getByRole('combobox', { name: 'Full time, row 1' })).toHaveValue('no');
    expect(within(form).getByRole('combobox', { name: 'Part time, row 1' })).toHaveValue('yes');
    expect(within(form).getByRole('combobox', { name: 'Full time, row 2' })).toHaveValue('');
    expect(within(form).getByRole('textbox', { name: '10th Standard year' })).toHaveValue('2011');
    expect(within(form).getByRole('textbox', { name: '10th Standard subjects and grades: Subject, row 1' })).toHaveValue('Maths');
    expect(within(form).getByRole('checkbox', { name: 'I accept this declaration' })).toBeChecked();
    expect(within(form).getByRole('textbox', { name: 'Programme, row 1' })).toHaveValue(PROGRAM);
    expect(screen.queryByText(/We restored what you typed/)).not.toBeInTheDocument();
  });

  it('lets this tab\u2019s unsaved typing win over the saved draft, as the wizard does', async () => {
    writeDraft(KEY, { ...unsavedCopy(), firstName: 'Typed later' });
    page('DRAFT', stored({ firstName: 'Asha', nationalId: 'N-123' }));
    const form = await screen.findByRole('form', { name: 'APPLICATION FOR ADMISSION' });
    expect(within(form).getByRole('textbox', { name: /^First name/ })).toHaveValue('Typed later');
    expect(screen.getByText(/We restored what you typed here before/)).toBeInTheDocument();
  });
});

/** The form's own values (the domain's PaperForm), as the tab's unsaved copy holds them. */
function unsavedCopy() {
  return { ...emptyPaperForm(PROGRAM), email: DEMO_VIEWER.email };
}
