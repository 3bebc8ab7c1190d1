// One of the data page's tables (by day, by job): a caption, the rows and the totals, in a
// scrolling region; the same rows the CSV export writes (data-tables.ts).
import styled from 'styled-components';
import type { TableRows } from './data-tables';

const Scroll = styled.div`
  max-height: 360px;
  overflow: auto;
  border: 1px solid #ebeef5;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 13px;
  }
  caption {
    text-align: left;
    padding: 8px;
    font-weight: 600;
  }
  th,
  td {
    padding: 6px 10px;
    border-bottom: 1px solid #ebeef5;
    text-align: right;
    white-space: nowrap;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
  thead th {
    position: sticky;
    top: 0;
    background: #f5f7fa;
  }
  tfoot td {
    font-weight: 600;
    background: #fafafa;
    position: sticky;
    bottom: 0;
  }
`;

export function DataTableView({ id, caption, table }: { id: string; caption: string; table: TableRows }) {
  return (
    <Scroll tabIndex={0} role="region" aria-labelledby={`${id}-caption`}>
      <table data-testid={id}>
        <caption id={`${id}-caption`}>{caption}</caption>
        <thead>
          <tr>
            {table.header.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) =>
                j === 0 ? (
                  <th key={j} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={j}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            {table.footer.map((cell, j) => (
              <td key={j}>{cell}</td>
            ))}
          </tr>
        </tfoot>
      </table>
    </Scroll>
  );
}
