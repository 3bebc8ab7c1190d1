// The cancel and reschedule dialogs' frame: above the drawer, the kit's fields with the label
// above the control so they stay within the box.
import styled from 'styled-components';
import { DialogBox, DialogOverlay } from '../../ui/dialog';

export const DialogForm = styled.form`
  > div {
    grid-template-columns: minmax(0, 1fr);
  }
  > div > label {
    padding-top: 0;
    text-align: left;
  }
  > div .field-error {
    grid-column: 1;
  }
  .react-datepicker-wrapper {
    width: 100%;
  }
`;

/** Above the detail drawer (z-index 6001) they are opened from. */
export const RaisedOverlay = styled(DialogOverlay)`
  z-index: 6002;
`;
export const RaisedBox = styled(DialogBox)`
  z-index: 6003;
`;
