import { useCallback, useEffect, useRef, useState } from 'react';
import { Box, Button, Flex, Heading, HStack, IconButton, Image, Text } from '@chakra-ui/react';
import { FiChevronLeft, FiChevronRight, FiPause, FiPlay } from './site-icons';
import { BANNER } from '@portal/domain';
import { useEmblaOnDemand } from '../../lib/use-embla-on-demand';
import slide1 from '../../assets/banners/slide-1.svg';
import slide2 from '../../assets/banners/slide-2.svg';
import slide3 from '../../assets/banners/slide-3.svg';
import slide4 from '../../assets/banners/slide-4.svg';
import slide5 from '../../assets/banners/slide-5.svg';

export type BannerSlide = { image: string; title: string; text: string };

const BANNER_SLIDES: BannerSlide[] = [
  { image: slide1, title: 'Learn from anywhere', text: 'A full university education online, on your laptop or your phone.' },
  { image: slide2, title: 'Programs at every level', text: 'Certificates, diplomas, undergraduate and postgraduate programs.' },
  { image: slide3, title: 'Scholarships for partner countries', text: 'Free online courses for 4000 African students every year.' },
  { image: slide4, title: 'Learn at your own pace', text: 'Recorded sessions, quizzes and discussions that fit your week.' },
  { image: slide5, title: 'Earn a recognised certificate', text: 'Finish your courses and download your certificates from the portal.' },
];

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The landing banner: five slides, autoplay every 3000 ms, looping (spec part 1,
 * sections 1 and 9). It pauses while hovered or focused, has a pause button
 * (WCAG 2.2.2), previous/next buttons, one dot per slide, the arrow keys, and
 * turns on a swipe.
 *
 * Embla and its Autoplay plugin move it. They are downloaded on the banner's first
 * use (a pointer or the focus coming in, a button) or when the first slide's 3000 ms are
 * up, whichever comes first; until then the first slide is plain markup, which is
 * where Embla starts, so the landing page's first load stays small (issue 7,
 * section 5; docs/decisions/100 and 134).
 */
export function BannerCarousel({ slides = BANNER_SLIDES }: { slides?: BannerSlide[] }) {
  const count = slides.length;
  const [reducedMotion] = useState(prefersReducedMotion);
  const rootRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const start = useCallback(() => import('./banner-embla').then((m) => m.startBanner(viewportRef.current!, reducedMotion)), [reducedMotion]);
  const { embla, withEmbla } = useEmblaOnDemand(rootRef, start);
  const [selected, setSelected] = useState(0);

  // The learner's own choice; people who ask their system for reduced motion start paused.
  const [paused, setPaused] = useState(reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = !paused && !hovered && !focused;

  const next = () => withEmbla((api) => api.scrollNext(reducedMotion));
  const prev = () => withEmbla((api) => api.scrollPrev(reducedMotion));

  useEffect(() => {
    if (!embla) return;
    const autoplay = embla.plugins().autoplay!;
    const onSelect = () => {
      setSelected(embla.selectedScrollSnap());
      // 3000 ms from each shown slide, whoever turned it.
      autoplay.reset();
    };
    // A swipe ends with Autoplay playing again: not while the banner is held or paused.
    const keepHeld = () => {
      if (!playing) autoplay.stop();
    };
    // A press on a button before Embla had arrived may already have turned it.
    setSelected(embla.selectedScrollSnap());
    if (playing) autoplay.play();
    else autoplay.stop();
    embla.on('select', onSelect).on('pointerUp', keepHeld);
    return () => void embla.off('select', onSelect).off('pointerUp', keepHeld);
  }, [embla, playing]);

  // Before Embla: the first slide's 3000 ms, then Embla comes and turns to the second.
  useEffect(() => {
    if (embla || !playing) return;
    const timer = setTimeout(next, BANNER.autoplayMs);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `next` only wraps `withEmbla`, which changes with `embla`
  }, [embla, playing]);

  const slideBox = (slide: BannerSlide, i: number) => (
    <Box
      key={slide.title}
      flex="0 0 100%"
      minW="0"
      position="relative"
      role="group"
      aria-roledescription="slide"
      aria-label={`${i + 1} of ${count}: ${slide.title}`}
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
  );

  return (
    <Box
      as="section"
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label="Highlights"
      position="relative"
      bg="brand.900"
      color="white"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') prev();
        if (event.key === 'ArrowRight') next();
      }}
    >
      <Box ref={viewportRef} overflow="hidden">
        <Flex aria-live={playing ? 'off' : 'polite'} touchAction="pan-y pinch-zoom">
          {slides.map((slide, i) => slideBox(slide, i))}
        </Flex>
      </Box>
      <HStack position="absolute" bottom="3" left="0" right="0" justify="center" gap="1">
        <IconButton size="xs" variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.300' }} aria-label="Previous slide" onClick={prev}>
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
            onClick={() => withEmbla((api) => api.scrollTo(i, reducedMotion))}
          >
            <Box as="span" display="block" w={i === selected ? '5' : '2.5'} h="2.5" borderRadius="full" bg={i === selected ? 'white' : 'whiteAlpha.600'} transition="width 0.2s" />
          </Button>
        ))}
        <IconButton size="xs" variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.300' }} aria-label="Next slide" onClick={next}>
          <FiChevronRight />
        </IconButton>
        <IconButton size="xs" variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.300' }} aria-label={paused ? 'Play the slides' : 'Pause the slides'} onClick={() => setPaused((p) => !p)}>
          {paused ? <FiPlay /> : <FiPause />}
        </IconButton>
      </HStack>
    </Box>
  );
}
