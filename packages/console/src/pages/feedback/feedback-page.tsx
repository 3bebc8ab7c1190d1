// yijianIndex (/yijian/index): send feedback to the platform (type, text, screenshots, contact)
// and read the company's past feedback with the platform's replies. The menu's survey link
// (routes.ts `survey`) is offered here too.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageFrame, useInvalidate } from '../../kit';
import { SURVEY_URL } from '../../routes';
import { FeedbackForm } from './feedback-form';
import { FeedbackHistory } from './feedback-history';

const Page = styled(PageFrame)`
  h2 {
    margin: 0 0 12px;
    font-size: 16px;
  }
  > section {
    background: #fff;
    border: 1px solid #ebeef5;
    border-radius: 4px;
    padding: 16px;
    margin-bottom: 16px;
  }
  .survey {
    font-size: 13px;
    color: #5b5e66;
    margin: 0 0 12px;
  }
  .survey a {
    color: #1d5fc4;
  }
`;

export default function FeedbackPage() {
  const { t } = useTranslation();
  // A sent feedback is the history's newest row.
  const sent = useInvalidate('feedback');
  return (
    <Page title={t('menu.yijianIndex')}>
      <p className="survey">
        {t('feedback.surveyHint')}{' '}
        <a href={SURVEY_URL} target="_blank" rel="noreferrer">
          {t('menu.survey')}
        </a>
      </p>
      <FeedbackForm onSent={() => void sent()} />
      <FeedbackHistory />
    </Page>
  );
}
