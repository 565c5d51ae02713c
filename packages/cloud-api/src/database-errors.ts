/**
 * What a database error says about its cause: the sender's value or the service.
 * Read by the error handler (http-errors.ts), which answers a data exception with
 * 400 (issue 6, item 1; decision 071).
 */

/**
 * SQLSTATE of a database error, wherever drizzle put it (it wraps the
 * driver's error as `cause`).
 */
export function sqlState(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Errors caused by the value sent, not by the service: class 22 (data
 * exception: invalid byte sequence, unsupported Unicode escape, numeric out
 * of range, invalid text representation ...) and 54000 (a value too large to
 * index).
 */
export function isDataException(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && (state.startsWith('22') || state === '54000');
}
