/**
 * Hostile text cannot reach a resolver (issue 6, item 1; decision 071). Every
 * String and ID input of every operation, in arguments and inside input
 * objects and lists, is checked against the domain's text rule before the
 * field's resolver runs, so a refused text never costs an upstream call.
 *
 * Driven by the schema alone: limits come from the `@text` directive on the
 * input field or argument, else from the domain's defaults by type; a field
 * marked `seenByOthers` (a name, a post) also refuses hidden formatting
 * (issue 31, section 5; docs/decisions/270). A new
 * input or mutation is covered without touching this file.
 */
import { TEXT_LIMITS, textProblem, type TextRule } from '@portal/domain';
import {
  defaultFieldResolver,
  getDirectiveValues,
  getNullableType,
  isInputObjectType,
  isIntrospectionType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLDirective,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLInputField,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import type { Context } from './context.js';
import { PortalError } from './errors.js';

export type TextViolation = { field: string; message: string };

/** Reports every broken text in a value; `path` names the field from the argument down. */
type Check = (value: unknown, path: string[], out: TextViolation[]) => void;

/** At most this many user errors per refusal: one bad value is enough to fix first. */
const MAX_REPORTED = 10;

function ruleOf(directive: GraphQLDirective, input: GraphQLArgument | GraphQLInputField, scalar: 'String' | 'ID'): TextRule {
  const given = input.astNode ? (getDirectiveValues(directive, input.astNode) as { max?: number | null; multiline?: boolean; seenByOthers?: boolean } | undefined) : undefined;
  const multiline = given?.multiline === true;
  const fallback = scalar === 'ID' ? TEXT_LIMITS.id : multiline ? TEXT_LIMITS.multiline : TEXT_LIMITS.singleLine;
  return { max: given?.max ?? fallback, multiline, seenByOthers: given?.seenByOthers === true };
}

class TextChecks {
  private readonly objects = new Map<GraphQLInputObjectType, Check | null>();

  constructor(private readonly directive: GraphQLDirective) {}

  /** The check of one argument or input field, or null when no text can be inside it. */
  forInput(input: GraphQLArgument | GraphQLInputField): Check | null {
    return this.forType(input.type, input);
  }

  private forType(type: GraphQLInputType, input: GraphQLArgument | GraphQLInputField): Check | null {
    const nullable = getNullableType(type);
    if (isListType(nullable)) {
      const item = this.forType(nullable.ofType, input);
      if (!item) return null;
      return (value, path, out) => {
        if (Array.isArray(value)) value.forEach((entry, index) => item(entry, [...path, String(index)], out));
        // A single value where a list is declared is coerced to a list of one by GraphQL; it arrives as an array.
      };
    }
    if (isInputObjectType(nullable)) return this.forObject(nullable);
    if (isScalarType(nullable) && (nullable.name === 'String' || nullable.name === 'ID')) {
      const rule = ruleOf(this.directive, input, nullable.name);
      return (value, path, out) => {
        if (typeof value !== 'string') return;
        const message = textProblem(value, rule);
        if (message) out.push({ field: path.join('.'), message });
      };
    }
    return null;
  }

  private forObject(type: GraphQLInputObjectType): Check | null {
    if (this.objects.has(type)) return this.objects.get(type) ?? null;
    // Placeholder first, so a self-referencing input type does not recurse forever.
    let fields: [string, Check][] = [];
    const check: Check = (value, path, out) => {
      if (!value || typeof value !== 'object') return;
      for (const [name, fieldCheck] of fields) {
        const fieldValue = (value as Record<string, unknown>)[name];
        if (fieldValue !== undefined && fieldValue !== null) fieldCheck(fieldValue, [...path, name], out);
      }
    };
    this.objects.set(type, check);
    fields = Object.values(type.getFields()).flatMap((field) => {
      const fieldCheck = this.forInput(field);
      return fieldCheck ? [[field.name, fieldCheck] as [string, Check]] : [];
    });
    if (fields.length === 0) {
      this.objects.set(type, null);
      return null;
    }
    return check;
  }
}

/**
 * What a mutation answers when its input is refused: its payload with the
 * user errors and every other field at its empty value (null when nullable,
 * false for a Boolean!, [] for a list!). Null when the payload has a
 * non-null field with no empty value; such a mutation is refused with a
 * BAD_USER_INPUT error instead.
 */
export function refusalPayload(type: GraphQLOutputType): ((violations: TextViolation[]) => Record<string, unknown>) | null {
  const payload = getNullableType(type);
  if (!isObjectType(payload)) return null;
  const fields = payload.getFields();
  if (!fields.userErrors) return null;
  const empty: Record<string, unknown> = {};
  for (const field of Object.values(fields)) {
    if (field.name === 'userErrors') continue;
    if (!isNonNullType(field.type)) empty[field.name] = null;
    else if (isListType(field.type.ofType)) empty[field.name] = [];
    else if (isScalarType(field.type.ofType) && field.type.ofType.name === 'Boolean') empty[field.name] = false;
    else return null;
  }
  return (violations) => ({ ...empty, userErrors: violations.map(({ field, message }) => ({ field, code: 'INVALID', message })) });
}

type ArgumentCheck = { name: string; check: Check };

/**
 * The fields of a mutation's `input` that hold one form section as an object
 * (`education`, `generalInfo`, `form`): user errors name fields inside the
 * section, as the section's own checks and the web's forms do.
 */
function sectionsOf(field: GraphQLField<unknown, Context>): Set<string> {
  const input = field.args.find((arg) => arg.name === 'input');
  const type = input ? getNullableType(input.type) : undefined;
  if (!type || !isInputObjectType(type)) return new Set();
  return new Set(
    Object.values(type.getFields())
      .filter((f) => isInputObjectType(getNullableType(f.type)))
      .map((f) => f.name),
  );
}

/** `input.education.schoolName` → `schoolName`; `input.email` → `email`; a query argument stays as it is. */
function userErrorField(path: string, sections: Set<string>): string {
  if (!path.startsWith('input.')) return path;
  const inside = path.slice('input.'.length);
  const [first, ...rest] = inside.split('.');
  return sections.has(first) && rest.length > 0 ? rest.join('.') : inside;
}

function guard(
  resolve: GraphQLFieldResolver<unknown, Context>,
  field: GraphQLField<unknown, Context>,
  checks: ArgumentCheck[],
  isMutation: boolean,
  parent: GraphQLObjectType,
): GraphQLFieldResolver<unknown, Context> {
  const refuse = isMutation ? refusalPayload(field.type) : null;
  const sections = sectionsOf(field);
  const coordinate = `${parent.name}.${field.name}`;
  return (source, args, context, info) => {
    const violations: TextViolation[] = [];
    for (const { name, check } of checks) {
      const value = (args as Record<string, unknown>)[name];
      if (value !== undefined && value !== null) check(value, [name], violations);
    }
    if (violations.length === 0) return resolve(source, args, context, info);
    const reported = violations.slice(0, MAX_REPORTED).map((violation) => ({ field: userErrorField(violation.field, sections), message: violation.message }));
    context.log?.info({ field: coordinate, refused: reported.map((violation) => violation.field) }, 'text input refused');
    if (refuse) return refuse(reported);
    throw new PortalError('BAD_USER_INPUT', `${reported[0].field}: ${reported[0].message}`);
  };
}

type ResolverMap = Record<string, Record<string, unknown>>;

/**
 * The resolvers with the check in front of every field that takes text (at
 * any depth of its arguments). Reads the types from `schema` (the parsed
 * contract) and answers a new map for Apollo; fields without a resolver of
 * their own get the default one behind the check.
 */
export function guardTextInputs<R extends object>(schema: GraphQLSchema, resolvers: R): R {
  const directive = schema.getDirective('text');
  if (!directive) throw new Error('schema.graphql must declare the @text directive');
  const checks = new TextChecks(directive);
  const mutationType = schema.getMutationType();
  const guarded: ResolverMap = { ...(resolvers as ResolverMap) };
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || isIntrospectionType(type)) continue;
    for (const field of Object.values(type.getFields()) as GraphQLField<unknown, Context>[]) {
      const argumentChecks = field.args.flatMap((arg) => {
        const check = checks.forInput(arg);
        return check ? [{ name: arg.name, check }] : [];
      });
      if (argumentChecks.length === 0) continue;
      const given = guarded[type.name]?.[field.name];
      // A resolver is a function or, in graphql-tools' map, an object with `resolve`.
      const resolve = (typeof given === 'function' ? given : (given as { resolve?: unknown } | undefined)?.resolve) as GraphQLFieldResolver<unknown, Context> | undefined;
      const wrapped = guard(resolve ?? defaultFieldResolver, field, argumentChecks, type === mutationType, type);
      guarded[type.name] = { ...guarded[type.name], [field.name]: typeof given === 'object' && given ? { ...given, resolve: wrapped } : wrapped };
    }
  }
  return guarded as R;
}
