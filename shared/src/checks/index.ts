export * from './check';
export * from './run-checks';
export * from './weights-table';
