export { searchMachineFor } from './search.connect';
export * from './search.logic';
export type * from './search.types';
