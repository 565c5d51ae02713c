import { GenIcon, type IconBaseProps } from 'react-icons/lib';

/**
 * The Feather icons of the landing page and the public header, copied from
 * react-icons/fi (same data, same rendering). Importing react-icons/fi puts every Fi
 * icon the whole app uses into one shared chunk, which the landing page would then
 * download too; these few stay with the landing page, so icons added to other
 * screens cost it nothing (docs/decisions/021-web-structure.md, the 230 KiB budget).
 * Other screens import from react-icons/fi as usual.
 */
export const FiAward = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' },
    child: [
      { tag: 'circle', attr: { cx: '12', cy: '8', r: '7' }, child: [] },
      { tag: 'polyline', attr: { points: '8.21 13.89 7 23 12 20 17 23 15.79 13.88' }, child: [] },
    ],
  })(props);
export const FiChevronDown = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' },
    child: [{ tag: 'polyline', attr: { points: '6 9 12 15 18 9' }, child: [] }],
  })(props);
export const FiChevronLeft = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' },
    child: [{ tag: 'polyline', attr: { points: '15 18 9 12 15 6' }, child: [] }],
  })(props);
export const FiChevronRight = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' },
    child: [{ tag: 'polyline', attr: { points: '9 18 15 12 9 6' }, child: [] }],
  })(props);
export const FiClock = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' },
    child: [
      { tag: 'circle', attr: { cx: '12', cy: '12', r: '10' }, child: [] },
      { tag: 'polyline', attr: { points: '12 6 12 12 16 14' }, child: [] },
    ],
  })(props);
export const FiGlobe = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' },
    child: [
      { tag: 'circle', attr: { cx: '12', cy: '12', r: '10' }, child: [] },
      { tag: 'line', attr: { x1: '2', y1: '12', x2: '22', y2: '12' }, child: [] },
      { tag: 'path', attr: { d: 'M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z' }, child: [] },
    ],
  })(props);
export const FiMenu = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' },
    child: [
      { tag: 'line', attr: { x1: '3', y1: '12', x2: '21', y2: '12' }, child: [] },
      { tag: 'line', attr: { x1: '3', y1: '6', x2: '21', y2: '6' }, child: [] },
      { tag: 'line', attr: { x1: '3', y1: '18', x2: '21', y2: '18' }, child: [] },
    ],
  })(props);
export const FiPause = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' },
    child: [
      { tag: 'rect', attr: { x: '6', y: '4', width: '4', height: '16' }, child: [] },
      { tag: 'rect', attr: { x: '14', y: '4', width: '4', height: '16' }, child: [] },
    ],
  })(props);
export const FiPlay = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' },
    child: [{ tag: 'polygon', attr: { points: '5 3 19 12 5 21 5 3' }, child: [] }],
  })(props);
export const FiPlayCircle = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' },
    child: [
      { tag: 'circle', attr: { cx: '12', cy: '12', r: '10' }, child: [] },
      { tag: 'polygon', attr: { points: '10 8 16 12 10 16 10 8' }, child: [] },
    ],
  })(props);
export const FiUsers = (props: IconBaseProps) =>
  GenIcon({
    tag: 'svg',
    attr: { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' },
    child: [
      { tag: 'path', attr: { d: 'M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2' }, child: [] },
      { tag: 'circle', attr: { cx: '9', cy: '7', r: '4' }, child: [] },
      { tag: 'path', attr: { d: 'M23 21v-2a4 4 0 0 0-3-3.87' }, child: [] },
      { tag: 'path', attr: { d: 'M16 3.13a4 4 0 0 1 0 7.75' }, child: [] },
    ],
  })(props);
