/* eslint-disable */
export * from "./fragment-masking.js";
export * from "./gql.js";