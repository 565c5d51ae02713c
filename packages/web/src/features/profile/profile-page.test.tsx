import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_VIEWER, renderWithApp, type RecordedOperation } from '../../test/render';
import ProfilePage from './profile-page';

const file = (fileName: string, url = `/media/x/${fileName}`) => ({ __typename: 'ProfileFile', fileName, name: fileName.replace(/^\d{4}-/, ''), url });
const profile = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Profile',
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: 'profile@demo.university',
  phone: '9876543210',
  countryCode: '91',
  dateOfBirth: '1998-04-12',
  address: '12 MG Road, Mysuru',
  passportNumber: 'N1234567',
  otherGovernmentId: '',
  highestDegree: 'BSc',
  workExperience: '2 years',
  photo: file('4821-me.jpg'),
  documents: [file('5555-cv.pdf')],
  certificateFiles: [],
  marksCards: [],
  candidateIds: [],
  ...overrides,
});

type Respond = (op: RecordedOperation) => unknown;
function renderProfile(respond: Respond) {
  return renderWithApp(<ProfilePage />, {
    route: '/profile',
    respond: (op) => (op.operationName === 'Session' ? { data: { viewer: DEMO_VIEWER } } : (respond(op) as never)),
  });
}

describe('My Profile (spec part 3, 2.5, 4.3, 5.7)', () => {
  it('shows the profile, the read-only e-mail and "No USN" when no program gave one', async () => {
    renderProfile(() => ({ data: { profile: profile() } }));
    expect(await screen.findByRole('textbox', { name: /First name/ })).toHaveValue('Ravi');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('readonly');
    expect(screen.getByText('No USN')).toBeVisible();
    expect(screen.getByRole('link', { name: 'cv.pdf' })).toHaveAttribute('href', '/media/x/5555-cv.pdf');
  });

  it('lists the USN per program', async () => {
    renderProfile(() => ({ data: { profile: profile({ candidateIds: [{ __typename: 'CandidateId', programTitle: 'Master of Business Administration', candidateNumber: 'DOU25MBA0042' }] }) } }));
    expect(await screen.findByText('DOU25MBA0042')).toBeVisible();
  });

  it('shows the first failing check in red and sends nothing: the photo first', async () => {
    const { gateway } = renderProfile(() => ({ data: { profile: profile({ photo: null, firstName: '' }) } }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please Select Profile Photo', { selector: '[role="alert"]' })).toBeVisible();
    expect(gateway.operations.some((op) => op.operationName === 'ProfileUpdate')).toBe(false);
  });

  it('asks for the spec\u2019s fields in order: higest degree before work experience', async () => {
    renderProfile(() => ({ data: { profile: profile({ highestDegree: '', workExperience: '' }) } }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter higest degree', { selector: '[role="alert"]' })).toBeVisible();
  });

  it('says a failed save in the page and keeps what was typed', async () => {
    renderProfile((op) => (op.operationName === 'ProfileUpdate' ? Promise.reject(new Error('Failed to fetch')) : { data: { profile: profile() } }));
    const user = userEvent.setup();
    const address = await screen.findByRole('textbox', { name: /Address/ });
    await user.clear(address);
    await user.type(address, '7 Lake View, Mysuru');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(address).toHaveValue('7 Lake View, Mysuru');
  });

  it('saves and says "Submitted successfully"', async () => {
    const { gateway } = renderProfile((op) =>
      op.operationName === 'ProfileUpdate'
        ? { data: { profileUpdate: { __typename: 'ProfileUpdatePayload', message: 'Submitted successfully', profile: profile({ workExperience: '3 years' }), userErrors: [] } } }
        : { data: { profile: profile() } },
    );
    const user = userEvent.setup();
    const work = await screen.findByRole('textbox', { name: /Work experience/ });
    await user.clear(work);
    await user.type(work, '3 years');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Submitted successfully')).toBeVisible();
    const sent = gateway.operations.find((op) => op.operationName === 'ProfileUpdate')!.variables.input as Record<string, unknown>;
    expect(sent).toMatchObject({ photoFileName: '4821-me.jpg', workExperience: '3 years', documentFileNames: ['5555-cv.pdf'] });
  });

  it('after Submit shows one outcome, not the documents\u2019 Success too, and moves the focus to it (issue 31)', async () => {
    renderProfile((op) =>
      op.operationName === 'ProfileDocumentDelete'
        ? { data: { profileDocumentDelete: { __typename: 'ProfileUpdatePayload', message: 'deleted successfully', profile: profile({ documents: [] }), userErrors: [] } } }
        : op.operationName === 'ProfileUpdate'
          ? { data: { profileUpdate: { __typename: 'ProfileUpdatePayload', message: 'Submitted successfully', profile: profile({ documents: [] }), userErrors: [] } } }
          : { data: { profile: profile() } },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete cv.pdf' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('deleted successfully')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const outcome = (await screen.findByText('Submitted successfully')).closest<HTMLElement>('[role="status"]')!;
    expect(screen.queryByText('deleted successfully')).toBeNull();
    expect(screen.getAllByText('Success')).toHaveLength(1);
    await waitFor(() => expect(outcome).toHaveFocus());
  });

  it('refuses a phone number that is not digits at once, on the phone field, and sends nothing (issue 31)', async () => {
    const { gateway } = renderProfile(() => ({ data: { profile: profile() } }));
    const user = userEvent.setup();
    const phone = await screen.findByRole('textbox', { name: /Phone number/ });
    await user.clear(phone);
    await user.type(phone, 'call me maybe');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // Under the field and beside Submit, as every refusal of the form.
    expect((await screen.findAllByText('Phone number can contain digits only'))[0]).toBeVisible();
    expect(phone).toBeInvalid();
    expect(phone).toHaveFocus();
    expect(gateway.operations.map((op) => op.operationName)).not.toContain('ProfileUpdate');
  });

  it('deletes a document after "Are you sure you want to delete ?", then says "deleted successfully"', async () => {
    const { gateway } = renderProfile((op) =>
      op.operationName === 'ProfileDocumentDelete'
        ? { data: { profileDocumentDelete: { __typename: 'ProfileUpdatePayload', message: 'deleted successfully', profile: profile({ documents: [] }), userErrors: [] } } }
        : { data: { profile: profile() } },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete cv.pdf' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('deleted successfully')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'cv.pdf' })).toBeNull();
    expect(gateway.operations.find((op) => op.operationName === 'ProfileDocumentDelete')!.variables).toEqual({ input: { fileName: '5555-cv.pdf' } });
  });

  it('No closes the dialog and reloads the profile', async () => {
    const { gateway } = renderProfile(() => ({ data: { profile: profile() } }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete cv.pdf' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(gateway.operations.filter((op) => op.operationName === 'ProfilePage').length).toBe(2));
    expect(screen.getByRole('link', { name: 'cv.pdf' })).toBeVisible();
  });

  it('does not add an image to the documents, and refuses a document over 256000 bytes with "greater than 1mb"', async () => {
    const { container } = renderProfile(() => ({ data: { profile: profile({ documents: [] }) } }));
    await screen.findByRole('button', { name: /Upload document/ });
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type=file][accept=".pdf,.doc,.docx"]')!;
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File([new Uint8Array(60_000)], 'scan.png', { type: 'image/png' }));
    expect(await screen.findByText('Images are not added to your documents: choose a PDF or Word document.')).toBeVisible();
    await user.upload(input, new File([new Uint8Array(256_001)], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('file size is greater than 1mb')).toBeVisible();
    // The hint says the rule applied, to the byte (issue 31), and describes the button.
    const hint = screen.getByText('A .pdf, .doc or .docx file of 50 KB (51,200 bytes) to 250 KB (256,000 bytes) at most.');
    expect(screen.getByRole('button', { name: /Upload document/ })).toHaveAttribute('aria-describedby', hint.id);
    expect(screen.getByText('No documents yet.')).toBeVisible();
  });

  it('says why the profile could not be loaded', async () => {
    renderProfile(() => Promise.reject(new Error('Failed to fetch')));
    expect(await screen.findByText('We could not load your profile')).toBeVisible();
  });
});
