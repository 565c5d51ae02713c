/**
 * E-mail addresses as the portal compares them: the identity pool treats an address
 * (and so an eid, which is one) without regard to case, and a learner types spaces
 * around it. Every place that stores, looks up or compares an address goes through
 * these, in the web, the gateway and the cloud API alike.
 */

/** The address as stored and looked up: trimmed, lower-cased. */
export const normaliseEmail = (value: string): string => value.trim().toLowerCase();

/** Whether two addresses name the same mailbox. */
export const sameEmail = (a: string, b: string): boolean => normaliseEmail(a) === normaliseEmail(b);
