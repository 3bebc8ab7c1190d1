// A labelled form field with its error under it. The control gets `controlProps(id, error)`
// so it is named by the label and described by the error (aria-invalid, aria-describedby).
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: grid;
  grid-template-columns: 140px minmax(0, 480px);
  align-items: start;
  gap: 4px 12px;
  margin-bottom: 14px;
  > label {
    padding-top: 6px;
    text-align: right;
    font-size: 14px;
  }
  > label[data-required]::before {
    content: '*';
    color: #c4321d;
    margin-right: 4px;
  }
  input,
  select,
  textarea {
    width: 100%;
    box-sizing: border-box;
    padding: 6px 8px;
    border: 1px solid #c0c4cc;
    border-radius: 4px;
    font: inherit;
  }
  [aria-invalid='true'] {
    border-color: #c4321d;
  }
  .field-error {
    grid-column: 2;
    margin: 0;
    color: #c4321d;
    font-size: 12px;
  }
  /* A phone: the label above its control. */
  @media (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr);
    > label {
      padding-top: 0;
      text-align: left;
    }
    .field-error {
      grid-column: 1;
    }
  }
`;

export const errorIdOf = (id: string) => `${id}-error`;

export function controlProps(id: string, error?: string) {
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorIdOf(id) : undefined } as const;
}

export function Field({ id, label, error, required, children }: { id: string; label: string; error?: string; required?: boolean; children: ReactNode }) {
  return (
    <Row>
      <label htmlFor={id} data-required={required || undefined}>
        {label}
      </label>
      <div>{children}</div>
      {error && (
        <p className="field-error" id={errorIdOf(id)} role="alert">
          {error}
        </p>
      )}
    </Row>
  );
}
