import { PdfView } from '../../../components/pdf';
import { getFragmentData } from '../../../gql';
import { Player_object, type PlayerProps } from './player-props';
import { readPosition, writePosition } from './stored-position';

/**
 * PDF units (spec part 2, section 2): the portal's PDF viewer, reopening on the page the
 * learner left, kept in this browser (issue 8).
 */
export default function PdfPlayer({ object: ref }: PlayerProps) {
  const object = getFragmentData(Player_object, ref);
  return (
    <PdfView
      key={object.id}
      url={object.contentUrl}
      startPage={readPosition(object.id) ?? 1}
      // The first page is where every visit starts anyway.
      onPageChange={(page) => writePosition(object.id, page > 1 ? page : null)}
    />
  );
}
