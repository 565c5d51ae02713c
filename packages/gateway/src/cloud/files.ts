import { presignedUpload, signedFileUrl, type PresignedUpload, type SignedFileUrl } from '@portal/contract';
import type { UploadKind as DomainUploadKind, WizardVariant } from '@portal/domain';
import { checkAnswer } from './answer.js';
import { nullWhenRefused } from './client.js';
import type { CloudSession } from './session.js';

/**
 * Who a file belongs to in the file store: the learner's eid, the partner
 * e-mail of a pre-registration applicant (spec part 3, 7.2: "eid (or the
 * partner e-mail)"), or the anonymous id of a visitor posting a query.
 */
export type FileOwner = { eid: string } | { email: string };

/**
 * The file store's upload type (spec part 3, 7.2 and 7.3: application,
 * complentsPreLogin ...) for each of the portal's kinds. The store checks
 * the same limits again when the file arrives, so each kind must go to the
 * type whose limits are the domain rule's (cloud-api files/upload-kinds.ts
 * builds them from it): the signed-in wizard's certificate and transcripts
 * may be PDFs, so they go to 'application-document'; in the
 * pre-registration wizard they are images only, like every other
 * application file.
 */
export function uploadType(kind: DomainUploadKind, variant: WizardVariant = 'wizard'): string {
  switch (kind) {
    case 'certificate':
    case 'transcripts':
      return variant === 'wizard' ? 'application-document' : 'application';
    case 'query':
      return 'complentsPreLogin';
    case 'complaint':
      return 'complents';
    // spec part 2, section 7: the unit assignment's presigned type.
    case 'unitAssignment':
      return 'minassign';
    // spec part 2, section 7: a timed attempt's file answer.
    case 'assessmentAnswer':
      return 'workbook';
    // spec part 2, section 7: a project message's file.
    case 'projectFile':
      return 'project';
    // ---- profile (issue 20): spec part 3, 7.3 ----
    case 'profilePicture':
      return 'profiledetails';
    case 'profileDocument':
      return 'profiledocs';
    default:
      return 'application';
  }
}

export type PresignRequest = {
  owner: FileOwner;
  type: string;
  fileName: string;
  contentType: string;
  size: number;
  /** the quiz object a unit assignment's file answers */ quizObjectId?: string;
  /** the project course and objective a project file is sent on */ project?: { courseId: number; objectiveId: string };
};

/** A presigned PUT address for a file already checked (spec part 3, 7.2: the presigned URL). Never retried. */
export async function presignUpload(cloud: CloudSession, request: PresignRequest): Promise<PresignedUpload> {
  const answer = await cloud.write<unknown>('/getPreSignedURL', {
    ...request.owner,
    type: request.type,
    filetype: request.contentType,
    filename: request.fileName,
    filesize: request.size,
    ...(request.quizObjectId ? { quizid: request.quizObjectId } : {}),
    ...(request.project ? { bcid: request.project.courseId, objid: request.project.objectiveId } : {}),
  });
  return checkAnswer(cloud, '/getPreSignedURL', presignedUpload, answer);
}

/**
 * A signed download address for a file the owner finished uploading under
 * this stored name and type, or null when there is no such file. A read:
 * retried, and asked once per request.
 */
export async function storedFile(cloud: CloudSession, owner: FileOwner, type: string, fileName: string): Promise<SignedFileUrl | null> {
  const answer = await nullWhenRefused(cloud.read<unknown>('/getFileURL', { ...owner, type, filename: fileName }), [404, 400]);
  return answer === null ? null : checkAnswer(cloud, '/getFileURL', signedFileUrl, answer);
}
