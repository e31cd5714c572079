// The gateway's one door to `graphql`. graphql 16 ships a CommonJS build
// (`main`) and an ES module build (`module`). Node hands Yoga, envelop and
// graphql-tools the CommonJS one; a bundler-style resolver (Vite, in Vitest
// runs of any config) would hand our modules the ES one, and graphql then
// refuses schema types "from another module or realm". Requiring it here makes
// every caller share Node's instance, whoever runs the code.
import { createRequire } from 'node:module';

type GraphQL = typeof import('graphql');
const graphql = createRequire(import.meta.url)('graphql') as GraphQL;

export const GraphQLError = graphql.GraphQLError;
export type GraphQLError = import('graphql').GraphQLError;
export const Kind = graphql.Kind;
export const buildSchema = graphql.buildSchema;
export const parse = graphql.parse;
export const validate = graphql.validate;
export const getArgumentValues = graphql.getArgumentValues;
export const getNamedType = graphql.getNamedType;
export const isCompositeType = graphql.isCompositeType;
export const isInterfaceType = graphql.isInterfaceType;
export const isObjectType = graphql.isObjectType;
export const createSourceEventStream = graphql.createSourceEventStream;
export const print = graphql.print;
export const TypeInfo = graphql.TypeInfo;
export const visit = graphql.visit;
export const BREAK = graphql.BREAK;
export const visitWithTypeInfo = graphql.visitWithTypeInfo;

export type {
  ArgumentNode,
  DocumentNode,
  ExecutionArgs,
  ExecutionResult,
  ASTVisitor,
  FieldNode,
  FragmentDefinitionNode,
  GraphQLCompositeType,
  GraphQLField,
  GraphQLOutputType,
  GraphQLResolveInfo,
  GraphQLSchema,
  SelectionSetNode,
  ValidationContext,
  ValueNode,
} from 'graphql';
