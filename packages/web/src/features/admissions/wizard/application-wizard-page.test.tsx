import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../../../test/render';
import ApplicationWizardPage from './application-wizard-page';
import { application, documents, education, fill, generalInfo, LEARNER_EMAIL, payload } from './test-fixtures';

function page(app: Record<string, unknown>, more: Responder = () => ({ data: null })) {
  const respond: Responder = (op) => {
    if (op.operationName === 'Session') return { data: { viewer: DEMO_VIEWER } };
    if (op.operationName === 'ApplicationWizardPage') return { data: { viewer: { __typename: 'Viewer', id: DEMO_VIEWER.id, email: LEARNER_EMAIL, application: app } } };
    return more(op);
  };
  return renderWithApp(
    <Routes>
      <Route path="/myApplication/application" element={<ApplicationWizardPage />} />
      <Route path="/applyProgram" element={<h1>Apply for a program</h1>} />
    </Routes>,
    { respond, route: '/myApplication/application?pid=302' },
  );
}

const generalForm = () => screen.findByRole('form', { name: 'General Information' });
const save = (form: HTMLElement) => within(form).getByRole('button', { name: 'Save' });

// Big forms: role queries over them are slow on a shared two-core machine.
describe('the application wizard', { timeout: 45_000 }, () => {
  it('shows only the first failing check of the General tab, in the order of the spec', async () => {
    const user = userEvent.setup();
    const { gateway } = page(application());
    const form = await generalForm();

    await user.click(save(form));
    expect(await within(form).findAllByText('Name cannot be empty')).not.toHaveLength(0);
    expect(within(form).getByRole('textbox', { name: 'First Name' })).toHaveFocus();

    // Phone and date of birth are both missing: the phone comes first (spec part 3, section 5.3).
    await user.type(within(form).getByRole('textbox', { name: 'First Name' }), 'Asha');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Country Code' }), '91');
    await user.click(save(form));
    expect(await within(form).findAllByText('Phone number cannot be empty')).not.toHaveLength(0);
    expect(within(form).queryByText('Date of Birth cannot be empty')).not.toBeInTheDocument();
    expect(within(form).queryByText('Name cannot be empty')).not.toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent('Phone number cannot be empty');

    // Father and mother names are checked in the signed-in wizard.
    fill(within(form).getByRole('textbox', { name: 'Mobile' }), '9876543210');
    fill(within(form).getByLabelText(/Date of Birth/), '1996-04-12');
    await user.click(save(form));
    expect(await within(form).findAllByText('Father name or Mother name cannot be empty')).not.toHaveLength(0);
    expect(gateway.operations.some((o) => o.operationName === 'ApplicationSaveGeneralInfo')).toBe(false);
  });

  it('keeps later tabs locked until the previous one is saved, then moves on', async () => {
    const user = userEvent.setup();
    const saved = application({ id: '3021-1767225600', status: 'DRAFT', generalInfo: generalInfo() });
    const { gateway } = page(application({ generalInfo: generalInfo() }), (op) =>
      op.operationName === 'ApplicationSaveEducation' ? { data: { applicationSaveEducation: payload({ ...saved, education: education() }) } } : { data: null },
    );
    // Loaded General Information unlocks Education and opens it; the rest stay locked.
    const educationTab = await screen.findByRole('tab', { name: /Education/ });
    await waitFor(() => expect(educationTab).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('tab', { name: /Upload Documents/ })).toBeDisabled();
    expect(screen.getByRole('tab', { name: /Review/ })).toBeDisabled();
    expect(screen.queryByRole('tab', { name: /Scholarship/ })).not.toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Education' });
    const e = education();
    for (const [name, value] of [
      ['School Name', e.schoolName],
      ['School address line 1', e.schoolAddress1],
      ['School country', e.schoolCountry],
      ['School zip', e.schoolPincode],
      ['University Name', e.universityName],
      ['University address line 1', e.universityAddress1],
      ['University country', e.universityCountry],
      ['University zip', e.universityZip],
      ['Experience', e.experience],
      ['Work description', e.workDescription],
    ] as const) {
      fill(within(form).getByRole('textbox', { name }), value);
    }
    await user.click(save(form));

    const uploadTab = screen.getByRole('tab', { name: /Upload Documents/ });
    await waitFor(() => expect(uploadTab).toHaveAttribute('aria-selected', 'true'));
    expect(uploadTab).toBeEnabled();
    // Focus follows the move, onto the tab that was locked until now.
    await waitFor(() => expect(uploadTab).toHaveFocus());
    expect(screen.getByText('Education saved. Upload Documents is open.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Review/ })).toBeDisabled();
    const sent = gateway.operations.find((o) => o.operationName === 'ApplicationSaveEducation');
    expect(sent?.variables).toMatchObject({ input: { variant: 'WIZARD', programId: '302', education: { schoolName: 'City School', experience: 'NIL' } } });
    expect(screen.getByText('Application 3021-1767225600')).toBeInTheDocument();
  });

  it('unlocks every section the loaded application has and opens Review when all are saved', async () => {
    const user = userEvent.setup();
    page(application({ status: 'EDITABLE', generalInfo: generalInfo(), education: education(), documents: documents() }));
    const review = await screen.findByRole('tab', { name: /Review/ });
    await waitFor(() => expect(review).toHaveAttribute('aria-selected', 'true'));
    for (const name of [/General Information/, /Education/, /Upload Documents/]) expect(screen.getByRole('tab', { name })).toBeEnabled();
    expect(screen.getByRole('link', { name: /View.*Certificate/ })).toHaveAttribute('href', 'https://files.example/4821-degree.pdf');

    // Each section of Review has its own Edit, named after it, which opens its tab.
    for (const name of ['Edit General Information', 'Edit Education', 'Edit Upload Documents']) expect(screen.getByRole('button', { name })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Edit Education' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: /Education/ })).toHaveAttribute('aria-selected', 'true'));
  });

  it('copies the permanent address with Same Address and clears it when turned off', async () => {
    const user = userEvent.setup();
    page(application());
    const form = await generalForm();
    fill(within(form).getByRole('textbox', { name: 'Permanent address line 1' }), '5 Lake View');
    fill(within(form).getByRole('textbox', { name: 'Permanent state' }), 'Accra');
    fill(within(form).getByRole('textbox', { name: 'Permanent city' }), 'Accra');
    fill(within(form).getByRole('textbox', { name: 'Permanent pin code' }), '00233');

    const same = within(form).getByRole('checkbox', { name: /Same Address/ });
    await user.click(same);
    expect(within(form).getByRole('textbox', { name: 'Present address line 1' })).toHaveValue('5 Lake View');
    expect(within(form).getByRole('textbox', { name: 'Present city' })).toHaveValue('Accra');
    expect(within(form).getByRole('textbox', { name: 'Present pin code' })).toHaveValue('00233');

    await user.click(same);
    expect(within(form).getByRole('textbox', { name: 'Present address line 1' })).toHaveValue('');
    expect(within(form).getByRole('textbox', { name: 'Present pin code' })).toHaveValue('');
    expect(within(form).getByRole('textbox', { name: 'Permanent address line 1' })).toHaveValue('5 Lake View');
  });

  it('shows a failed save with Retry, keeps what was typed, and restores it after a reload', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const first = page(application({ generalInfo: generalInfo() }), (op) => {
      if (op.operationName !== 'ApplicationSaveEducation') return { data: null };
      attempts += 1;
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    const form = await screen.findByRole('form', { name: 'Education' });
    const e = education();
    fill(within(form).getByRole('textbox', { name: 'School Name' }), 'Typed School');
    for (const [name, value] of [
      ['School address line 1', e.schoolAddress1],
      ['School country', e.schoolCountry],
      ['School zip', e.schoolPincode],
      ['University Name', e.universityName],
      ['University address line 1', e.universityAddress1],
      ['University country', e.universityCountry],
      ['University zip', e.universityZip],
      ['Experience', e.experience],
      ['Work description', e.workDescription],
    ] as const) {
      fill(within(form).getByRole('textbox', { name }), value);
    }
    await user.click(save(form));
    expect(await within(form).findByText(/Your changes could not be saved/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(attempts).toBe(2));
    expect(within(form).getByRole('textbox', { name: 'School Name' })).toHaveValue('Typed School');

    // An accidental reload: the unsaved typing comes back from this tab's sessionStorage.
    first.unmount();
    page(application({ generalInfo: generalInfo() }));
    const again = await screen.findByRole('form', { name: 'Education' });
    expect(within(again).getByRole('textbox', { name: 'School Name' })).toHaveValue('Typed School');
    expect(within(again).getByText(/We restored what you typed/)).toBeInTheDocument();
  });

  it('shows the gateway’s own first failure like the form’s', async () => {
    const user = userEvent.setup();
    page(application(), (op) =>
      op.operationName === 'ApplicationSaveGeneralInfo'
        ? {
            data: {
              applicationSaveGeneralInfo: {
                __typename: 'ApplicationPayload',
                application: null,
                userErrors: [{ __typename: 'UserError', field: 'generalInfo.permanentPin', code: 'INVALID', message: 'Please enter Permanent address Pincode' }],
              },
            },
          }
        : { data: null },
    );
    const form = await generalForm();
    const g = generalInfo();
    fill(within(form).getByRole('textbox', { name: 'First Name' }), g.firstName);
    fill(within(form).getByRole('combobox', { name: 'Country Code' }), g.countryCode);
    fill(within(form).getByRole('textbox', { name: 'Mobile' }), g.phone);
    fill(within(form).getByLabelText(/Date of Birth/), g.dateOfBirth);
    fill(within(form).getByRole('textbox', { name: 'Father Name' }), g.fatherName);
    fill(within(form).getByRole('textbox', { name: 'Mother Name' }), g.motherName);
    fill(within(form).getByRole('textbox', { name: 'National ID' }), g.nationalId);
    for (const [name, value] of [
      ['Permanent address line 1', g.permanentAddress1],
      ['Permanent state', g.permanentState],
      ['Permanent city', g.permanentCity],
      ['Permanent pin code', g.permanentPin],
    ] as const) {
      fill(within(form).getByRole('textbox', { name }), value);
    }
    fill(within(form).getByRole('combobox', { name: 'Country of residence' }), 'Ghana');
    await user.click(within(form).getByRole('checkbox', { name: /Same Address/ }));
    await user.click(save(form));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Please enter Permanent address Pincode');
    expect(within(form).getByRole('textbox', { name: 'Permanent pin code' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('tab', { name: /Education/ })).toBeDisabled();
  });

  it('shows the stored Gender and International Student in the spec\u2019s words, and sends them back as the schema\u2019s enum and Boolean', async () => {
    const user = userEvent.setup();
    const { gateway } = page(application({ status: 'EDITABLE', generalInfo: generalInfo(), education: education(), documents: documents() }), (op) =>
      op.operationName === 'ApplicationSaveGeneralInfo'
        ? {
            data: {
              applicationSaveGeneralInfo: payload(
                application({ status: 'DRAFT', generalInfo: generalInfo({ gender: 'TRANSGENDER', internationalStudent: true }), education: education(), documents: documents() }),
              ),
            },
          }
        : { data: null },
    );
    const review = await screen.findByRole('tab', { name: /Review/ });
    await waitFor(() => expect(review).toHaveAttribute('aria-selected', 'true'));
    const reviewPanel = screen.getByRole('tabpanel');
    expect(within(reviewPanel).getByText('Female')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /General Information/ }));
    const form = await generalForm();
    expect(within(form).getByRole('combobox', { name: 'Gender' })).toHaveValue('Female');
    expect(within(form).getByRole('combobox', { name: 'International Student' })).toHaveValue('No');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Gender' }), 'Transgender');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'International Student' }), 'Yes');
    await user.click(save(form));

    await waitFor(() => expect(gateway.operations.some((o) => o.operationName === 'ApplicationSaveGeneralInfo')).toBe(true));
    const sent = gateway.operations.find((o) => o.operationName === 'ApplicationSaveGeneralInfo');
    expect(sent?.variables).toMatchObject({ input: { generalInfo: { gender: 'TRANSGENDER', internationalStudent: true } } });
    // The saved application comes back through the cache: Review shows what is stored now.
    const reviewTab = screen.getByRole('tab', { name: /Review/ });
    await waitFor(() => expect(screen.getByRole('tab', { name: /Education/ })).toHaveAttribute('aria-selected', 'true'));
    await user.click(reviewTab);
    await waitFor(() => expect(reviewTab).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(within(screen.getByRole('tabpanel')).getByText('Transgender')).toBeInTheDocument());
  });

  it('submits from Review, says "Application Submitted!" and OK goes back to the list', async () => {
    const user = userEvent.setup();
    const sections = { generalInfo: generalInfo(), education: education(), documents: documents() };
    page(application({ id: '3021-1767225600', status: 'DRAFT', ...sections }), (op) =>
      op.operationName === 'ApplicationSubmit' ? { data: { applicationSubmit: payload(application({ id: '3021-1767225600', status: 'SUBMITTED', editable: false, ...sections })) } } : { data: null },
    );
    const review = await screen.findByRole('tab', { name: /Review/ });
    await waitFor(() => expect(review).toHaveAttribute('aria-selected', 'true'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Application Submitted!' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { name: 'Apply for a program' })).toBeInTheDocument();
  });

  it('adds the Scholarship tab for a partner-channel applicant, with scholarship Yes', async () => {
    page(application({ partnerChannel: true, status: 'DRAFT', generalInfo: generalInfo(), education: education(), documents: documents() }));
    const scholarship = await screen.findByRole('tab', { name: /Scholarship/ });
    await waitFor(() => expect(scholarship).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getAllByRole('tab')).toHaveLength(5);
    const form = screen.getByRole('form', { name: 'Scholarship' });
    expect(within(form).getByRole('textbox', { name: 'Scholarship' })).toHaveValue('Yes');
    expect(screen.getByRole('tab', { name: /Review/ })).toBeEnabled();
  });

  it('offers the Learning Center as a choice from the list, checks it and sends the choice (spec part 3, 3.5)', async () => {
    const user = userEvent.setup();
    const stored = application({ partnerChannel: true, status: 'DRAFT', generalInfo: generalInfo(), education: education(), documents: documents() });
    const { gateway } = page(stored, (op) =>
      op.operationName === 'ApplicationSaveScholarship'
        ? {
            data: {
              applicationSaveScholarship: payload({
                ...stored,
                scholarship: { __typename: 'ScholarshipChoice', scholarship: true, learningCenter: 'Has to be updated in iLearn', learningCenterCode: '', learningCenterName: '' },
              }),
            },
          }
        : { data: null },
    );
    const form = await screen.findByRole('form', { name: 'Scholarship' });
    const centre = within(form).getByRole('combobox', { name: /Learning Center/ });
    const offered = within(centre)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(offered.length).toBeGreaterThanOrEqual(21);
    expect(offered).toContain('University of Ghana, Legon');
    expect(offered.at(-1)).toBe('Has to be updated in iLearn');

    // No partner data and nothing chosen: the domain's check speaks before any call.
    await user.click(save(form));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Please choose your Learning Center');
    expect(gateway.operations.some((o) => o.operationName === 'ApplicationSaveScholarship')).toBe(false);

    await user.selectOptions(centre, 'Has to be updated in iLearn');
    await user.click(save(form));
    await waitFor(() => expect(gateway.operations.some((o) => o.operationName === 'ApplicationSaveScholarship')).toBe(true));
    const sent = gateway.operations.find((o) => o.operationName === 'ApplicationSaveScholarship')!;
    expect(sent.variables).toMatchObject({ input: { scholarship: { scholarship: true, learningCenter: 'Has to be updated in iLearn' } } });
  });

  it("offers the signed-in wizard's country-of-residence list, in the spec's order and spelling", async () => {
    page(application());
    const form = await generalForm();
    const list = within(within(form).getByRole('combobox', { name: 'Country of residence' }))
      .getAllByRole('option')
      .map((o) => o.textContent)
      .filter((label) => label !== 'Select');
    expect(list.join(', ')).toBe(
      "Not Applicable, Benin, Comoros, Cote d'Ivoire, DR Congo, Eritrea, Ghana, Malawi, Mali, Mauritius, Mozambique, Guinea, Sudan, Seychelles, Sierra Leone, The Gambia, Uganda, Zambia, India",
    );
  });

  it('sends any status other than 0, 1 and 5 back to the apply list', async () => {
    page(application({ status: 'SUBMITTED', editable: false, generalInfo: generalInfo() }));
    expect(await screen.findByRole('heading', { name: 'Apply for a program' })).toBeInTheDocument();
  });
});
