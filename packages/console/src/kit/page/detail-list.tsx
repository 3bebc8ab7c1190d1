// A record's fields as a definition list (label, value; '—' for an empty value), for the info pages.
import type { ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 10px 16px;
  margin: 16px 0;
  dt {
    color: #5a606b;
  }
  dd {
    margin: 0;
    word-break: break-word;
    white-space: pre-line;
  }
  > div {
    display: contents;
  }
`;

export function DetailList({ rows }: { rows: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <List>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value === '' || value === null || value === undefined ? '—' : value}</dd>
        </div>
      ))}
    </List>
  );
}
