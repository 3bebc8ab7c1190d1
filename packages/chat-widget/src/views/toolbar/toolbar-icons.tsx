// The toolbar's icons: inline SVG (no icon font, no image request), 20 px, drawn in the button's
// colour. Each button keeps its word as its accessible name and tooltip (toolbar.tsx).
import type { ReactNode } from 'react';

export type ToolbarIconName = 'emoji' | 'image' | 'file' | 'video' | 'quickReply' | 'askResume' | 'interview' | 'voiceCall' | 'videoCall' | 'more';

const PATHS: Record<ToolbarIconName, ReactNode> = {
  emoji: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8.5 14.5c1.8 2 5.2 2 7 0M9 9.5h.01M15 9.5h.01" />
    </>
  ),
  image: (
    <>
      <rect x="3" y="4.5" width="18" height="15" rx="2" />
      <circle cx="8.5" cy="9.5" r="1.5" />
      <path d="m4 18 5.5-5.5 4 4 2.5-2.5L21 19" />
    </>
  ),
  file: <path d="M6 3h8l5 5v13H6zM14 3v5h5M9 13h6M9 17h6" />,
  video: (
    <>
      <rect x="3" y="6" width="13" height="12" rx="2" />
      <path d="m16 10.5 5-3v9l-5-3" />
    </>
  ),
  quickReply: <path d="M4 5h16v11H9l-5 4zM8 9h8M8 12.5h5" />,
  askResume: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <circle cx="12" cy="9.5" r="2.5" />
      <path d="M8 17c.6-2 2.2-3 4-3s3.4 1 4 3" />
    </>
  ),
  interview: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4M8.5 15l2.5 2.5 4.5-4.5" />
    </>
  ),
  voiceCall: <path d="M6.6 3.5 9.3 3l1.5 4.2-2 1.4a11 11 0 0 0 6.6 6.6l1.4-2 4.2 1.5-.5 2.7c-.2 1-1 1.6-2 1.6C10.6 19 5 13.4 5 5.5c0-1 .6-1.8 1.6-2z" />,
  videoCall: (
    <>
      <rect x="2.5" y="6" width="13.5" height="12" rx="2" />
      <path d="m16 10.5 5.5-3.5v10L16 13.5M7 12h4M9 10v4" />
    </>
  ),
  more: (
    <>
      <circle cx="6" cy="12" r="1.2" />
      <circle cx="12" cy="12" r="1.2" />
      <circle cx="18" cy="12" r="1.2" />
    </>
  ),
};

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
      {PATHS[name]}
    </svg>
  );
}
