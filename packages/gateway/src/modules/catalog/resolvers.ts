import { PROGRAM_LEVELS, levelEnum, levelLabel } from '@portal/domain';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { getAllProgramList } from '../../cloud/catalog.js';
import { catalogTypeResolvers } from './mappers.js';

// Program (with its instructors, curriculum and FAQs) is program-detail.ts's.
const { Program: _program, ...typeResolvers } = catalogTypeResolvers;

export const catalogResolvers: Resolvers = {
  ...typeResolvers,
  Query: {
    programCatalog: (_parent, _args, ctx) => getAllProgramList(ctx.cloud),
  },
  ProgramCatalog: {
    // In the Programs menu's order; a level without programs is not shown (spec part 1, section 3).
    levels: (list) => PROGRAM_LEVELS.map((level) => ({ level, programs: list[level] ?? [] })).filter((group) => group.programs.length > 0),
  },
  ProgramLevelGroup: {
    level: (group) => levelEnum(group.level),
    label: (group) => levelLabel(group.level),
    programs: (group) => group.programs,
  },
};
