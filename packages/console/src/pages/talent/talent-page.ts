// The frame every talent page shares: a heading row and the list under it.
import styled from 'styled-components';

export const TalentPage = styled.section`
  padding: 16px;
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    margin-bottom: 12px;
    flex-wrap: wrap;
  }
  h1 {
    margin: 0;
    font-size: 18px;
  }
  td {
    vertical-align: top;
  }
`;
