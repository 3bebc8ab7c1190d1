export { Toolbar } from './toolbar';
export type { ToolbarProps } from './toolbar';
export { BASIC_EMOJI, FACE_PACKS, basicEmojiURL, faceURL } from './emoji-data';
export { askResumeData, interviewData } from './custom-data';
