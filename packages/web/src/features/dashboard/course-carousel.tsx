import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Box, Flex, Heading, HStack, IconButton } from '@chakra-ui/react';
import { CAROUSEL_SLIDES } from '@portal/domain';
import { FiChevronLeft, FiChevronRight } from 'react-icons/fi';
import type { FragmentType } from '../../gql';
import { useEmblaOnDemand } from '../../lib/use-embla-on-demand';
import { CourseCard, type CourseCard_course } from '../../components/course-card';

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

/**
 * One program's courses as a carousel with previous/next buttons (spec part 1, section 2).
 * Embla moves it, a page at a time, and brings a card that takes the focus into view. It
 * is downloaded on the carousel's first use (a pointer or the focus coming in, or a
 * button); until then the slides are a natively scrolled, scroll-snapped list, so the
 * dashboard's first load carries no carousel library (issue 7, section 5;
 * docs/decisions/100 and 134).
 */
export function CourseCarousel({ program, courses }: { program: { programId: string; batchId: string; title: string }; courses: { id: string; ref: FragmentType<typeof CourseCard_course> }[] }) {
  const rootRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const start = useCallback(() => import('./course-carousel-embla').then((m) => m.startCourseCarousel(viewportRef.current!)), []);
  const { embla, withEmbla } = useEmblaOnDemand(rootRef, start);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  useEffect(() => {
    if (embla) {
      const update = () => {
        setCanPrev(embla.canScrollPrev());
        setCanNext(embla.canScrollNext());
      };
      update();
      embla.on('select', update).on('reInit', update);
      return () => void embla.off('select', update).off('reInit', update);
    }
    // Before Embla: "Next" while some slides are out of view (their number follows the width).
    const viewport = viewportRef.current!;
    const measure = () => setCanNext(viewport.scrollWidth > viewport.clientWidth + 1);
    // The observer's first report comes with the browser's next layout: measuring here as
    // well forced that layout inside the effect, a long task while a drawn dashboard was
    // taken over (issue 31, section 6).
    if (typeof ResizeObserver !== 'function') return measure();
    const resized = new ResizeObserver(measure);
    resized.observe(viewport);
    return () => resized.disconnect();
  }, [embla, courses.length]);

  // The slides are the same elements while only the buttons' state or Embla's arrival changes:
  // the cards are not drawn again for them (a whole dashboard's cards, right after it was taken over).
  const slides = useMemo(
    () =>
      courses.map((course, i) => (
        <Box key={course.id} css={SLIDE_CSS} minW="0" px="2" scrollSnapAlign="start" role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${courses.length}`}>
          {/* At most 4 slides show at once: their images are on the first screen, not lazy. */}
          <CourseCard course={course.ref} eager={i < 4} />
        </Box>
      )),
    [courses],
  );

  const headingId = `program-${program.batchId}-courses`;
  return (
    <Box as="section" ref={rootRef} aria-roledescription="carousel" aria-labelledby={headingId}>
      <HStack justify="space-between" mb="3" gap="2">
        <Heading as="h2" size="md" id={headingId}>
          {program.title}
        </Heading>
        <HStack gap="1" flexShrink={0}>
          <IconButton size="sm" variant="outline" aria-label={`Previous courses of ${program.title}`} disabled={!canPrev} onClick={() => withEmbla((api) => api.scrollPrev())}>
            <FiChevronLeft />
          </IconButton>
          <IconButton size="sm" variant="outline" aria-label={`Next courses of ${program.title}`} disabled={!canNext} onClick={() => withEmbla((api) => api.scrollNext())}>
            <FiChevronRight />
          </IconButton>
        </HStack>
      </HStack>
      <Box
        ref={viewportRef}
        overflowX={embla ? 'hidden' : 'auto'}
        overflowY="hidden"
        mx="-2"
        scrollSnapType={embla ? undefined : 'x mandatory'}
        overscrollBehaviorX="contain"
        css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
      >
        <Flex>{slides}</Flex>
      </Box>
    </Box>
  );
}
