// The row of buttons under a form (its submits and cancel), aligned with the fields.
import styled from 'styled-components';

export const FormActions = styled.div`
  display: flex;
  gap: 8px;
  padding-left: 152px;
  margin-top: 20px;
  flex-wrap: wrap;
  @media (max-width: 767px) {
    padding-left: 0;
  }
`;
