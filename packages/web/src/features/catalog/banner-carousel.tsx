import { useCallback, useEffect, useRef, useState, type PointerEvent, type TransitionEvent } from 'react';
import { Box, Button, Flex, Heading, HStack, IconButton, Image, Text } from '@chakra-ui/react';
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

/** The spec's transition between slides (spec part 1, section 9). */
const TRANSITION_MS = 500;
/** A horizontal swipe longer than this turns the slide (touch, pen or mouse drag). */
const SWIPE_PX = 40;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The landing banner: five slides, autoplay every 3000 ms, looping (spec part 1,
 * sections 1 and 9). It pauses while hovered or focused, has a pause button
 * (WCAG 2.2.2), previous/next buttons, one dot per slide, and turns on a swipe.
 *
 * The strip moves with a CSS transform and a 500 ms transition; for the loop, the
 * first slide moves behind the last while the strip turns past it, then both jump
 * back unseen. No
 * carousel library: the landing page's first load stays small (issue 7, section 5;
 * docs/decisions/100, which replaces Embla of decision 024).
 */
export function BannerCarousel({ slides = BANNER_SLIDES }: { slides?: BannerSlide[] }) {
  const count = slides.length;
  const [reducedMotion] = useState(prefersReducedMotion);
  // Where the strip is: 0..count; at count the first slide is drawn after the last one.
  const [position, setPosition] = useState(0);
  const [animate, setAnimate] = useState(true);
  const selected = position % count;
  // Prev from the first slide: jump unseen to count (same picture), then animate back one (next frame).
  const pendingPrev = useRef(false);

  // The learner's own choice; people who ask their system for reduced motion start paused.
  const [paused, setPaused] = useState(reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = !paused && !hovered && !focused;

  const goTo = useCallback((index: number) => {
    setAnimate(!reducedMotion);
    setPosition(((index % count) + count) % count);
  }, [count, reducedMotion]);
  const next = useCallback(() => {
    setAnimate(!reducedMotion);
    setPosition((p) => (reducedMotion ? (p + 1) % count : Math.min(p + 1, count)));
  }, [count, reducedMotion]);
  const prev = useCallback(() => {
    if (position === 0 && !reducedMotion) {
      pendingPrev.current = true;
      setAnimate(false);
      setPosition(count);
      return;
    }
    setAnimate(!reducedMotion);
    setPosition((p) => (p === 0 ? count - 1 : (p - 1) % count));
  }, [position, count, reducedMotion]);

  // After an unseen jump, turn the transition back on (and finish a pending "previous") once it is drawn.
  useEffect(() => {
    if (animate || reducedMotion) return;
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => {
        setAnimate(true);
        if (pendingPrev.current) {
          pendingPrev.current = false;
          setPosition(count - 1);
        }
      });
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [animate, reducedMotion, count]);

  // Arrived at the first slide from the last: put the strip back at 0, unseen.
  const onTransitionEnd = (event: TransitionEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || position !== count) return;
    setAnimate(false);
    setPosition(0);
  };

  // Autoplay: the next slide 3000 ms after a slide was shown, while nobody holds it.
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(next, BANNER.autoplayMs);
    return () => clearTimeout(timer);
  }, [playing, selected, next]);

  const swipeFrom = useRef<number | null>(null);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeFrom.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null || Math.abs(event.clientX - from) < SWIPE_PX) return;
    if (event.clientX < from) next();
    else prev();
  };

  const slideBox = (slide: BannerSlide, i: number) => (
    <Box
      key={slide.title}
      flex="0 0 100%"
      minW="0"
      position="relative"
      // While the strip stands past the last slide, the first one waits there (the loop).
      transform={i === 0 && position === count ? `translateX(${100 * count}%)` : undefined}
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
    >
      <Box overflow="hidden" touchAction="pan-y" onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (swipeFrom.current = null)}>
        <Flex
          aria-live={playing ? 'off' : 'polite'}
          transform={`translate3d(${-100 * position}%, 0, 0)`}
          transition={animate ? `transform ${TRANSITION_MS}ms cubic-bezier(0.2, 0.7, 0.3, 1)` : 'none'}
          onTransitionEnd={onTransitionEnd}
        >
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
            onClick={() => goTo(i)}
          >
            <Box as="span" display="block" w={i === selected ? '5' : '2.5'} h="2.5" borderRadius="full" bg={i === selected ? 'white' : 'whiteAlpha.600'} transition="width 0.2s" />
          </Button>
        ))}
        <IconButton size="xs" variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.300' }} aria-label="Next slide" onClick={next}>
          <FiChevronRight />
        </IconButton>
        <IconButton
          size="xs"
          variant="ghost"
          color="white"
          _hover={{ bg: 'whiteAlpha.300' }}
          aria-label={paused ? 'Play the slides' : 'Pause the slides'}
          onClick={() => setPaused((p) => !p)}
        >
          {paused ? <FiPlay /> : <FiPause />}
        </IconButton>
      </HStack>
    </Box>
  );
}
