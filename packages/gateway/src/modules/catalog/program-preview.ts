import { parseProgramId } from '@portal/domain';
import { getAllProgramList, getProgramOnOffer } from '../../cloud/catalog.js';
import type { CloudSession } from '../../cloud/session.js';
import { previewWords, programIdsOf } from './mappers.js';

/** What a shared program link previews (docs/decisions/176): the catalogue's words, as plain text. */
export type ProgramPreview = { programId: string; name: string; description: string; imageUrl: string };

/** Link previews show about two lines; a longer overview is cut at a word. */
const DESCRIPTION_LENGTH = 200;

function summary(text: string): string {
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  const word = cut.lastIndexOf(' ');
  return `${(word > DESCRIPTION_LENGTH / 2 ? cut.slice(0, word) : cut).trimEnd()}…`;
}

/**
 * A program page's preview: its name, the start of its overview and its image, from the
 * batch on offer (the same reads as the page's own query). Null for an id that is not a
 * program's or a program the university does not list.
 */
export async function programPreview(cloud: CloudSession, id: string): Promise<ProgramPreview | null> {
  const programId = parseProgramId(id);
  if (programId === null) return null;
  const detail = await getProgramOnOffer(cloud, programId);
  if (!detail) return null;
  const { name, overview, imageUrl } = previewWords(detail);
  return { programId: String(programId), name, description: summary(overview), imageUrl };
}

/** The id of every program the catalogue lists, each once, in the Programs menu's order of levels. */
export async function catalogueProgramIds(cloud: CloudSession): Promise<string[]> {
  return programIdsOf(await getAllProgramList(cloud)).map(String);
}
