// The disconnected-network banner (spec/chat.md §4) and the kicked-out notice: dumb views.
import { styled } from 'styled-components';
import { v } from '../theme/vars';

const Banner = styled.div`
  padding: 6px 12px;
  font-size: 12px;
  color: ${v.danger};
  background: ${v.surface};
  border-bottom: 1px solid ${v.border};
  text-align: center;
`;

export function NoticeBanner({ text }: { text: string }) {
  return <Banner role="alert">{text}</Banner>;
}
