// @employment-cloud/api-contract: the REST contract of front/v1. For each route: its path (paths.ts,
// no zod), the schemas of its query, body and path parameters, which the server parses every
// request with, and the schema and type of its answer's `data`, which the console and the widget
// type their calls with (`import type`, so that their bundles gain nothing). A route's request and
// answer change here, in one place; tsc then finds every side that no longer fits.
export * from './envelope';
export * from './paths';
export * from './fields';
export * from './colleagues';
export * from './metrics';
export * from './statistics';
export * from './chat';
export * from './company';
export * from './credit-code';
export * from './feedback-limits';
export * from './feedback';
export * from './documents';
export * from './pipeline-stages';
export * from './pipeline';
export * from './dictionaries';
export * from './job-status';
export * from './jobs';
export * from './interview-status';
export * from './meeting-link';
export * from './interviews';
export * from './candidate-interviews';
export * from './candidates';
export * from './submission-status';
export * from './submissions';
export * from './talent';
export * from './resume-search';
export * from './recommendations';
export * from './contacts';
