import { FormAlert } from '../../components/form';

/** Said when a form starts from unsaved typing kept in this browser tab (docs/decisions/062). */
export function RestoredNote() {
  return <FormAlert status="info">We restored what you typed here before and had not saved yet. Save to keep it.</FormAlert>;
}
