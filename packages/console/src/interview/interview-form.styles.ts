// The invitation form's look: a label column and a field column, errors under their field; on a
// phone-wide window (the chat's dialog fills it) each label above its field.
import styled from 'styled-components';

export const Form = styled.form`
  display: grid;
  grid-template-columns: 6em minmax(0, 1fr);
  gap: 12px 12px;
  align-items: start;
  font-size: 14px;

  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 4px;
    > label,
    > span {
      padding-top: 8px;
      text-align: left;
    }
  }
`;

export const Label = styled.label`
  padding-top: 6px;
  text-align: right;
  color: #606266;
`;

export const Legend = styled.span`
  padding-top: 2px;
  text-align: right;
  color: #606266;
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;

  input[type='text'],
  input[type='tel'],
  input[type='url'],
  select,
  textarea {
    box-sizing: border-box;
    width: 100%;
    padding: 6px 8px;
    border: 1px solid #dcdfe6;
    border-radius: 4px;
    font: inherit;
  }

  [aria-invalid='true'] {
    border-color: #f56c6c;
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

export const FieldError = styled.span`
  color: #f56c6c;
  font-size: 12px;
`;

export const Alert = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  padding: 8px 12px;
  border-radius: 4px;
  background: #fef0f0;
  color: #f56c6c;
`;

export const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  justify-content: flex-end;
  gap: 8px;

  button {
    padding: 6px 16px;
    border: 1px solid #dcdfe6;
    border-radius: 4px;
    background: #fff;
    cursor: pointer;
  }

  button[type='submit'] {
    border-color: #1a66c9;
    background: #1a66c9;
    color: #fff;
  }

  button:disabled {
    opacity: 0.6;
    cursor: default;
  }
`;
