// HelpProjectEdit: built in issue 19 (the empty state until then).
export { default } from '../empty-page';
