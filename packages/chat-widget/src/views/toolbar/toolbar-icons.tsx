// The toolbar's icons: inline SVG (no icon font, no image request), 20 px, stroked in the button's
// colour, one path each (the smallest form in the bundle). Each button keeps its word as its
// accessible name and tooltip (toolbar.tsx).
const CIRCLE = (x: number, y: number, r: number) => `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0-${2 * r} 0`;

const PATHS = {
  emoji: `${CIRCLE(12, 12, 9)}M8.5 14.5c1.8 2 5.2 2 7 0M9 9.5h.01M15 9.5h.01`,
  image: `M3 4.5h18v15H3z${CIRCLE(8.5, 9.5, 1.5)}m-4.5 8.5 5.5-5.5 4 4 2.5-2.5L21 19`,
  file: 'M6 3h8l5 5v13H6zm8 0v5h5M9 13h6m-6 4h6',
  video: 'M3 6h13v12H3zm13 4.5 5-3v9l-5-3',
  quickReply: 'M4 5h16v11H9l-5 4zm4 4h8m-8 3.5h5',
  askResume: `M4 3h16v18H4z${CIRCLE(12, 9.5, 2.5)}M8 17c.6-2 2.2-3 4-3s3.4 1 4 3`,
  interview: 'M3 5h18v16H3zm0 5h18M8 3v4m8-4v4m-7.5 8 2.5 2.5 4.5-4.5',
  voiceCall: 'M6.6 3.5 9.3 3l1.5 4.2-2 1.4a11 11 0 0 0 6.6 6.6l1.4-2 4.2 1.5-.5 2.7c-.2 1-1 1.6-2 1.6C10.6 19 5 13.4 5 5.5c0-1 .6-1.8 1.6-2z',
  videoCall: 'M2.5 6H16v12H2.5zM16 10.5l5.5-3.5v10L16 13.5M7 12h4m-2-2v4',
  more: `${CIRCLE(6, 12, 1)}${CIRCLE(12, 12, 1)}${CIRCLE(18, 12, 1)}`,
};

export type ToolbarIconName = keyof typeof PATHS;

export function ToolbarIcon({ name }: { name: ToolbarIconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
