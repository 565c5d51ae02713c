import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithApp, type Responder } from '../../../test/render';
import PreRegistrationPage from './pre-registration-page';
import { application, documents, education, fill, generalInfo } from './test-fixtures';

const PARTNER = {
  __typename: 'PreRegistration',
  email: 'partner1@scholar.example',
  firstName: 'Amara',
  lastName: 'Okafor',
  learningCenter: 'LC-GH-01',
  learningCenterName: 'University of Ghana, Legon',
};

function page(preRegistration: unknown, more: Responder = () => ({ data: null })) {
  const respond: Responder = (op) => {
    if (op.operationName === 'Session') return { data: { viewer: null } };
    if (op.operationName === 'PreRegistrationWizard') return { data: { preRegistration } };
    return more(op);
  };
  return renderWithApp(
    <Routes>
      <Route path="/" element={<h1>Landing</h1>} />
      <Route path="/application" element={<PreRegistrationPage />} />
    </Routes>,
    { respond, route: '/application' },
  );
}

// Big forms: role queries over them are slow on a shared two-core machine.
describe('the pre-registration wizard', { timeout: 45_000 }, () => {
  it('fills in the partner’s name and e-mail, asks for a Govt ID and does not check the parents’ names', async () => {
    const user = userEvent.setup();
    const { gateway } = page({ ...PARTNER, application: application({ partnerChannel: true }) });
    const form = await screen.findByRole('form', { name: 'General Information' });
    expect(within(form).getByRole('textbox', { name: 'First Name' })).toHaveValue('Amara');
    expect(within(form).getByRole('textbox', { name: 'Last Name' })).toHaveValue('Okafor');
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveValue('partner1@scholar.example');
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    // Five tabs: the pre-registration variant has Scholarship.
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'General Information',
      expect.stringContaining('Education'),
      expect.stringContaining('Upload Documents'),
      expect.stringContaining('Scholarship'),
      expect.stringContaining('Review'),
    ]);

    const g = generalInfo();
    fill(within(form).getByRole('combobox', { name: 'Country Code' }), '233');
    fill(within(form).getByRole('textbox', { name: 'Mobile' }), '241234567');
    fill(within(form).getByLabelText(/Date of Birth/), g.dateOfBirth);
    // Father and mother left empty: the next check is the Govt ID, worded with its double space.
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe('Govt ID  cannot be empty');
    expect(within(form).queryByText('Father name or Mother name cannot be empty')).not.toBeInTheDocument();
    expect(gateway.operations.some((o) => o.operationName === 'ApplicationSaveGeneralInfo')).toBe(false);
  });

  it("offers the other country-of-residence list, in the spec's order and spelling", async () => {
    page({ ...PARTNER, application: application({ partnerChannel: true }) });
    const form = await screen.findByRole('form', { name: 'General Information' });
    const list = within(within(form).getByRole('combobox', { name: 'Country of residence' }))
      .getAllByRole('option')
      .map((o) => o.textContent)
      .filter((label) => label !== 'Select');
    expect(list.join(', ')).toBe(
      "Not Applicable, Benin, Republic of Guinea, Zambia, Ghana, Malawi, Mali, Mauritius, Mazambique, Cote d'Ivoire, Republic of Sudan, Eritrea, Seychelles, Comoros, Somalia, Nigeria, Uganda, Democratic Republic of Congo, Sierra Leone, The Gambia, Madagascar, South Sudan, India",
    );
  });

  it("pre-chooses the partner's learning centre in the Scholarship tab, from the list", async () => {
    page({
      ...PARTNER,
      application: application({ partnerChannel: true, status: 'DRAFT', generalInfo: generalInfo({ email: PARTNER.email }), education: education(), documents: documents() }),
    });
    const form = await screen.findByRole('form', { name: 'Scholarship' });
    expect(within(form).getByRole('textbox', { name: 'Scholarship' })).toHaveValue('Yes');
    const centre = within(form).getByRole('combobox', { name: /Learning Center/ });
    expect(centre).toHaveValue('University of Ghana, Legon');
    expect(
      within(centre)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('Has to be updated in iLearn');
  });

  it('says Institution/College where the signed-in wizard says School', async () => {
    const user = userEvent.setup();
    const { gateway } = page({ ...PARTNER, application: application({ partnerChannel: true, generalInfo: generalInfo({ email: PARTNER.email }) }) });
    const form = await screen.findByRole('form', { name: 'Education' });
    expect(within(form).getByRole('textbox', { name: 'Institution/College Name' })).toBeInTheDocument();
    expect(within(form).queryByRole('textbox', { name: 'School Name' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Institution/College Name cannot be empty');

    fill(within(form).getByRole('textbox', { name: 'Institution/College Name' }), education().schoolName);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Institution/College address cannot be empty');
    expect(gateway.operations.some((o) => o.operationName === 'ApplicationSaveEducation')).toBe(false);
  });

  it('says "Application Already Submitted!", disables every tab and goes back when the application was submitted', async () => {
    const user = userEvent.setup();
    page({ ...PARTNER, application: application({ status: 'SUBMITTED', editable: false, partnerChannel: true, generalInfo: generalInfo() }) });
    const dialog = await screen.findByRole('alertdialog', { name: 'Application Already Submitted!' });
    for (const tab of screen.getAllByRole('tab', { hidden: true })) expect(tab).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    // Opened directly, there is no step back inside the portal: the landing page it is.
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
  });

  it('explains calmly when no scholarship check has passed in this browser', async () => {
    page(null);
    expect(await screen.findByText('Start from the program you want to apply for')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Back to the programs' })).toHaveAttribute('href', '/'));
  });
});
