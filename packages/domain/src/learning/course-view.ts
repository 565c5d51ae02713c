/**
 * The learner's progress in one course as the rules read it (spec part 2,
 * section 3): the course's admin flags, its units in order with their
 * objects, and each object's op. Built once from the cloud API's course
 * answer (by the gateway) and read by the access rule (access.ts) and the
 * progress steps (progress.ts).
 *
 * Words: the spec's "unit" in section 4 is one learning object (op); its
 * "nugget" is a unit of the course holding several objects. Here an object
 * is an `ObjectProgressView` and a nugget a `UnitView`.
 */

/** op on the wire (spec part 2, section 3): 0 not started (or locked), 1 in progress, 2 complete. */
export type ObjectStatus = 0 | 1 | 2;

/** tp on the wire: 0 not started, 1 started, 2 complete (spec part 2, section 3). */
export type TopicStatus = 0 | 1 | 2;

/**
 * One object: its op, and (spec part 2, section 6: "An admin can disable ... a
 * unit, a podcast") whether an admin disabled the object on its own (absent:
 * enabled) and whether it is a podcast, whose refusal has words of its own.
 */
export type ObjectProgressView = { id: string; status: ObjectStatus; enabled?: boolean; podcast?: boolean };
export type UnitView = { id: string; enabled: boolean; objects: readonly ObjectProgressView[] };
export type CourseView = { enabled: boolean; freeNavigation: boolean; topicStatus: TopicStatus; units: readonly UnitView[] };

/**
 * The same states in the schema's words (LearningObjectState, CourseStatus): what the
 * browser has. The rules below take either, so the web never turns a word back into a
 * wire number to ask them (issue 18, section 1).
 */
export type ObjectState = 'NOT_STARTED' | 'LOCKED' | 'IN_PROGRESS' | 'COMPLETED';
export type CourseState = 'NOT_STARTED' | 'IN_PROGRESS' | 'COMPLETED';

/** Whether an object is complete (op 2, or COMPLETED in the schema's words). */
export function objectComplete(status: ObjectStatus | ObjectState): boolean {
  return status === 2 || status === 'COMPLETED';
}

/** A wire op read safely: anything but 1 or 2 is 0. */
export function objectStatus(op: unknown): ObjectStatus {
  return op === 1 || op === 2 ? op : 0;
}

/** A wire tp read safely: anything but 1 or 2 is 0. */
export function topicStatus(tp: unknown): TopicStatus {
  return tp === 1 || tp === 2 ? tp : 0;
}

export type Placed = ObjectProgressView & { unit: UnitView; index: number };

/** Every object of the course in order (units in order, objects in order), with its place. */
export function courseObjects(course: CourseView): Placed[] {
  const out: Placed[] = [];
  for (const unit of course.units) for (const object of unit.objects) out.push({ ...object, unit, index: out.length });
  return out;
}

/** Whether an admin left the object on: its unit enabled, and the object itself not disabled. */
export function objectEnabled(object: Pick<Placed, 'enabled' | 'unit'>): boolean {
  return object.unit.enabled && object.enabled !== false;
}
