import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button, ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { newPasswordSchema } from '@portal/domain';
import { portalSystem } from '../../app/theme';
import { CheckboxField, DateField, FormAlert, NewPasswordFields, PasswordField, SelectControl, SelectField, TextField, options } from '.';

const renderKit = (ui: React.ReactElement) => render(<ChakraProvider value={portalSystem()}>{ui}</ChakraProvider>);

describe('the form kit', () => {
  it('a text field is named by its label, says required, and ties its error to the input', async () => {
    renderKit(<TextField label="Name" required error="Please enter your name" />);
    const input = screen.getByRole('textbox', { name: /Name/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // Chakra's Field ties the error with aria-errormessage, the hint with aria-describedby.
    await waitFor(() => expect(input).toHaveAccessibleErrorMessage('Please enter your name'));
  });

  it('a text field shows its hint until there is an error', () => {
    const { rerender } = renderKit(<TextField label="Mobile" hint="Enter your WhatsApp number only." />);
    expect(screen.getByRole('textbox', { name: 'Mobile' })).toHaveAccessibleDescription('Enter your WhatsApp number only.');
    rerender(
      <ChakraProvider value={portalSystem()}>
        <TextField label="Mobile" hint="Enter your WhatsApp number only." error="Please enter valid phone number" />
      </ChakraProvider>,
    );
    expect(screen.queryByText('Enter your WhatsApp number only.')).not.toBeInTheDocument();
    expect(screen.getByText('Please enter valid phone number')).toBeVisible();
  });

  it('a password field hides what is typed until Show password is pressed', async () => {
    const user = userEvent.setup();
    renderKit(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a new password and its confirmation re-check the confirmation when the password changes', async () => {
    function Form() {
      const form = useForm({ resolver: zodResolver(newPasswordSchema), mode: 'onChange', defaultValues: { password: '', confirmPassword: '' } });
      return <NewPasswordFields form={form} passwordLabel="New password" confirmLabel="Confirm password" hint="8 to 16 characters" />;
    }
    const user = userEvent.setup();
    renderKit(<Form />);
    await user.type(screen.getByLabelText('New password'), 'Secret#123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret#12');
    expect(await screen.findByText("Passwords don't Match!")).toBeVisible();
    // Only the password changes: the confirmation typed before now matches, and its message goes.
    await user.type(screen.getByLabelText('New password'), '{Backspace}');
    await expect.poll(() => screen.queryByText("Passwords don't Match!")).toBeNull();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('8 to 16 characters');
  });

  it('a select field starts on its empty choice and offers each option', async () => {
    const user = userEvent.setup();
    renderKit(<SelectField label="Gender" required options={options(['Female', 'Male'])} />);
    const select = screen.getByRole('combobox', { name: /Gender/ });
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'Male');
    expect(select).toHaveValue('Male');
  });

  it('a select control alone is named by its aria-label and starts on its empty choice', () => {
    renderKit(<SelectControl aria-label="Full time, row 1" placeholder="—" options={options(['Yes', 'No'])} />);
    const select = screen.getByRole('combobox', { name: 'Full time, row 1' });
    expect(select).toHaveValue('');
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.textContent)).toEqual(['—', 'Yes', 'No']);
  });

  it('a disabled select control cannot be changed (an answered match question, a locked attempt)', () => {
    const { rerender } = renderKit(<SelectControl aria-label="Italy" options={options(['Rome'])} disabled />);
    expect(screen.getByRole('combobox', { name: 'Italy' })).toBeDisabled();
    rerender(
      <ChakraProvider value={portalSystem()}>
        <SelectControl aria-label="Italy" options={options(['Rome'])} />
      </ChakraProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'Italy' })).toBeEnabled();
  });

  it('a checkbox field reports a boolean', async () => {
    const onChange = vi.fn();
    function Box() {
      const [checked, setChecked] = useState(false);
      return (
        <CheckboxField
          label="I agree"
          checked={checked}
          onChange={(next) => {
            setChecked(next);
            onChange(next);
          }}
        />
      );
    }
    renderKit(<Box />);
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'I agree' }));
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeChecked();
  });

  it('a date field is a date input with its bounds', () => {
    renderKit(<DateField label="Date of Birth" max="2026-01-01" />);
    const input = screen.getByLabelText('Date of Birth');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('max', '2026-01-01');
  });

  it('a form alert is heard at once when it is an error, politely otherwise, and offers Retry', async () => {
    const onRetry = vi.fn();
    renderKit(
      <>
        <FormAlert onRetry={onRetry}>The portal could not be reached.</FormAlert>
        <FormAlert status="success" title="Success">
          Submitted successfully
        </FormAlert>
        <FormAlert inline>Please upload Certificate</FormAlert>
      </>,
    );
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([expect.stringContaining('The portal could not be reached.'), 'Please upload Certificate']);
    expect(screen.getByRole('status')).toHaveTextContent('SuccessSubmitted successfully');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('a warning is polite unless it answers what the learner just did, and carries its action', async () => {
    const onAction = vi.fn();
    renderKit(
      <>
        <FormAlert status="warning">This course is disabled from Admin.</FormAlert>
        <FormAlert status="warning" urgent>
          You are offline.
        </FormAlert>
        <FormAlert
          status="warning"
          action={
            <Button size="sm" onClick={onAction}>
              Sign in again
            </Button>
          }
        >
          Your session has ended.
        </FormAlert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('You are offline.');
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual([expect.stringContaining('This course is disabled from Admin.'), expect.stringContaining('Your session has ended.')]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });
});
