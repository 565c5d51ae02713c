// What other gateway modules may use of the catalog module.
export { sanitizeProgramHtml } from './program-html.js';
export { catalogueProgramIds, programPreview, type ProgramPreview } from './program-preview.js';
