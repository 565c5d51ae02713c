import PdfPlayerView from '../../../components/players/pdf-player';
import { getFragmentData } from '../../../gql';
import { Player_object, type PlayerProps } from '../../../components/players/player-props';

/** The unit's pdf player: the shared one (components/players, issue 20), given the learning object's content. */
export default function PdfPlayer({ object }: PlayerProps) {
  return <PdfPlayerView content={getFragmentData(Player_object, object)} />;
}
