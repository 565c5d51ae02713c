/**
 * Uploads and downloads (spec part 3, 7.2 and 7.3; part 2, 7): presigned PUT
 * URLs after the limits of ../files/upload-kinds.ts are checked, and signed
 * GET URLs valid for one hour.
 */
import type { ContractRoutes } from './contract-route.js';
import type { RouteContext } from './context.js';

export function filesRoutes({ files }: RouteContext): ContractRoutes {
  return {
    '/getPreSignedURL': async ({ eid, email, type, filetype, filename, filesize }) =>
      files.presignUpload({ owner: (eid || email) as string, kind: type, fileName: filename, contentType: filetype, size: filesize }),

    '/getFileURL': async ({ key, eid, email }) => files.signedDownloadUrl(key, eid || email || undefined),
  };
}
