// CompanyAgreement (/agreement/index): the company service agreement, text from the server in the
// reader's language, printable.
import styled from 'styled-components';
import { DocumentView } from './document-view';

const Page = styled.div`
  padding: 16px;
`;

export default function AgreementPage() {
  return (
    <Page>
      <DocumentView name="agreement" />
    </Page>
  );
}
