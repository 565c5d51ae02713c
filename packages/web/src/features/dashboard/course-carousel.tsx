import { useCallback, useEffect, useRef, useState } from 'react';
import { Box, Flex, Heading, HStack, IconButton } from '@chakra-ui/react';
import { CAROUSEL_SLIDES } from '@portal/domain';
import { FiChevronLeft, FiChevronRight } from 'react-icons/fi';
import type { FragmentType } from '../../gql';
import { CourseCard, type CourseCard_course } from './course-card';

/**
 * Slides per view by window width, from the domain's rule (CAROUSEL_SLIDES).
 * These widths are not Chakra's breakpoints, so they are plain media queries.
 */
const SLIDE_CSS = Object.fromEntries(
  CAROUSEL_SLIDES.map(({ minWidth, slides }) => {
    const flex = `0 0 ${(100 / slides).toFixed(4)}%`;
    return minWidth === 0 ? ['flex', flex] : [`@media (min-width: ${minWidth}px)`, { flex }];
  }),
);

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * One program's courses as a carousel with previous/next buttons (spec part 1, section 2).
 * The browser's own scrolling moves it (CSS scroll snapping: a swipe on a phone, the
 * buttons a page at a time), so the dashboard's first screen carries no carousel library
 * (issue 7, section 5; docs/decisions/100).
 */
export function CourseCarousel({
  program,
  courses,
}: {
  program: { programId: string; batchId: string; title: string };
  courses: { id: string; ref: FragmentType<typeof CourseCard_course> }[];
}) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  const update = useCallback(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    setCanPrev(viewport.scrollLeft > 1);
    setCanNext(viewport.scrollLeft + viewport.clientWidth < viewport.scrollWidth - 1);
  }, []);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    update();
    viewport.addEventListener('scroll', update, { passive: true });
    // The number of slides in view follows the width (CAROUSEL_SLIDES).
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    resized?.observe(viewport);
    return () => {
      viewport.removeEventListener('scroll', update);
      resized?.disconnect();
    };
  }, [update, courses.length]);

  /** A page at a time: the slides in view move out, snapping lands on the next slide's start. */
  const turn = (direction: 1 | -1) => {
    const viewport = viewportRef.current;
    viewport?.scrollBy?.({ left: direction * viewport.clientWidth, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  const headingId = `program-${program.batchId}-courses`;
  return (
    <Box as="section" aria-roledescription="carousel" aria-labelledby={headingId}>
      <HStack justify="space-between" mb="3" gap="2">
        <Heading as="h2" size="md" id={headingId}>
          {program.title}
        </Heading>
        <HStack gap="1" flexShrink={0}>
          <IconButton size="sm" variant="outline" aria-label={`Previous courses of ${program.title}`} disabled={!canPrev} onClick={() => turn(-1)}>
            <FiChevronLeft />
          </IconButton>
          <IconButton size="sm" variant="outline" aria-label={`Next courses of ${program.title}`} disabled={!canNext} onClick={() => turn(1)}>
            <FiChevronRight />
          </IconButton>
        </HStack>
      </HStack>
      <Box
        ref={viewportRef}
        overflowX="auto"
        overflowY="hidden"
        mx="-2"
        scrollSnapType="x mandatory"
        overscrollBehaviorX="contain"
        css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
      >
        <Flex>
          {courses.map((course, i) => (
            <Box
              key={course.id}
              css={SLIDE_CSS}
              minW="0"
              px="2"
              scrollSnapAlign="start"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${courses.length}`}
            >
              {/* At most 4 slides show at once: their images are on the first screen, not lazy. */}
              <CourseCard course={course.ref} eager={i < 4} />
            </Box>
          ))}
        </Flex>
      </Box>
    </Box>
  );
}
