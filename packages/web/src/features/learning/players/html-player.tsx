import HtmlPlayerView from '../../../components/players/html-player';
import { getFragmentData } from '../../../gql';
import { Player_object, type PlayerProps } from '../../../components/players/player-props';

/** The unit's html player: the shared one (components/players, issue 20), given the learning object's content. */
export default function HtmlPlayer({ object }: PlayerProps) {
  return <HtmlPlayerView content={getFragmentData(Player_object, object)} />;
}
