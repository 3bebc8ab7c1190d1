// The search's date picker (docs/chat.md §4 "Range date picker"): a Radix popover beside the time
// tabs, holding the month calendar (its own lazy chunk, loaded when the popover first opens). The
// clicks go to the date picker machine; a finished range becomes the search's time filter, and
// the popover closes when the machine does. Clearing, or a time tab, returns the picker to empty.
import * as Popover from '@radix-ui/react-popover';
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useEffect, useMemo } from 'react';
import { lazyWithRetry } from '../common/lazy-panel';
import { useTranslation } from 'react-i18next';
import { datePickerMachine, dayOf } from '../../machines/date-picker';
import type { SearchTime } from '../../machines/search';
import { usePortalContainer } from '../../provider/portal-context';
import { WidgetRoot } from '../../provider/widget-root';
import { CalendarPanel } from './date-picker.styles';
import { Note } from './search.styles';
import type { SearchActor } from './use-search';

const DateCalendar = lazyWithRetry(() => import('./date-calendar'));

export interface SearchDatePickerProps {
  actor: SearchActor;
  time: SearchTime;
}

export function SearchDatePicker({ actor, time }: SearchDatePickerProps) {
  const { t, i18n } = useTranslation('chat');
  const portal = usePortalContainer();
  const machine = useMemo(
    () => datePickerMachine.provide({ actions: { chosen: (_, { from, to }) => actor.send({ type: 'SET_TIME', time: { key: 'range', from, to } }) } }),
    [actor],
  );
  const picker = useActorRef(machine, { input: { mode: 'range' } });
  const open = useSelector(picker, (snapshot) => snapshot.matches('open'));
  const start = useSelector(picker, (snapshot) => snapshot.context.start);
  const end = useSelector(picker, (snapshot) => snapshot.context.end);
  // A time tab chosen instead (or the range cleared): the picker forgets its days.
  useEffect(() => {
    if (time.key !== 'range') picker.send({ type: 'CLEAR' });
  }, [picker, time.key]);

  const range = time.key === 'range' ? rangeText(time.from, time.to, i18n.language) : null;
  return (
    <>
      <Popover.Root open={open} onOpenChange={(next) => picker.send({ type: next ? 'OPEN' : 'CLOSE' })}>
        <Popover.Trigger type="button" aria-pressed={range !== null} aria-label={range ? `${t('search.timePick')}: ${range}` : t('search.timePick')}>
          📅 {range}
        </Popover.Trigger>
        <Popover.Portal container={portal}>
          <WidgetRoot>
            <CalendarPanel aria-label={t('search.timePick')} side="bottom" align="start" sideOffset={4} collisionPadding={5}>
              <Suspense fallback={<Note role="status">{t('search.loading')}</Note>}>
                <DateCalendar start={start} end={end} now={Date.now()} onPick={(date) => picker.send({ type: 'PICK', day: dayOf(date) })} />
              </Suspense>
            </CalendarPanel>
          </WidgetRoot>
        </Popover.Portal>
      </Popover.Root>
      {range !== null && (
        <button type="button" aria-label={t('search.timeClear')} onClick={() => actor.send({ type: 'SET_TIME', time: { key: 'all' } })}>
          ×
        </button>
      )}
    </>
  );
}

/** The chosen days, short: "11/3–11/9" (one day: "11/3"). */
function rangeText(from: number, to: number, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { month: 'numeric', day: 'numeric' });
  const first = format.format(new Date(from * 1000));
  const last = format.format(new Date(to * 1000));
  return first === last ? first : `${first}–${last}`;
}
