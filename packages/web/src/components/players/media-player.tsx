import { useEffect, useRef } from 'react';
import { Box, Text } from '@chakra-ui/react';
import type { ContentPlayerProps } from './playable-content';
import { readPosition, writePosition } from './stored-position';

/** Positions are saved at most this often while playing (and always on pause and when leaving). */
const SAVE_EVERY_SECONDS = 5;
/** Within this much of the end the next visit starts again from the beginning. */
const END_MARGIN_SECONDS = 2;

/**
 * Video and audio units (spec part 2, section 2, unit player): the browser's own accessible
 * controls, the unit's caption tracks, and the position the learner left, kept in this browser
 * per unit (issue 8). The file comes from our own origin with byte ranges, so seeking works.
 */
export default function MediaPlayer({ content: object }: ContentPlayerProps) {
  const ref = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  // A podcast unit is audio too.
  const isAudio = ['audio', 'podcast'].includes(object.kind.toLowerCase());

  useEffect(() => {
    const media = ref.current;
    if (!media) return;
    let lastSaved = 0;
    const save = () => {
      const { currentTime, duration } = media;
      // Finished (or nearly): the next visit starts from the beginning.
      writePosition(object.id, Number.isFinite(duration) && duration - currentTime < END_MARGIN_SECONDS ? null : currentTime);
      lastSaved = currentTime;
    };
    const restore = () => {
      const saved = readPosition(object.id);
      if (saved !== null && (!Number.isFinite(media.duration) || saved < media.duration - END_MARGIN_SECONDS)) media.currentTime = saved;
    };
    const onTime = () => {
      if (Math.abs(media.currentTime - lastSaved) >= SAVE_EVERY_SECONDS) save();
    };
    if (media.readyState >= 1) restore();
    media.addEventListener('loadedmetadata', restore);
    media.addEventListener('timeupdate', onTime);
    media.addEventListener('pause', save);
    media.addEventListener('seeked', save);
    media.addEventListener('ended', save);
    return () => {
      media.removeEventListener('loadedmetadata', restore);
      media.removeEventListener('timeupdate', onTime);
      media.removeEventListener('pause', save);
      media.removeEventListener('seeked', save);
      media.removeEventListener('ended', save);
      if (media.currentTime > 0) save();
    };
  }, [object.id]);

  if (!object.contentUrl) return <Text color="fg.muted">This {isAudio ? 'audio' : 'video'} is not available just now.</Text>;

  const tracks = (object.captions ?? []).map((c, i) => <track key={c.src} kind="captions" src={c.src} srcLang={c.srclang} label={c.label} default={i === 0} />);
  return (
    <Box>
      {isAudio ? (
        <Box as="figure" m="0">
          <audio ref={ref} src={object.contentUrl} controls preload="metadata" aria-label={object.title} style={{ width: '100%' }}>
            {tracks}
          </audio>
        </Box>
      ) : (
        <Box bg="black" borderRadius="md" overflow="hidden">
          <video ref={ref} src={object.contentUrl} controls preload="metadata" playsInline aria-label={object.title} style={{ width: '100%', maxHeight: '70vh', display: 'block' }}>
            {tracks}
          </video>
        </Box>
      )}
    </Box>
  );
}
