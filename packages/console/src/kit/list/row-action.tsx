// A row's action: the kit's link button with an icon before its word (lucide-react, imported by
// name where the action is defined, so only the icons in use are bundled). The icon is
// decoration (aria-hidden): the button's name stays its word or its aria-label. RowActions and
// WrappedText let a row's buttons and a long free text (an address, a note) wrap inside their
// cells, so that no list scrolls sideways at 1280 px, in English too (src/kit/README.md, "A list page").
import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { NARROW_WINDOW } from '../../layout/use-media-query';
import { LinkButton } from '../buttons';

const Action = styled(LinkButton)`
  display: inline-flex;
  align-items: center;
  gap: 3px;
  svg {
    flex: none;
  }
`;

/**
 * A row's buttons: on one line while the table has room, wrapped onto more when it has not. On a
 * phone the table scrolls in its region anyway, so they stay on one line there and rows stay low.
 */
export const RowActions = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 2px;
  @media ${NARROW_WINDOW} {
    flex-wrap: nowrap;
  }
`;

/** A cell's long text (an address, a note), wrapped within a readable width instead of widening the table. */
export const WrappedText = styled.span`
  display: block;
  min-width: 160px;
  max-width: 280px;
  white-space: normal;
  overflow-wrap: anywhere;
`;

export function RowAction({ icon: Icon, children, ...button }: { icon: LucideIcon } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <Action type="button" {...button}>
      <Icon size={14} strokeWidth={1.75} aria-hidden="true" />
      {children}
    </Action>
  );
}
