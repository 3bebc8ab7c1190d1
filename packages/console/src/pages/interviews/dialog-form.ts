// The kit's fields inside a narrow dialog: the label above its control, all within the box.
import styled from 'styled-components';

export const DialogForm = styled.form`
  > div { grid-template-columns: minmax(0, 1fr); }
  > div > label { padding-top: 0; text-align: left; }
  > div .field-error { grid-column: 1; }
  .react-datepicker-wrapper { width: 100%; }
`;
