// The launcher's looks: a round button at the bottom right of the window, over the page. It sits
// in the widget's shadow root (script tag), so only its own rules apply; every property that
// could be inherited from the page is set here.
import { styled } from 'styled-components';
import { v } from '../theme/vars';
import { NARROW_WIDTH } from './use-narrow';

export const LauncherButton = styled.button<{ $z: number }>`
  position: fixed;
  right: 24px;
  bottom: 24px;
  z-index: ${({ $z }) => $z};
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: ${v.primary};
  /* && over the widget root's reset (its buttons inherit the text colour). */
  && {
    color: ${v.primaryText};
  }
  box-shadow: ${v.shadow};
  cursor: pointer;
  /* Radix's open modal turns pointer events off outside the dialog: the launcher still closes it. */
  pointer-events: auto;
  &:hover {
    filter: brightness(1.08);
  }
  &:focus-visible {
    outline: 3px solid ${v.primary};
    outline-offset: 3px;
    box-shadow: 0 0 0 3px ${v.background};
  }
  /* A phone: the open modal fills the screen, and the launcher would cover its composer. */
  @media (max-width: ${NARROW_WIDTH - 1}px) {
    right: 16px;
    bottom: 16px;
    &[aria-expanded='true'] {
      display: none;
    }
  }
`;

export const Badge = styled.span`
  position: absolute;
  top: -4px;
  right: -4px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border: 2px solid ${v.background};
  border-radius: 10px;
  background: ${v.badge};
  color: #fff;
  font-size: 11px;
  font-weight: 600;
  line-height: 16px;
  text-align: center;
`;
