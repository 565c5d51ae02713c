import { Link, Stack, Text } from '@chakra-ui/react';
import { FiExternalLink } from 'react-icons/fi';
import type { PlayerProps } from './types';

/**
 * Video, audio, PDF, SCORM and podcast objects until their own players arrive: the
 * browser's own controls for media, a link for the rest. The address is signed and
 * lasts one hour (spec part 2, section 9).
 */
export default function FileFallbackPlayer({ object }: PlayerProps) {
  if (!object.contentUrl) return <Text color="fg.muted">This content is not available.</Text>;
  if (object.kind === 'VIDEO') {
    return (
      <video controls preload="metadata" src={object.contentUrl} style={{ width: '100%', maxHeight: '70vh', background: 'black' }}>
        {object.captions.map((c) => (
          <track key={c.src} kind="captions" src={c.src} srcLang={c.srclang} label={c.label} />
        ))}
      </video>
    );
  }
  if (object.kind === 'AUDIO' || object.kind === 'PODCAST') return <audio controls preload="metadata" src={object.contentUrl} style={{ width: '100%' }} />;
  return (
    <Stack borderWidth="1px" borderRadius="md" p="5" bg="bg.subtle" gap="2">
      <Text>{object.title}</Text>
      <Link href={object.contentUrl} target="_blank" rel="noopener noreferrer" colorPalette="brand" fontWeight="medium">
        Open it in a new tab <FiExternalLink aria-hidden />
      </Link>
    </Stack>
  );
}
