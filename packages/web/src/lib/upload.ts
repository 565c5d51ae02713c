import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { checkUpload, UPLOAD_KIND_OF_API, uploadAccept, uploadContentType, type WizardVariant } from '@portal/domain';
import { graphql } from '../gql';
import type { UploadCreateInput, UploadKind } from '../gql/graphql';

/** Where a checked file goes: the presigned address and the Content-Type it was signed for. */
export type UploadTarget = { uploadUrl: string; contentType: string };

/** Said when the PUT never reached the file store (offline, DNS, CORS). */
export const UPLOAD_NETWORK_MESSAGE = 'The file could not be uploaded. Please check your connection and try again.';
const UPLOAD_ABORTED_MESSAGE = 'The upload was cancelled.';
/** Said when the gateway could not be asked for an upload address. */
const UPLOAD_UNREACHABLE_MESSAGE = 'The portal could not be reached to upload the file. Please check your connection and try again.';

/** A failed PUT, with a message fit to show. */
export class UploadError extends Error {
  override name = 'UploadError';
}

/**
 * PUTs a file to a presigned address (spec part 3, section 7.2: "PUT to the returned
 * URL with the file as body and Content-Type set to the file type"). XMLHttpRequest,
 * not fetch, because only it reports upload progress. `onProgress` receives 0..1.
 * Rejects with a plain-language Error on a non-2xx answer, a network failure or an
 * abort: the older client only logged these (spec part 3, section 8); we show them.
 */
export function uploadFile(file: File, target: UploadTarget, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadError(UPLOAD_ABORTED_MESSAGE));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = (error?: UploadError) => {
      signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve();
    };
    xhr.open('PUT', target.uploadUrl);
    xhr.setRequestHeader('Content-Type', target.contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        settle();
      } else {
        settle(new UploadError(storeRefusal(xhr.status, refusalCode(xhr.responseText), file.name)));
      }
    };
    xhr.onerror = () => settle(new UploadError(UPLOAD_NETWORK_MESSAGE));
    xhr.ontimeout = () => settle(new UploadError(UPLOAD_NETWORK_MESSAGE));
    xhr.onabort = () => settle(new UploadError(UPLOAD_ABORTED_MESSAGE));
    signal?.addEventListener('abort', onAbort, { once: true });
    onProgress(0);
    xhr.send(file);
  });
}

/** The `error.code` of the file store's JSON refusal, when it sent one. */
function refusalCode(body: string): string | undefined {
  try {
    const code = (JSON.parse(body) as { error?: { code?: unknown } } | null)?.error?.code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/** The file store's refusals (cloud-api README, "File store"), in a person's words. */
function storeRefusal(status: number, code: string | undefined, fileName: string): string {
  if (code === 'CONTENT_MISMATCH') {
    const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
    return `The content of this file is not a ${extension ? `.${extension} file` : 'file of its type'}: it may be damaged, or renamed from another type. Please choose another file.`;
  }
  if (code === 'URL_USED') return 'This upload address was already used. Please choose the file again.';
  switch (status) {
    case 403:
      return 'The upload address has expired. Please choose the file again.';
    case 413:
      return 'The file is larger than the size it was checked for. Please choose it again.';
    case 415:
      return 'The file store refused this type of file. Please choose a .jpg, .jpeg or .png file.';
    default:
      return `The file could not be uploaded (the file store answered ${status}). Please try again.`;
  }
}

const UploadCreateDocument = graphql(`
  mutation UploadCreate($input: UploadCreateInput!) {
    uploadCreate(input: $input) {
      upload {
        fileName
        uploadUrl
        expiresAt
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/** The file input's accept attribute for a kind, e.g. ".jpg,.jpeg,.png,.pdf". */
export function acceptFor(kind: UploadKind, options: UploadOptions = {}): string {
  return uploadAccept(UPLOAD_KIND_OF_API[kind], options);
}

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; chosenName: string; progress: number }
  | { status: 'done'; chosenName: string; storedName: string }
  | { status: 'failed'; chosenName: string; message: string; retryable: boolean };

export type UploadOptions = {
  /** The pre-registration wizard takes images only for the certificate and transcripts (spec part 3, 5.5). */
  variant?: WizardVariant;
  /** What the file belongs to, for kinds that name it (an assessment's question): sent with uploadCreate. */
  target?: Omit<Partial<UploadCreateInput>, 'kind' | 'fileName' | 'contentType' | 'size' | 'variant'>;
};

/**
 * One file field's upload: on choosing a file, the domain's check runs at once (size,
 * then type; spec part 3, sections 5.2, 5.5, 5.6), then uploadCreate asks the gateway
 * for a presigned address (it checks again and names the file with its random 4-digit
 * prefix, section 7.2), then the file is PUT with progress. `upload` resolves to the
 * stored file name, or null when the file was refused or the upload failed (the
 * reason is in `state`).
 */
export function useUpload(kind: UploadKind, options: UploadOptions = {}) {
  const [createUpload] = useMutation(UploadCreateDocument);
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const lastFile = useRef<File | null>(null);
  const variant = options.variant;
  // Compared by value: a caller's inline object must not make a new upload function each render.
  const targetJson = JSON.stringify(options.target ?? {});

  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (file: File): Promise<string | null> => {
      controller.current?.abort();
      lastFile.current = file;
      const chosenName = file.name;
      const domainKind = UPLOAD_KIND_OF_API[kind];
      const refused = checkUpload(domainKind, { name: file.name, size: file.size, type: file.type }, { variant });
      if (refused) {
        setState({ status: 'failed', chosenName, message: refused, retryable: false });
        return null;
      }
      // Browsers leave the type empty for some files; the extension decides then (domain checkUpload).
      const contentType = uploadContentType(domainKind, file.name, { variant }) ?? file.type;
      const abort = new AbortController();
      controller.current = abort;
      setState({ status: 'uploading', chosenName, progress: 0 });
      try {
        const target = JSON.parse(targetJson) as UploadOptions['target'];
        const { data } = await createUpload({ variables: { input: { ...target, kind, fileName: file.name, contentType, size: file.size } } });
        const payload = data?.uploadCreate;
        if (!payload) throw new Error('No answer to uploadCreate');
        if (!payload.upload) {
          const message = payload.userErrors[0]?.message ?? 'The file was refused.';
          setState({ status: 'failed', chosenName, message, retryable: false });
          return null;
        }
        const storedName = payload.upload.fileName;
        await uploadFile(
          file,
          { uploadUrl: payload.upload.uploadUrl, contentType },
          (fraction) => {
            if (!abort.signal.aborted) setState({ status: 'uploading', chosenName, progress: fraction });
          },
          abort.signal,
        );
        setState({ status: 'done', chosenName, storedName });
        return storedName;
      } catch (error) {
        if (abort.signal.aborted && controller.current !== abort) return null; // a newer choice replaced this one
        const message = error instanceof UploadError ? error.message : UPLOAD_UNREACHABLE_MESSAGE;
        setState({ status: 'failed', chosenName, message, retryable: true });
        return null;
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [createUpload, kind, variant, targetJson],
  );

  /** Uploads the last chosen file again (after a network failure). */
  const retry = useCallback(() => (lastFile.current ? upload(lastFile.current) : Promise.resolve(null)), [upload]);

  const cancel = useCallback(() => controller.current?.abort(), []);

  const reset = useCallback(() => {
    controller.current?.abort();
    lastFile.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, upload, retry, cancel, reset };
}
