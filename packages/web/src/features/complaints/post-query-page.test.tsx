import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NON_SPEC_MESSAGES, QUERY_FORM_MESSAGES } from '@portal/domain';
import { renderWithApp, type Responder } from '../../test/render';
import PostQueryPage from './post-query-page';

const posted = { data: { queryPost: { __typename: 'QueryPostPayload', posted: true, userErrors: [] } } };
const uploadCreated = {
  data: {
    uploadCreate: {
      __typename: 'UploadCreatePayload',
      upload: { __typename: 'Upload', fileName: '4821-screenshot.png', uploadUrl: 'http://files.test/put/4821-screenshot.png', expiresAt: '2026-01-01T00:00:00.000Z' },
      userErrors: [],
    },
  },
};

const respondWith =
  (answers: Record<string, () => object>): Responder =>
  (op) => {
    if (op.operationName === 'Session') return { data: { viewer: null } };
    const answer = answers[op.operationName ?? ''];
    if (!answer) throw new Error(`unexpected ${op.operationName}`);
    return answer();
  };

/** A stand-in for the file store's presigned PUT: reports half, then all, then 200. */
class FakeUploadRequest {
  static sent: { url: string; contentType: string | null; body: unknown }[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
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
  send(body: unknown) {
    FakeUploadRequest.sent.push({ url: this.url, contentType: this.contentType, body });
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
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

function renderPage(respond: Responder) {
  return renderWithApp(<PostQueryPage />, { respond, route: '/postquires' });
}

describe('Report A Query before login', () => {
  it("shows every field's message of section 5.8 at once and sends nothing", async () => {
    const user = userEvent.setup();
    const { gateway } = renderPage(respondWith({}));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(QUERY_FORM_MESSAGES.nameRequired)).toBeVisible();
    expect(screen.getByText(QUERY_FORM_MESSAGES.emailRequired)).toBeVisible();
    expect(screen.getByText(QUERY_FORM_MESSAGES.descriptionRequired)).toBeVisible();
    expect(gateway.operations.map((o) => o.operationName)).not.toContain('QueryPost');
  });

  it('refuses a name with digits and an e-mail without a domain, in the spec’s words', async () => {
    const user = userEvent.setup();
    renderPage(respondWith({}));
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Asha 2');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'asha@');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'When does the next batch start?');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(QUERY_FORM_MESSAGES.nameLettersOnly)).toBeVisible();
    expect(screen.getByText(QUERY_FORM_MESSAGES.emailInvalid)).toBeVisible();
    expect(screen.queryByText(QUERY_FORM_MESSAGES.descriptionRequired)).not.toBeInTheDocument();
  });

  it('says at once when a chosen file is not an image, pdf or docx, and does not ask for an upload', async () => {
    const { gateway } = renderPage(respondWith({}));
    const input = await screen.findByTestId('query-file-input');
    fireEvent.change(input, { target: { files: [new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })] } });

    expect(await screen.findByText(NON_SPEC_MESSAGES.queryFileWrongType)).toBeVisible();
    expect(gateway.operations.map((o) => o.operationName)).not.toContain('UploadCreate');
  });

  it('uploads the file, posts the query with its stored name, then says Success / Submitted successfully and empties the form', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
    const user = userEvent.setup();
    const { gateway } = renderPage(respondWith({ UploadCreate: () => uploadCreated, QueryPost: () => posted }));

    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Amélie Zoë');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), ' amelie@example.org ');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'My certificate shows the wrong name.');
    fireEvent.change(screen.getByTestId('query-file-input'), {
      target: { files: [new File(['png'], 'screenshot.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText('screenshot.png uploaded')).toBeVisible();
    expect(FakeUploadRequest.sent).toEqual([{ url: 'http://files.test/put/4821-screenshot.png', contentType: 'image/png', body: expect.any(File) }]);
    const create = gateway.operations.find((o) => o.operationName === 'UploadCreate');
    expect(create?.variables).toEqual({ input: { kind: 'QUERY', fileName: 'screenshot.png', contentType: 'image/png', size: 3 } });

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Submitted successfully')).toBeVisible();
    expect(screen.getByText('Success')).toBeVisible();
    const post = gateway.operations.find((o) => o.operationName === 'QueryPost');
    expect(post?.variables).toEqual({
      input: { name: 'Amélie Zoë', email: 'amelie@example.org', description: 'My certificate shows the wrong name.', fileName: '4821-screenshot.png' },
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: /Description/ })).toHaveValue('');
    expect(screen.queryByText('screenshot.png uploaded')).not.toBeInTheDocument();
  });

  it("puts the gateway's refusal of the file under the Attachment field, and its other refusals above Submit", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
    const user = userEvent.setup();
    renderPage(
      respondWith({
        UploadCreate: () => uploadCreated,
        QueryPost: () => ({
          data: {
            queryPost: {
              __typename: 'QueryPostPayload',
              posted: false,
              userErrors: [
                { __typename: 'UserError', field: 'fileName', code: 'INVALID', message: 'The file is no longer stored. Please choose it again.' },
                { __typename: 'UserError', field: null, code: 'UNAVAILABLE', message: 'The query could not be posted now.' },
              ],
            },
          },
        }),
      }),
    );
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Kofi Mensah');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'kofi@example.org');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Question about fees');
    fireEvent.change(screen.getByTestId('query-file-input'), { target: { files: [new File(['png'], 'screenshot.png', { type: 'image/png' })] } });
    expect(await screen.findByText('screenshot.png uploaded')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('The file is no longer stored. Please choose it again.')).toBeVisible();
    expect(screen.getByRole('button', { name: /Replace file/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The query could not be posted now.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Kofi Mensah');
  });

  it("shows the gateway's message under its field and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderPage(
      respondWith({
        QueryPost: () => ({
          data: {
            queryPost: {
              __typename: 'QueryPostPayload',
              posted: false,
              userErrors: [{ __typename: 'UserError', field: 'email', code: 'INVALID', message: QUERY_FORM_MESSAGES.emailInvalid }],
            },
          },
        }),
      }),
    );
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Kofi Mensah');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'kofi@example.org');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Question about fees');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(QUERY_FORM_MESSAGES.emailInvalid)).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Kofi Mensah');
    expect(screen.queryByText('Submitted successfully')).not.toBeInTheDocument();
  });
});
