// A plain table for the help pages' short, whole lists (a plan's projects, statistics' numbers).
import styled from 'styled-components';

export const HelpTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  caption {
    text-align: left;
    font-weight: 600;
    padding: 8px 0;
  }
  th,
  td {
    padding: 8px;
    border-bottom: 1px solid #ebeef5;
    text-align: left;
    white-space: nowrap;
  }
  th {
    background: #f5f7fa;
    font-weight: 600;
  }
  td.number,
  th.number {
    text-align: right;
  }
`;

export const TableScroll = styled.div`
  overflow-x: auto;
`;
