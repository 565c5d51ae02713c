/**
 * The schema's own scalars. graphql-scalars does the checking (a real
 * calendar day for Date, RFC 3339 for DateTime); the names and descriptions
 * stay schema.graphql's. graphql-tools copies every own property of a
 * GraphQLScalarType onto the schema's type, name and description included,
 * so only the behaviour is handed over, as `__serialize`-style keys.
 */
import type { GraphQLScalarType } from 'graphql';
import { GraphQLDateTimeISO, GraphQLLocalDate } from 'graphql-scalars';
import type { Resolvers } from '../__generated__/resolvers-types.js';

function behaviour(scalar: GraphQLScalarType): GraphQLScalarType {
  return { __serialize: scalar.serialize, __parseValue: scalar.parseValue, __parseLiteral: scalar.parseLiteral } as unknown as GraphQLScalarType;
}

export const scalarResolvers: Resolvers = {
  // YYYY-MM-DD in and out; '2026-02-30', '' or '21/07/1998' are refused (BAD_USER_INPUT as a variable).
  Date: behaviour(GraphQLLocalDate),
  // Out: always UTC with milliseconds ("2026-01-15T00:00:00.000Z"), whatever the resolver's string or Date.
  DateTime: behaviour(GraphQLDateTimeISO),
};
