/**
 * The contract's endpoints. `endpoints`: the named calls (calls.ts), a namespace of plain
 * re-exports, so that an app's chunks hold only the declarations of the calls it makes;
 * `endpointTable`: every endpoint, the generated ones included (table.ts), for the server.
 */
export * as endpoints from './calls';
export { endpointTable } from './table';
export * as account from './account';
