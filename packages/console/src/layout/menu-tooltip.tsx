// A collapsed menu entry's full label, beside it on hover and keyboard focus (Radix Tooltip: the
// delay, dismissal by Escape and the trigger's description built in). Expanded, the entry shows
// its label itself and gets no tooltip.
import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactElement } from 'react';
import styled from 'styled-components';

const Content = styled(Tooltip.Content)`
  padding: 6px 10px;
  border-radius: 4px;
  background: #303133;
  color: #fff;
  font-size: 13px;
  line-height: 18px;
  white-space: nowrap;
  z-index: 100;
`;

export function MenuTooltip({ label, enabled, children }: { label: string; enabled: boolean; children: ReactElement }) {
  if (!enabled) return children;
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Content side="right" sideOffset={6}>
          {label}
        </Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
