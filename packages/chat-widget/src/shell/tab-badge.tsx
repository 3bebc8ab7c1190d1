// A count on a shell tab (unread messages, new friend applications): a red badge capped at 99+
// (the widget README). The tab keeps its name; the count is its description, read after the name.
import { useId } from 'react';
import { styled } from 'styled-components';
import { countBadge } from '../views/common/count-badge';

const Badge = styled.span`
  display: inline-block;
  min-width: 18px;
  height: 18px;
  margin-left: 4px;
  padding: 0 5px;
  ${countBadge}
  vertical-align: middle;
`;

/** The badge and the id of its description (for the tab's aria-describedby); nothing for 0. */
export function useTabBadge(count: number, description: string) {
  const id = useId();
  if (count <= 0) return { badge: null, describedBy: undefined };
  return {
    badge: (
      <>
        <Badge aria-hidden data-testid="tab-badge">
          {count > 99 ? '99+' : count}
        </Badge>
        <span id={id} hidden>
          {description}
        </span>
      </>
    ),
    describedBy: id,
  };
}
