import { describe, expect, it, vi } from 'vitest';
import { Button, ChakraProvider } from '@chakra-ui/react';
import { Dialog } from './later-components';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalSystem } from '../app/theme';
import { DialogFrame } from './dialog-frame';

const show = (ui: React.ReactElement) => render(<ChakraProvider value={portalSystem()}>{ui}</ChakraProvider>);

describe('the dialog frame', () => {
  it('is named by its title, shows its body and footer, and closes from its close button', async () => {
    const onClose = vi.fn();
    show(
      <DialogFrame title="Answers: SQL basics" subtitle={<p>Score: 3 / 4</p>} onClose={onClose} footer={<Button>Done</Button>}>
        <p>The first question</p>
      </DialogFrame>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Answers: SQL basics' });
    expect(dialog).toHaveTextContent('Score: 3 / 4');
    expect(dialog).toHaveTextContent('The first question');
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a notice is an alert dialog answered by its own button, with no close button', async () => {
    const onOk = vi.fn();
    show(<DialogFrame role="alertdialog" size="sm" title="Application Submitted!" closeLabel={null} onClose={onOk} footer={<Button onClick={onOk}>OK</Button>} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Application Submitted!' });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(dialog).toBeInTheDocument();
  });

  it('names its close button as asked, and Escape closes it too', async () => {
    const onClose = vi.fn();
    show(
      <DialogFrame title="Week 1 slides" closeLabel="Close preview" size="wide" scrollInside onClose={onClose}>
        <p>slides</p>
      </DialogFrame>,
    );
    await screen.findByRole('dialog', { name: 'Week 1 slides' });
    expect(screen.getByRole('button', { name: 'Close preview' })).toBeInTheDocument();
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('without a title, its children draw the whole content (a step with its own header)', async () => {
    show(
      <DialogFrame onClose={() => undefined} size="wide">
        <Dialog.Header>
          <Dialog.Title>The attempt</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>Question 1 of 8</Dialog.Body>
      </DialogFrame>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'The attempt' });
    expect(dialog).toHaveTextContent('Question 1 of 8');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('shows nothing while closed', () => {
    show(
      <DialogFrame open={false} title="Hidden" onClose={() => undefined}>
        <p>nothing</p>
      </DialogFrame>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
