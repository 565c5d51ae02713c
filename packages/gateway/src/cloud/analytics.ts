import type { CloudSession } from './session.js';

export type AuthenticatedEvent = { sub: string; email: string; name: string };

/**
 * Posts 'AuthenticatedViaCognito' after a sign-in (spec part 1, section 4).
 * Its failure is ignored there: here it is logged and never delays or fails
 * the sign-in, and it is never retried.
 */
export function postAuthenticatedEvent(cloud: CloudSession, event: AuthenticatedEvent, log: { warn: (obj: object, msg: string) => void }): void {
  cloud
    .write('/analyticsWebApp', { id: event.sub, eventtype: 'AuthenticatedViaCognito', email: event.email, emailid: event.email, name: event.name })
    .catch((error: unknown) => log.warn({ operation: '/analyticsWebApp', code: (error as { code?: string }).code }, 'analytics event not recorded'));
}

export type ProgramSubscribedEvent = { sub: string; email: string; name: string; batchId: number; programName: string };

/**
 * Posts 'Program Subscribed' after Start enrols the learner (spec part 3,
 * 7.1 item 6). Awaited so it comes before the refresh of progress, as the
 * spec orders them; a failure is logged and never fails the enrolment.
 */
export async function postProgramSubscribedEvent(cloud: CloudSession, event: ProgramSubscribedEvent, log: { warn: (obj: object, msg: string) => void }): Promise<void> {
  try {
    await cloud.write('/analyticsWebApp', {
      id: event.sub,
      eventtype: 'Program Subscribed',
      bpid: event.batchId,
      pname: event.programName,
      email: event.email,
      emailid: event.email,
      name: event.name,
      logintype: 'Cognito',
    });
  } catch (error) {
    log.warn({ operation: '/analyticsWebApp', code: (error as { code?: string }).code }, 'analytics event not recorded');
  }
}
