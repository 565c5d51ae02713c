import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { getComplaints } from '../../cloud/complaints.js';
import { getUserTotalProgress } from '../../cloud/dashboard.js';
import { enrolmentBatchId } from '../dashboard/index.js';
import { uploadType } from '../../cloud/files.js';
import { ownStoredFileUrl } from '../../media/stored-file-url.js';
import { addComplaint } from './complaint-add.js';
import { checkPageArgs, connectionOf } from '../connection.js';
import { COMPLAINTS_ORDER, complaintFile, complaintModel, newestFirst } from './mappers.js';
import { postQuery } from './service.js';

export const complaintsResolvers: Resolvers = {
  Viewer: {
    // The viewer comes from the verified token and the field takes no argument (invariant 1).
    complaints: async (viewer, _args, ctx) => newestFirst((await getComplaints(ctx.cloud, viewer.eid)).map((item) => complaintModel(item, viewer.eid))),
    // A page cut from the one whole list the cloud API answers (/getcomplents); bad arguments cost no call.
    complaintsConnection: async (viewer, args, ctx) => {
      checkPageArgs(COMPLAINTS_ORDER, args);
      return connectionOf(
        COMPLAINTS_ORDER,
        (await getComplaints(ctx.cloud, viewer.eid)).map((item) => complaintModel(item, viewer.eid)),
        args,
      );
    },
  },
  Complaint: {
    // From the same per-request read of the learner's enrolments as My Programs: one call for the whole list.
    program: async ({ programId, eid }, _args, ctx) => {
      if (!programId) return null;
      const program = (await getUserTotalProgress(ctx.cloud, eid)).find((p) => String(enrolmentBatchId(p)) === programId);
      return program ? { program, eid } : null;
    },
    file: async ({ storedFileName, eid }, _args, ctx) => {
      if (!storedFileName) return null;
      // Asked with the key of the learner who filed it, so no one else's file can be named; served on our origin.
      return { ...complaintFile(storedFileName), url: await ownStoredFileUrl(ctx, { eid }, uploadType('complaint'), storedFileName) };
    },
  },
  Mutation: {
    queryPost: (_parent, { input }, ctx) => postQuery(ctx, input),
    complaintAdd: (_parent, { input }, ctx) => addComplaint(ctx, input),
  },
};
