import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp, type Responder } from '../../test/render';
import type { UploadKind } from '../../gql/graphql';
import { UPLOAD_NETWORK_MESSAGE } from '../../lib/upload';
import { FileUploadField } from './file-upload-field';

function Harness({ kind, variant }: { kind: UploadKind; variant?: 'wizard' | 'preregistration' }) {
  const [value, setValue] = useState('');
  return <FileUploadField label="Certificate" kind={kind} variant={variant} value={value} onChange={setValue} required />;
}

const fileOf = (name: string, bytes: number, type: string) => new File([new Uint8Array(bytes)], name, { type });

function choose(container: HTMLElement, file: File) {
  const input = container.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

const respond: Responder = (op) => (op.operationName === 'Session' ? { data: { viewer: null } } : { data: null });

describe('a file upload field', () => {
  it('refuses a file under 50 KB at once, without asking the gateway for an upload address', async () => {
    const { container, gateway } = renderWithApp(<Harness kind="CERTIFICATE" />, { respond });
    choose(container, fileOf('degree.pdf', 10 * 1024, 'application/pdf'));
    expect(await screen.findByText('file size is less than 50kb')).toBeInTheDocument();
    expect(gateway.operations.some((o) => o.operationName === 'UploadCreate')).toBe(false);
  });

  it('takes a pdf certificate in the signed-in wizard but not in the pre-registration one', async () => {
    const pdf = fileOf('degree.pdf', 60 * 1024, 'application/pdf');
    const signedIn = renderWithApp(<Harness kind="CERTIFICATE" />, {
      respond: (op) =>
        op.operationName === 'UploadCreate'
          ? {
              data: {
                uploadCreate: {
                  __typename: 'UploadCreatePayload',
                  upload: null,
                  userErrors: [{ __typename: 'UserError', field: 'size', code: 'INVALID', message: 'file size is greater than 250kb' }],
                },
              },
            }
          : respond(op),
    });
    choose(signedIn.container, pdf);
    // The domain's check passed, so the gateway was asked; its refusal is shown as it says it.
    expect(await screen.findByText('file size is greater than 250kb')).toBeInTheDocument();
    expect(signedIn.gateway.operations.find((o) => o.operationName === 'UploadCreate')?.variables).toEqual({
      input: { kind: 'CERTIFICATE', fileName: 'degree.pdf', contentType: 'application/pdf', size: 60 * 1024 },
    });
    signedIn.unmount();

    const pre = renderWithApp(<Harness kind="CERTIFICATE" variant="preregistration" />, { respond });
    choose(pre.container, pdf);
    expect(await screen.findByText('Certificate Only images with .jpg, .jpeg, .png extension are allowed.')).toBeInTheDocument();
    expect(pre.gateway.operations.some((o) => o.operationName === 'UploadCreate')).toBe(false);
  });

  it('shows a progress bar while the file is PUT, then the chosen name as uploaded', async () => {
    const put = stubUploads();
    const { gateway } = renderWithApp(<Harness kind="CERTIFICATE" />, { respond: withUploadAddress });
    choose(document.body, fileOf('degree.png', 60 * 1024, 'image/png'));

    const bar = await screen.findByRole('progressbar', { name: /Uploading degree\.png/ });
    expect(bar).toBeInTheDocument();
    put.progress(0.5);
    expect(await screen.findByRole('progressbar', { name: 'Uploading degree.png: 50%' })).toBeInTheDocument();
    put.finish(200);
    expect(await screen.findByText('degree.png uploaded')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Replace file\s*for Certificate$/ })).toBeEnabled();
    expect(gateway.operations.filter((o) => o.operationName === 'UploadCreate')).toHaveLength(1);
  });

  it('says when the PUT did not reach the file store and uploads the same file again on Retry upload', async () => {
    const put = stubUploads();
    renderWithApp(<Harness kind="CERTIFICATE" />, { respond: withUploadAddress });
    choose(document.body, fileOf('degree.png', 60 * 1024, 'image/png'));
    await screen.findByRole('progressbar');
    put.fail();

    expect(await screen.findByText(UPLOAD_NETWORK_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('degree.png: not uploaded')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry upload' }));
    await screen.findByRole('progressbar');
    put.finish(200);

    expect(await screen.findByText('degree.png uploaded')).toBeInTheDocument();
    expect(screen.queryByText(UPLOAD_NETWORK_MESSAGE)).not.toBeInTheDocument();
    expect(FakeUpload.sent.map((r) => r.name)).toEqual(['degree.png', 'degree.png']);
  });

  it("shows the file store's refusal in a person's words and marks the button invalid", async () => {
    const put = stubUploads();
    renderWithApp(<Harness kind="CERTIFICATE" />, { respond: withUploadAddress });
    choose(document.body, fileOf('degree.png', 60 * 1024, 'image/png'));
    await screen.findByRole('progressbar');
    put.finish(415);

    expect(await screen.findByText('The file store refused this type of file. Please choose a .jpg, .jpeg or .png file.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Choose file\s*for Certificate$/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers Remove file when removable, and then shows no file again', async () => {
    const put = stubUploads();
    function Removable() {
      const [value, setValue] = useState('');
      return <FileUploadField label="Attachment" optional kind="QUERY" value={value} onChange={setValue} removable />;
    }
    renderWithApp(<Removable />, { respond: withUploadAddress });
    expect(screen.getByText('(optional)')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('query-file-input'), { target: { files: [fileOf('notes.pdf', 2048, 'application/pdf')] } });
    await screen.findByRole('progressbar');
    put.finish(200);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove file' }));

    expect(await screen.findByText('No file chosen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Choose file\s*for Attachment$/ })).toBeInTheDocument();
  });
});

const withUploadAddress: Responder = (op) =>
  op.operationName === 'UploadCreate'
    ? {
        data: {
          uploadCreate: {
            __typename: 'UploadCreatePayload',
            upload: { __typename: 'Upload', fileName: '4821-file', uploadUrl: 'http://files.test/put', expiresAt: '2026-01-01T00:00:00.000Z' },
            userErrors: [],
          },
        },
      }
    : respond(op);

/** A stand-in for the presigned PUT that the test drives: progress, then an answer or a network failure. */
class FakeUpload {
  static sent: { name: string }[] = [];
  static current: FakeUpload | null = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  open() {}
  setRequestHeader() {}
  send(body: File) {
    FakeUpload.sent.push({ name: body.name });
    FakeUpload.current = this;
  }
  abort() {
    this.onabort?.();
  }
}

function stubUploads() {
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  const current = () => {
    if (!FakeUpload.current) throw new Error('no upload sent yet');
    return FakeUpload.current;
  };
  return {
    progress: (fraction: number) => act(() => current().upload.onprogress?.({ lengthComputable: true, loaded: fraction * 100, total: 100 })),
    finish: (status: number) =>
      act(() => {
        const xhr = current();
        xhr.status = status;
        xhr.onload?.();
      }),
    fail: () => act(() => current().onerror?.()),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeUpload.sent = [];
  FakeUpload.current = null;
});
