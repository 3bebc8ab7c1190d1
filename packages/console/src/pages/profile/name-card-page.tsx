// Placeholder until this page is built (issue 17): the empty state.
export { default } from '../empty-page';
