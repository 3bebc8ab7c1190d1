// The widget's root element: the theme's CSS variables and a reset scoped to the widget, so
// nothing is declared globally (no createGlobalStyle) and hosts restyle through the variables.
import { createContext, useContext, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { themeDeclarations, v, type ThemeName } from '../theme/vars';

export const ThemeNameContext = createContext<ThemeName>('light');

const Root = styled.div<{ $theme: ThemeName }>`
  ${({ $theme }) => themeDeclarations($theme)}
  position: relative;
  box-sizing: border-box;
  height: 100%;
  color: ${v.text};
  background: ${v.background};
  font-family: ${v.fontFamily};
  font-size: ${v.fontSize};
  line-height: 1.5;
  text-align: left;
  -webkit-font-smoothing: antialiased;

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  button,
  input,
  textarea,
  select {
    font: inherit;
    color: inherit;
  }
`;

/** The themed root; the modal's content uses one too, as Radix portals it out of the provider's. */
export function WidgetRoot({ children, className }: { children: ReactNode; className?: string }) {
  const theme = useContext(ThemeNameContext);
  return (
    <Root $theme={theme} className={className ? `ec-chat ${className}` : 'ec-chat'} data-theme={theme}>
      {children}
    </Root>
  );
}
