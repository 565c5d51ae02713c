import { moduleWireNameUses, isMapperFile } from './wire-names.ts';
const uses = moduleWireNameUses('/work/wt-gwmods/packages/gateway/src/modules', '/work/wt-gwmods/schema.graphql');
const skip = /^(learning|learning-media|quizzes|assessments)\//;
for (const u of uses) if (!skip.test(u.file) && !isMapperFile(u.file)) console.log(u.file + ':' + u.line, u.name);
