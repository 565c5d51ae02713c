import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp, type Responder } from '../../test/render';
import type { UploadKind } from '../../gql/graphql';
import { DocumentField } from './document-field';

function Harness({ kind, variant }: { kind: UploadKind; variant?: 'wizard' | 'preregistration' }) {
  const [value, setValue] = useState('');
  return <DocumentField label="Certificate" kind={kind} variant={variant} value={value} onChange={setValue} required />;
}

const fileOf = (name: string, bytes: number, type: string) => new File([new Uint8Array(bytes)], name, { type });

function choose(container: HTMLElement, file: File) {
  const input = container.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

const respond: Responder = (op) => (op.operationName === 'Session' ? { data: { viewer: null } } : { data: null });

describe('a document upload field', () => {
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
});
