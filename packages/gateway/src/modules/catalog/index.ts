// What other gateway modules may use of the catalog module.
export { catalogueProgramIds, programPreview, type ProgramPreview } from './program-preview.js';
