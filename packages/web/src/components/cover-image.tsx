import { useState, type ComponentProps } from 'react';
import { AspectRatio, Box, Icon, Image } from '@chakra-ui/react';
import { FiBookOpen } from 'react-icons/fi';

/**
 * A program or course picture that keeps its place while loading and shows a
 * calm placeholder when the address fails, instead of a broken-image icon. `ratio` may
 * change with the width (a square thumbnail on phones, 16:9 from there on).
 * Lazy by default; pictures on the first screen pass `eager`, since a lazy image
 * waits for layout before it is even asked for (issue 7, section 5).
 *
 * `onLoad` is there on purpose: React 19.2+ holds back the commit of a Suspense reveal
 * (a lazy screen arriving) until its eager images without an onLoad have loaded, up to
 * 800 ms a try, so on a slow link the dashboard's cards waited for their pictures
 * (seconds at 400 kbps). The picture keeps its place (AspectRatio) and fades in
 * whenever it comes; the text does not wait for it (docs/decisions/161).
 */
/** A no-op onLoad: with it, React commits without waiting for the picture (see above). */
const showWithoutWaiting = () => undefined;

export function CoverImage({ src, ratio = 16 / 9, eager = false }: { src: string; ratio?: ComponentProps<typeof AspectRatio>['ratio']; eager?: boolean }) {
  const [failed, setFailed] = useState(!src);
  return (
    <AspectRatio ratio={ratio} w="100%" bg="brand.subtle">
      {failed ? (
        <Box display="flex" alignItems="center" justifyContent="center" bgGradient="to-br" gradientFrom="brand.100" gradientTo="brand.300">
          <Icon as={FiBookOpen} boxSize="10" color="brand.700" aria-hidden />
        </Box>
      ) : (
        <Image src={src} alt="" objectFit="cover" loading={eager ? 'eager' : 'lazy'} onLoad={showWithoutWaiting} onError={() => setFailed(true)} />
      )}
    </AspectRatio>
  );
}
