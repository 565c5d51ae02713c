import EmbedPlayerView from '../../../components/players/embed-player';
import { getFragmentData } from '../../../gql';
import { Player_object, type PlayerProps } from '../../../components/players/player-props';

/** The unit's embed player: the shared one (components/players, issue 20), given the learning object's content. */
export default function EmbedPlayer({ object }: PlayerProps) {
  return <EmbedPlayerView content={getFragmentData(Player_object, object)} />;
}
