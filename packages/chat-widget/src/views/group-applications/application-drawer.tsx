// The group applications drawer (dumb; docs/chat.md §2, §4): applicant, message, Agree / Reject.
// A handled item fades out; the container closes the drawer when the list empties.
import * as Dialog from '@radix-ui/react-dialog';
import type { TFunction } from 'i18next';
import type { GroupApplication, GroupApplicationsDrawerProps, HandleAction } from '../../machines/group-applications';
import { applicationKey } from '../../machines/group-applications';
import { Buttons, Drawer, Header, Item, List, Overlay, Secondary } from './group-applications.styles';
import { DialogLayer } from '../dialog/dialog-layer';

export interface ApplicationDrawerProps extends GroupApplicationsDrawerProps {
  /** Bottom sheet (narrow widths) rather than the right panel. */
  sheet: boolean;
  t: TFunction;
  onHandle(application: GroupApplication, action: HandleAction): void;
  onClose(): void;
}

export function ApplicationDrawer(props: ApplicationDrawerProps) {
  const { t } = props;
  return (
    <Dialog.Root open={props.open} onOpenChange={(open) => open || props.onClose()}>
      <DialogLayer Overlay={Overlay}>
        <Drawer $sheet={props.sheet} aria-describedby={undefined}>
          <Header>
            <Dialog.Title>{t('groupApplication.title')}</Dialog.Title>
            <Dialog.Close aria-label={t('panels.close')}>×</Dialog.Close>
          </Header>
          <List aria-label={t('groupApplication.title')}>
            {props.applications.map((application) => {
              const key = applicationKey(application);
              const nameID = `ec-application-${key}`;
              return (
                <Item key={key} data-fading={props.fading && props.activeKey === key ? '' : undefined}>
                  <span id={nameID}>
                    {application.applicantNick || application.applicant}
                    {application.applicantNick && <Secondary> ({application.applicant})</Secondary>}
                  </span>
                  <Secondary>{application.note ? t('groupApplication.note', { note: application.note }) : t('groupApplication.noNote')}</Secondary>
                  <Buttons>
                    <button type="button" aria-describedby={nameID} disabled={props.busy} onClick={() => props.onHandle(application, 'Reject')}>
                      {t('groupApplication.reject')}
                    </button>
                    <button type="button" aria-describedby={nameID} data-primary disabled={props.busy} onClick={() => props.onHandle(application, 'Agree')}>
                      {t('groupApplication.agree')}
                    </button>
                  </Buttons>
                </Item>
              );
            })}
          </List>
        </Drawer>
      </DialogLayer>
    </Dialog.Root>
  );
}
