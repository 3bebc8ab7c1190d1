// read-panel-loader.tsx for the script-tag build (one file, nothing to load later).
import ReadPanel, { type ReadPanelContainerProps } from './read-panel';

export function ReadPanelLoader(props: ReadPanelContainerProps) {
  return <ReadPanel {...props} />;
}
