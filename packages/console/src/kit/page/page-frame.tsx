// The one frame of a console page: a section named by its heading, the heading row (the title,
// then the page's own actions: a search box, an add button) with one margin below it, and the
// page under it. Page-specific styles go on `className` (styled(PageFrame)).
import { useId, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  padding: 16px;
  > header {
    display: flex;
    align-items: center;
    gap: 12px;
    margin-bottom: 12px;
    flex-wrap: wrap;
  }
  > header h1 {
    margin: 0 auto 0 0;
    font-size: 18px;
  }
  td {
    vertical-align: top;
  }
`;

interface PageFrameProps {
  /** The page's heading (h1), which names the section. */
  title: ReactNode;
  /** Beside the heading, at the end of its row. */
  actions?: ReactNode;
  className?: string;
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
}

export function PageFrame({ title, actions, className, ref, children }: PageFrameProps) {
  const id = useId();
  return (
    <Section ref={ref} aria-labelledby={id} className={className}>
      <header>
        <h1 id={id}>{title}</h1>
        {actions}
      </header>
      {children}
    </Section>
  );
}
