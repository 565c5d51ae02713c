import { useEffect, useRef, useState } from 'react';
import { Box, chakra, HStack, IconButton, Text } from '@chakra-ui/react';
import { FiPause, FiPlay, FiVolume2, FiVolumeX } from 'react-icons/fi';
import { DEFAULT_PODCAST_VOLUME } from '@portal/domain';

const Range = chakra('input');

const clock = (seconds: number) => {
  if (!Number.isFinite(seconds) || seconds < 0) return '0:00';
  const s = Math.floor(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * The Podcast tab's audio player (spec part 2, section 2): play/pause, seek, volume
 * (0.8 when it opens, spec part 2, section 9) and mute, each a labelled control a
 * keyboard and a screen reader can use.
 */
export function PodcastAudioPlayer({ src, title }: { src: string; title: string }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolume] = useState(DEFAULT_PODCAST_VOLUME);
  const [muted, setMuted] = useState(false);

  useEffect(() => {
    if (audio.current) audio.current.volume = volume;
  }, [volume]);
  useEffect(() => {
    if (audio.current) audio.current.muted = muted;
  }, [muted]);

  const toggle = () => {
    const el = audio.current;
    if (!el) return;
    if (el.paused) void el.play().catch(() => setPlaying(false));
    else el.pause();
  };

  return (
    <Box borderWidth="1px" borderRadius="md" p="3" role="group" aria-label={`Podcast player: ${title}`}>
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => {
          setDuration(e.currentTarget.duration);
          e.currentTarget.volume = volume;
        }}
        onDurationChange={(e) => setDuration(e.currentTarget.duration)}
      />
      {/* Play and seek stay on one line; mute and volume move under them on a narrow screen. */}
      <HStack gap="3" flexWrap="wrap" rowGap="2">
        <HStack gap="3" flex="1 1 15rem" minW="0">
          <IconButton size="sm" colorPalette="brand" onClick={toggle} aria-label={playing ? `Pause ${title}` : `Play ${title}`}>
            {playing ? <FiPause /> : <FiPlay />}
          </IconButton>
          <Text fontSize="xs" fontVariantNumeric="tabular-nums" minW="2.5rem" aria-hidden>
            {clock(time)}
          </Text>
          <Range
            type="range"
            flex="1"
            minW="4rem"
            min={0}
            max={Number.isFinite(duration) && duration > 0 ? duration : 0}
            step={0.1}
            value={time}
            aria-label="Seek"
            aria-valuetext={`${clock(time)} of ${clock(duration)}`}
            onChange={(e) => {
              const to = Number(e.currentTarget.value);
              setTime(to);
              if (audio.current) audio.current.currentTime = to;
            }}
            accentColor="var(--chakra-colors-brand-solid)"
          />
          <Text fontSize="xs" fontVariantNumeric="tabular-nums" minW="2.5rem" aria-hidden>
            {clock(duration)}
          </Text>
        </HStack>
        <HStack gap="2" flex="none" ms="auto">
          <IconButton size="sm" variant="ghost" onClick={() => setMuted((m) => !m)} aria-label={muted ? 'Unmute' : 'Mute'} aria-pressed={muted}>
            {muted ? <FiVolumeX /> : <FiVolume2 />}
          </IconButton>
          <Range
            type="range"
            w="5.5rem"
            min={0}
            max={1}
            step={0.05}
            value={muted ? 0 : volume}
            aria-label="Volume"
            aria-valuetext={`${Math.round((muted ? 0 : volume) * 100)}%`}
            onChange={(e) => {
              setVolume(Number(e.currentTarget.value));
              if (muted) setMuted(false);
            }}
            accentColor="var(--chakra-colors-brand-solid)"
          />
        </HStack>
      </HStack>
    </Box>
  );
}
