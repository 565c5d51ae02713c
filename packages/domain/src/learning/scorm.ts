/**
 * SCORM runtime data read by the rules of issue 8: a 1.2 lesson_status
 * passed or completed, a 2004 completion_status completed, marks the unit
 * done (SCORM 1.2 RTE 3.4.2, SCORM 2004 RTE 4.2.4). The gateway decides with
 * these; the player uses the same to refresh the screen sooner.
 */
export type ScormWireVersion = '1.2' | '2004';

type Cmi = Record<string, unknown>;

export function scormSaysDone(version: ScormWireVersion, cmi: Cmi): boolean {
  if (version === '1.2') {
    const status = (cmi.core as Cmi | undefined)?.lesson_status;
    return status === 'passed' || status === 'completed';
  }
  return cmi.completion_status === 'completed';
}

/** Longest time one commit may report, in seconds (a day, as Mark Complete's time spent). */
const MAX_SECONDS = 86_400;

/**
 * The time the learner spent in the package, in whole seconds, from its
 * runtime data (1.2 core.session_time or core.total_time as HHHH:MM:SS.SS;
 * 2004 session_time or total_time as an ISO 8601 duration), or 0 when it
 * says nothing readable.
 */
export function scormSeconds(version: ScormWireVersion, cmi: Cmi): number {
  const read = (value: unknown): number | null => {
    if (typeof value !== 'string') return null;
    if (version === '1.2') {
      const m = /^(\d{2,4}):([0-5]\d):([0-5]\d)(\.\d{1,2})?$/.exec(value);
      return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) : null;
    }
    const m = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(value);
    return m && value !== 'P' && value !== 'PT' ? Number(m[1] ?? 0) * 86_400 + Number(m[2] ?? 0) * 3600 + Number(m[3] ?? 0) * 60 + Math.floor(Number(m[4] ?? 0)) : null;
  };
  const core = (version === '1.2' ? (cmi.core as Cmi | undefined) : cmi) ?? {};
  const seconds = [read(core.session_time), read(core.total_time)].filter((s): s is number => s !== null && s > 0);
  return seconds.length ? Math.min(MAX_SECONDS, Math.max(...seconds)) : 0;
}
