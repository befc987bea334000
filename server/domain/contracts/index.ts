export * from './periods';
export * from './settle';
export * from './store';
export * from './team-result';
export * from './types';
export * from './valid-terms';
