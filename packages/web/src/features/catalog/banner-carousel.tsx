import { useCallback, useEffect, useRef, useState } from 'react';
import { Box, Button, Flex, Heading, HStack, IconButton, Image, Text } from '@chakra-ui/react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { FiChevronLeft, FiChevronRight, FiPause, FiPlay } from './site-icons';
import { BANNER } from '@portal/domain';
import slide1 from '../../assets/banners/slide-1.svg';
import slide2 from '../../assets/banners/slide-2.svg';
import slide3 from '../../assets/banners/slide-3.svg';
import slide4 from '../../assets/banners/slide-4.svg';
import slide5 from '../../assets/banners/slide-5.svg';

export type BannerSlide = { image: string; title: string; text: string };

export const BANNER_SLIDES: BannerSlide[] = [
  { image: slide1, title: 'Learn from anywhere', text: 'A full university education online, on your laptop or your phone.' },
  { image: slide2, title: 'Programs at every level', text: 'Certificates, diplomas, undergraduate and postgraduate programs.' },
  { image: slide3, title: 'Scholarships for partner countries', text: 'Free online courses for 4000 African students every year.' },
  { image: slide4, title: 'Learn at your own pace', text: 'Recorded sessions, quizzes and discussions that fit your week.' },
  { image: slide5, title: 'Earn a recognised certificate', text: 'Finish your courses and download your certificates from the portal.' },
];

/**
 * Embla measures a transition in its own units, not milliseconds: each frame
 * (1/60 s) moves 1/duration of the remaining distance, damped by friction 0.68.
 * With 20 the slide is 99.5 % in place after about 530 ms, our nearest to the
 * spec's 500 ms (spec part 1, section 9; docs/decisions/024-banner-carousel.md).
 */
const EMBLA_DURATION_FOR_500_MS = 20;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The landing banner: five slides, autoplay every 3000 ms, looping (spec part 1,
 * sections 1 and 9). It pauses while hovered or focused, has a pause button
 * (WCAG 2.2.2), previous/next buttons and one dot per slide.
 */
export function BannerCarousel({ slides = BANNER_SLIDES }: { slides?: BannerSlide[] }) {
  const [autoplay] = useState(() =>
    Autoplay({
      delay: BANNER.autoplayMs,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
      playOnInit: !prefersReducedMotion(),
    }),
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, duration: EMBLA_DURATION_FOR_500_MS }, [autoplay]);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    onSelect();
    setPlaying(embla.plugins().autoplay?.isPlaying() ?? false);
    embla.on('select', onSelect).on('reInit', onSelect).on('autoplay:play', onPlay).on('autoplay:stop', onStop);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect).off('autoplay:play', onPlay).off('autoplay:stop', onStop);
    };
  }, [embla]);

  // The learner's own choice; people who ask their system for reduced motion start paused.
  const [paused, setPaused] = useState(prefersReducedMotion);
  const pausedRef = useRef(paused);
  const togglePlay = useCallback(() => {
    const plugin = embla?.plugins().autoplay;
    if (!plugin) return;
    pausedRef.current = !pausedRef.current;
    setPaused(pausedRef.current);
    if (pausedRef.current) plugin.stop();
    else plugin.play();
  }, [embla]);

  // A learner who pressed pause keeps it paused: hovering out or leaving focus must not restart it.
  useEffect(() => {
    if (!embla) return;
    const keepStopped = () => {
      if (pausedRef.current) embla.plugins().autoplay?.stop();
    };
    embla.on('autoplay:play', keepStopped);
    return () => {
      embla.off('autoplay:play', keepStopped);
    };
  }, [embla]);

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label="Highlights"
      position="relative"
      bg="brand.900"
      color="white"
    >
      <Box ref={viewportRef} overflow="hidden">
        <Flex aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <Box
              key={slide.title}
              flex="0 0 100%"
              minW="0"
              position="relative"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}: ${slide.title}`}
              aria-hidden={i === selected ? undefined : true}
              display="flex"
              flexDirection="column"
              h={{ base: 'auto', md: '380px', lg: '420px' }}
              // Room for the slide controls under the picture on phones.
              pb={{ base: '11', md: '0' }}
            >
              {/* From 768 px the text sits beside the illustration, over a fading shade. */}
              <Image src={slide.image} alt="" hideBelow="md" position="absolute" inset="0" w="100%" h="100%" objectFit="cover" objectPosition="70% 50%" />
              <Box position="absolute" inset="0" hideBelow="md" bgGradient="to-r" gradientFrom="blackAlpha.700" gradientVia="blackAlpha.400" gradientTo="transparent" />
              <Flex position="relative" h={{ base: 'auto', md: '100%' }} w="full" maxW="7xl" mx="auto" px={{ base: '5', md: '10' }} pt={{ base: '6', md: '0' }} pb={{ base: '3', md: '0' }} align="center">
                <Box maxW={{ base: '100%', md: '50%' }}>
                  <Heading as="h2" size={{ base: '2xl', md: '4xl' }} lineHeight="short" mb="3">
                    {slide.title}
                  </Heading>
                  <Text fontSize={{ base: 'md', md: 'xl' }} color="whiteAlpha.900">
                    {slide.text}
                  </Text>
                </Box>
              </Flex>
              {/* Below 768 px there is no room beside the text: the illustration goes under it, never behind it. */}
              <Image src={slide.image} alt="" hideFrom="md" mt="auto" w="100%" h="150px" objectFit="cover" objectPosition="100% 50%" />
            </Box>
          ))}
        </Flex>
      </Box>
      <HStack position="absolute" bottom="3" left="0" right="0" justify="center" gap="1">
        <IconButton size="xs" variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.300' }} aria-label="Previous slide" onClick={() => embla?.scrollPrev()}>
          <FiChevronLeft />
        </IconButton>
        {slides.map((slide, i) => (
          <Button
            key={slide.title}
            size="xs"
            variant="plain"
            minW="6"
            h="6"
            p="0"
            aria-label={`Show slide ${i + 1}: ${slide.title}`}
            aria-current={i === selected ? 'true' : undefined}
            onClick={() => embla?.scrollTo(i)}
          >
            <Box as="span" display="block" w={i === selected ? '5' : '2.5'} h="2.5" borderRadius="full" bg={i === selected ? 'white' : 'whiteAlpha.600'} transition="width 0.2s" />
          </Button>
        ))}
        <IconButton size="xs" variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.300' }} aria-label="Next slide" onClick={() => embla?.scrollNext()}>
          <FiChevronRight />
        </IconButton>
        <IconButton
          size="xs"
          variant="ghost"
          color="white"
          _hover={{ bg: 'whiteAlpha.300' }}
          aria-label={paused ? 'Play the slides' : 'Pause the slides'}
          onClick={togglePlay}
        >
          {paused ? <FiPlay /> : <FiPause />}
        </IconButton>
      </HStack>
    </Box>
  );
}
