// The disconnected-network banner (the widget README) and the kicked-out notice with its way back
// (重新登录, issue 31): dumb views.
import { styled } from 'styled-components';
import { v } from '../theme/vars';
import { plainButton } from '../views/common/plain-button';

const Banner = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  padding: 6px 12px;
  font-size: 12px;
  color: ${v.danger};
  background: ${v.surface};
  border-bottom: 1px solid ${v.border};
  text-align: center;
`;

const ActionButton = styled.button`
  flex: none;
  ${plainButton}
`;

export interface BannerAction {
  label: string;
  onClick(): void;
}

export function NoticeBanner({ text, action }: { text: string; action?: BannerAction }) {
  return (
    <Banner>
      {/* The button stays outside the live region: a screen reader announces the notice alone. */}
      <span role="alert">{text}</span>
      {action ? (
        <ActionButton type="button" onClick={action.onClick}>
          {action.label}
        </ActionButton>
      ) : null}
    </Banner>
  );
}
