// A panel of the workplace: a titled card with an optional link or button on the right, and the
// friendly note (with an icon) a list shows when it has nothing.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.section`
  min-width: 0;
  padding: 12px 16px 16px;
  border: 1px solid #ebeef5;
  border-radius: 4px;
  background: #fff;
  > header {
    display: flex;
    align-items: baseline;
    flex-wrap: wrap;
    gap: 4px 12px;
    margin-bottom: 8px;
  }
  h2 {
    margin: 0 auto 0 0;
    font-size: 15px;
  }
  > header a {
    color: #1d5fc4;
    font-size: 13px;
    text-decoration: none;
  }
  > header a:hover,
  > header a:focus-visible {
    text-decoration: underline;
  }
  .hint {
    margin: 0 0 8px;
    font-size: 12px;
    color: #606266;
  }
`;

export function WorkplacePanel({
  id,
  title,
  action,
  className,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Box aria-labelledby={id} className={className}>
      <header>
        <h2 id={id}>{title}</h2>
        {action}
      </header>
      {children}
    </Box>
  );
}

const Note = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 24px 8px;
  color: #606266;
  text-align: center;
  p {
    margin: 0;
  }
`;

export function EmptyNote({ icon: Icon, text }: { icon: LucideIcon; text: string }) {
  return (
    <Note role="status">
      <Icon aria-hidden size={32} strokeWidth={1.5} color="#909399" />
      <p>{text}</p>
    </Note>
  );
}
