/**
 * Uploads and downloads (spec part 3, 7.2 and 7.3; part 2, 7): presigned PUT
 * URLs after the limits of ../files/upload-kinds.ts are checked, and signed
 * GET URLs valid for one hour.
 */
import type { ContractRoutes } from './contract-route.js';
import type { RouteContext } from './context.js';
import type { CloudArea } from '../area.js';

function filesRoutes({ files }: RouteContext): ContractRoutes {
  return {
    '/getPreSignedURL': async ({ eid, email, type, filetype, filename, filesize }) =>
      files.presignUpload({ owner: (eid || email) as string, kind: type, fileName: filename, contentType: filetype, size: filesize }),

    // By key, or by what a form keeps: the upload type, the owner and the
    // stored name it was presigned with (spec part 3, 7.2).
    '/getFileURL': async ({ key, type, filename, eid, email }) => {
      const owner = eid || email || undefined;
      if (key) return files.signedDownloadUrl(key, owner);
      // The contract's refinement guarantees type, filename and an owner here.
      return files.signedDownloadUrl(files.keyFor({ kind: type as string, owner: owner as string, fileName: filename as string }), owner);
    },
  };
}

/** The area's piece (areas.ts). */
export const filesArea: CloudArea = { routes: filesRoutes };
