/**
 * The live topics (docs/decisions/300) and how each is read upstream. A topic's key holds
 * whose it is: a learner's own topics are named by the verified eid (invariant 1), so one
 * learner's subscription can never be handed another's; a discussion is a course's, and
 * only a learner who may open the course subscribes to it (modules/live/resolvers.ts).
 */
import { normaliseEmail } from '@portal/domain';
import type { DiscussionQuestion, NotificationList, ProgressProgram, ProjectMessage } from '@portal/contract';
import { getUserTotalProgress } from '../cloud/dashboard.js';
import { getDiscussion, type DiscussionCourse } from '../cloud/discussion.js';
import type { CloudClient } from '../cloud/client.js';
import { getNotifications } from '../cloud/notifications.js';
import { getProjectMessages, type ProjectCourse } from '../cloud/projects.js';
import { CloudSession } from '../cloud/session.js';
import type { TopicSource } from './hub.js';

/** What a topic read needs: its own session (a fresh deadline and loader for each read). */
export type TopicDeps = { cloudClient: CloudClient };

const session = (deps: TopicDeps, topic: string) => new CloudSession(deps.cloudClient, { requestId: `live-${topic}` });

export const notificationsTopic = (eid: string) => `notifications:${eid}`;
/** The bell by its learner's e-mail: what an answer's author knows of the asker (a name to touch, never a state). */
export const notificationsOfEmail = (email: string) => `notifications-of:${normaliseEmail(email)}`;
export const discussionTopic = (courseId: string) => `discussion:${courseId}`;
export const projectTopic = (course: ProjectCourse, objectiveId: string) => `project:${course.courseId}:${objectiveId}:${course.eid}`;
export const progressTopic = (eid: string) => `progress:${eid}`;

/**
 * The bell: instructors' replies, announcements and decisions are written outside the gateway, so
 * it is polled; an answer posted through the gateway touches the asker's by their e-mail.
 */
export function notificationsSource(deps: TopicDeps, viewer: { eid: string; email: string }): TopicSource<NotificationList> {
  const { eid } = viewer;
  return { key: notificationsTopic(eid), read: () => getNotifications(session(deps, 'notifications'), eid), poll: true, aliases: [notificationsOfEmail(viewer.email)] };
}

/** A course's discussion: other learners' posts come through the gateway at once, instructors' and deletes by the cloud API by polling. */
export function discussionSource(deps: TopicDeps, courseId: string, course: DiscussionCourse): TopicSource<DiscussionQuestion[]> {
  return { key: discussionTopic(courseId), read: () => getDiscussion(session(deps, 'discussion'), course), poll: true };
}

/** A learner's thread on one project objective: instructors reply and decide outside the gateway. */
export function projectSource(deps: TopicDeps, course: ProjectCourse, objectiveId: string): TopicSource<ProjectMessage[]> {
  return { key: projectTopic(course, objectiveId), read: () => getProjectMessages(session(deps, 'project'), course, objectiveId), poll: true };
}

/** A learner's progress changes only by their own steps, all through the gateway: published, never polled. */
export function progressSource(deps: TopicDeps, eid: string): TopicSource<ProgressProgram[]> {
  return { key: progressTopic(eid), read: () => getUserTotalProgress(session(deps, 'progress'), eid), poll: false };
}
