import type { SharedObject } from '@portal/contract';

/** What the cloud API says a shared object is, in the schema's words; the address is still to be judged (service.ts). */
export function sharedObjectFacts(answer: SharedObject): { title: string; address: string } {
  return { title: answer.otitle.trim() || SHARED_CONTENT, address: answer.ourl.trim() };
}

/** The title of a shared object the university gave none. */
const SHARED_CONTENT = 'Shared content';
