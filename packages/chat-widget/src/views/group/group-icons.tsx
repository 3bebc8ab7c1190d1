// The group types' icons (docs/chat.md §4: changing type changes the avatar), inline SVG so no
// request goes to a CDN and no image source is a data: URL: a coloured tile with a people mark
// and the type's letter.
import type { SVGProps } from 'react';
import type { GroupType } from '../../engine/entities';

const TYPE_LOOK: Record<GroupType, { colour: string; letter: string }> = {
  Private: { colour: '#3370ff', letter: 'W' },
  Public: { colour: '#14a37f', letter: 'P' },
  ChatRoom: { colour: '#f5a623', letter: 'M' },
  AVChatRoom: { colour: '#e4393c', letter: 'L' },
  Community: { colour: '#7b61ff', letter: 'C' },
};

/** The type's icon; with a `label` it is an image of that name, else decoration. */
export function GroupTypeIcon({ type, label, ...rest }: { type: GroupType; label?: string } & SVGProps<SVGSVGElement>) {
  const { colour, letter } = TYPE_LOOK[type];
  return (
    <svg viewBox="0 0 40 40" role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true} {...rest}>
      <rect width="40" height="40" rx="6" fill={colour} />
      <circle cx="15" cy="15" r="5" fill="#fff" />
      <circle cx="26" cy="17" r="4" fill="#fff" opacity=".8" />
      <path d="M6 31c1-6 5-9 9-9s8 3 9 9z" fill="#fff" />
      <text x="33" y="36" fontSize="10" fontFamily="sans-serif" fill="#fff" textAnchor="middle">
        {letter}
      </text>
    </svg>
  );
}

/** The types in the order the create dialog offers them. */
export const GROUP_TYPES: readonly GroupType[] = ['Private', 'Public', 'ChatRoom', 'AVChatRoom', 'Community'];
