// What other gateway modules may use of the dashboard module.
export { eventDay, eventId } from './dates.js';
