/**
 * A record id sent by a client (a GraphQL ID, a route's segment) as the
 * cloud API's integer id, or null when it cannot name one: ids are positive
 * integers, and nine digits keep them inside the cloud API's integer column.
 * Digits only: no spaces, signs, leading zeros or exponents. The one id check
 * of the portal (issue 18: it was written in four places).
 */
export function parseRecordId(id: string): number | null {
  return /^[1-9]\d{0,8}$/.test(id) ? Number(id) : null;
}
