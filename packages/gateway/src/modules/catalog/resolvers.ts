import { PROGRAM_LEVELS, levelEnum, levelLabel, plainText } from '@portal/domain';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { getAllProgramList } from '../../cloud/catalog.js';

export const catalogResolvers: Resolvers = {
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
  CatalogProgram: {
    id: (program) => String(program.pid),
    batchId: (program) => String(program.bpid),
    // Program names arrive as HTML (spec part 1, section 3); the schema promises plain text.
    name: (program) => plainText(program.pname),
    imageUrl: (program) => program.pimage,
    duration: (program) => program.pdur,
  },
};
