import MediaPlayerView from '../../../components/players/media-player';
import { getFragmentData } from '../../../gql';
import { Player_object, type PlayerProps } from '../../../components/players/player-props';

/** The unit's media player: the shared one (components/players, issue 20), given the learning object's content. */
export default function MediaPlayer({ object }: PlayerProps) {
  return <MediaPlayerView content={getFragmentData(Player_object, object)} />;
}
