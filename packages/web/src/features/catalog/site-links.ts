import { PUBLIC_PATHS } from '../../app/paths';

/** The About menu (spec part 1, section 1: the university; online learning). */
export const ABOUT_LINKS = [
  { label: 'The university', to: PUBLIC_PATHS.aboutUniversity },
  { label: 'Online learning', to: PUBLIC_PATHS.aboutOnlineLearning },
] as const;

export type HeaderMenuName = 'about' | 'programs';
