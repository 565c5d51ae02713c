import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, IconButton } from '@chakra-ui/react';
import { Tabs } from '../../components/later-components';
import { FiChevronLeft, FiChevronRight } from 'react-icons/fi';
import { prefersReducedMotion } from '../../lib/focus';

/**
 * The course's tab list, which scrolls sideways where its seven tabs do not fit (a
 * phone): the edge that hides tabs fades and carries an arrow that scrolls to them
 * (issue 17, section 4: the tabs that did not fit gave no sign of it). Keyboard users
 * move along the tabs with the arrow keys, which scroll the list; the arrows are for
 * pointers and touch, so they stay out of the tab order.
 */
export function CourseTabList({ children }: { children: ReactNode }) {
  const scroller = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState({ start: false, end: false });

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => {
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setHidden((was) => (was.start === start && was.end === end ? was : { start, end }));
    };
    element.addEventListener('scroll', measure, { passive: true });
    // The observer's first report comes once the browser has laid the page out: measuring here
    // instead made the browser lay out the whole course screen early, in the middle of its first
    // render (about 35 ms on the 4x-CPU phone profile, offline; docs/decisions/399).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (observer) observer.observe(element);
    else measure();
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);

  const scrollBy = (direction: 1 | -1) => {
    const element = scroller.current;
    if (!element) return;
    element.scrollBy({ left: direction * element.clientWidth * 0.7, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  const edge = (side: 'start' | 'end') => (
    <Box
      position="absolute"
      top="0"
      bottom="0"
      {...(side === 'start' ? { left: '0', bgGradient: 'to-r' } : { right: '0', bgGradient: 'to-l' })}
      gradientFrom="bg"
      gradientVia="bg/90"
      gradientTo="transparent"
      w="14"
      display="flex"
      alignItems="center"
      justifyContent={side === 'start' ? 'flex-start' : 'flex-end'}
      pointerEvents="none"
      data-testid={`tabs-more-${side}`}
    >
      <IconButton
        aria-label={side === 'start' ? 'Show earlier tabs' : 'Show more tabs'}
        tabIndex={-1}
        size="xs"
        variant="ghost"
        pointerEvents="auto"
        onClick={() => scrollBy(side === 'start' ? -1 : 1)}
      >
        {side === 'start' ? <FiChevronLeft /> : <FiChevronRight />}
      </IconButton>
    </Box>
  );

  return (
    <Box position="relative">
      <Box ref={scroller} overflowX="auto" css={{ scrollbarWidth: 'thin' }}>
        <Tabs.List minW="max-content">{children}</Tabs.List>
      </Box>
      {hidden.start ? edge('start') : null}
      {hidden.end ? edge('end') : null}
    </Box>
  );
}
