export { ReadPanelLoader } from './read-panel-loader';
