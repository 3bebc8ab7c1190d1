// Status tabs over a list, each with its count: choosing one filters the list.
import styled from 'styled-components';

const Tabs = styled.div`
  display: flex;
  gap: 4px;
  border-bottom: 1px solid #dcdfe6;
  margin-bottom: 12px;
  overflow-x: auto;
  button {
    white-space: nowrap;
    padding: 8px 16px;
    border: 0;
    border-bottom: 2px solid transparent;
    background: none;
    font-size: 14px;
    cursor: pointer;
    color: #303133;
  }
  button[aria-selected='true'] {
    border-bottom-color: #1d5fc4;
    color: #1d5fc4;
  }
`;

export interface StatusTab {
  value: string;
  label: string;
}

export function StatusTabs({ label, tabs, value, onChange }: { label: string; tabs: StatusTab[]; value: string; onChange: (value: string) => void }) {
  return (
    <Tabs role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button key={tab.value} type="button" role="tab" aria-selected={tab.value === value} onClick={() => onChange(tab.value)}>
          {tab.label}
        </button>
      ))}
    </Tabs>
  );
}
