/** The cloud API contract of files: what its paths take and answer (docs/decisions/350; `npm run codegen` gathers every area's, decision 397). */
import { z } from 'zod';
import { oid, text, read } from '../wire.js';

export const filesPaths = {
  /**
   * → { url, key, expiresAt } a PUT URL signed with HMAC that expires; the
   * store refuses a file whose size or content type differ from what was asked.
   */
  '/getPreSignedURL': z
    .object({
      oid,
      /** owner: the learner's eid, or the e-mail for uploads before sign-in */
      eid: z.string().optional(),
      email: z.string().optional(),
      /** the upload kind (files/upload-kinds.ts): application, profiledetails, complentsPreLogin ... */
      type: z.string().min(1),
      /** the MIME type the file will be PUT with */
      filetype: z.string().min(1),
      filename: z.string().min(1).max(200),
      /** declared size in bytes; the PUT must carry exactly this many */
      filesize: z.number().int().positive(),
      /** the quiz object a unit assignment's file answers (type 'minassign', spec part 2, section 7) */
      quizid: z.string().min(1).max(100).optional(),
      /** the project course and objective a project message's file is for (type 'project', spec part 2, section 7) */
      bcid: z.number().int().optional(),
      objid: z.string().min(1).max(100).optional(),
    })
    .refine((b) => Boolean(b.eid || b.email), { message: 'eid or email is required', path: ['eid'] }),
  /**
   * → { url, expiresAt } a signed GET URL valid for one hour. When eid or
   * email is given, the file must belong to that owner (else NOT_FOUND).
   * The file is named either by its key, or by its upload type, owner and the
   * file name it was presigned with (the stored name a form saves); NOT_FOUND
   * unless that owner finished uploading such a file. This is how a saved
   * form's file names are checked and shown.
   */
  '/getFileURL': read(
    z
      .object({
        oid,
        key: z.string().min(1).optional(),
        filename: z.string().min(1).max(200).optional(),
        type: z.string().min(1).optional(),
        eid: z.string().optional(),
        email: z.string().optional(),
      })
      .refine((b) => Boolean(b.key) || Boolean(b.filename && b.type && (b.eid || b.email)), {
        message: 'key, or filename with type and eid or email, is required',
        path: ['key'],
      }),
  ),
} as const;

export const presignedUpload = z.looseObject({ url: text, key: text, expiresAt: text });
export type PresignedUpload = z.infer<typeof presignedUpload>;
/**
 * A signed download: the file store's address, and the file's storage key, which the gateway
 * signs on the portal's own origin (/media/) so that a Download saves the file there
 * (issue 31; docs/decisions/267).
 */
export const signedFileUrl = z.looseObject({ url: text, expiresAt: text, key: text });
export type SignedFileUrl = z.infer<typeof signedFileUrl>;
