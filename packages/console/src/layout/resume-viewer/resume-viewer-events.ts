// Any code opens the resume drawer with `openResume(resumeId)`; the layout's <ResumeViewer> answers.
// `from` is the control it was opened from (the candidate's name), which gets focus back after.

type Opener = (resumeId: number, from: HTMLElement | null) => void;
let opener: Opener | null = null;

/** Registers the mounted viewer (the layout's). */
export function registerResumeViewer(open: Opener | null): void {
  opener = open;
}

/** Opens the drawer on the resume; nothing happens while no viewer is mounted. */
export function openResume(resumeId: number, from?: HTMLElement | null): void {
  opener?.(resumeId, from ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null));
}
