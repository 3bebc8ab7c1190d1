// An interview's details inside the widget, for 查看详情 where the host has no interview page to
// route to (a candidate's portal): job and company when the server says, time, online or on
// site, the place or the meeting link, contact, remark and the current status. The chat stays open.
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { MESSAGE_AREA, messageCatalogues } from '../../i18n/lazy/message';
import { useAreaTranslation } from '../../i18n/lazy-catalogue';
import { SafeLink } from '../common/safe-link';
import { centredPanel, dialogButtons, overlayBase } from '../dialog/dialog.styles';
import { DialogLayer } from '../dialog/dialog-layer';
import { useReturnFocus } from '../dialog/use-return-focus';
import { str } from './card-parts';

const Overlay = styled(Dialog.Overlay)`
  ${overlayBase}
  z-index: 6000;
`;
const Content = styled(Dialog.Content)`
  ${centredPanel}
  box-sizing: border-box;
  width: min(400px, calc(100vw - 32px));
  max-height: 90vh;
  overflow: auto;
  padding: 16px 20px;
  z-index: 6001;
  h2 {
    margin: 0 0 12px;
    font-size: 16px;
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
    overflow-wrap: anywhere;
  }
`;
const Buttons = styled.div`
  ${dialogButtons}
  margin-top: 16px;
`;

export interface InterviewDetailsProps {
  open: boolean;
  /** The card's interview, overlaid with what the server said of it. */
  interview: Record<string, unknown>;
  /** The status's words, when known. */
  statusText: string | null;
  onClose(): void;
}

export function InterviewDetails({ open, interview, statusText, onClose }: InterviewDetailsProps) {
  const { t } = useAreaTranslation(MESSAGE_AREA, messageCatalogues);
  const returnFocus = useReturnFocus(open);
  const online = Number(interview.interviewType) === 1;
  const link = str(interview.meetingLink);
  const lines: [string, ReactNode][] = [
    ['job', str(interview.jobTitle) && t('message.interviewJob', { job: str(interview.jobTitle) })],
    ['company', str(interview.companyName) && t('message.interviewCompany', { company: str(interview.companyName) })],
    ['time', str(interview.interviewTime) && t('message.interviewTime', { time: str(interview.interviewTime) })],
    ['type', online ? t('message.interviewOnline') : t('message.interviewOnsite')],
    ['address', str(interview.address) && t('message.interviewAddress', { address: str(interview.address) })],
    [
      'link',
      online && link && (
        <>
          {t('message.interviewLink')}
          <SafeLink href={link} />
        </>
      ),
    ],
    ['mobile', str(interview.mobile) && t('message.interviewMobile', { mobile: str(interview.mobile) })],
    ['remark', str(interview.remark) && t('message.interviewRemark', { remark: str(interview.remark) })],
    ['status', statusText && t('message.interviewStatus', { status: statusText })],
  ];
  return (
    <Dialog.Root open={open} onOpenChange={(next) => next || onClose()}>
      <DialogLayer Overlay={Overlay}>
        <Content aria-describedby={undefined} onCloseAutoFocus={returnFocus}>
          <Dialog.Title>{t('message.interviewDetails')}</Dialog.Title>
          <ul>{lines.map(([key, line]) => line && <li key={key}>{line}</li>)}</ul>
          <Buttons>
            <Dialog.Close type="button" data-primary>
              {t('message.close')}
            </Dialog.Close>
          </Buttons>
        </Content>
      </DialogLayer>
    </Dialog.Root>
  );
}
