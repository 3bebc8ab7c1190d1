// The help pages' shared words: sign-up statuses, progress stages, a project's state by its period,
// and times shown in the browser's time zone.
import { HELP_STAGE, HELP_STATUS, type HelpStage, type HelpStatus } from '../../api/help.api';
import type { TopicKey } from '../../i18n-keys';

export const STATUS_LABELS: Record<HelpStatus, TopicKey<'help'>> = {
  [HELP_STATUS.pending]: 'help.statusPending',
  [HELP_STATUS.approved]: 'help.statusApproved',
  [HELP_STATUS.rejected]: 'help.statusRejected',
};

export const STAGE_LABELS: Record<HelpStage, TopicKey<'help'>> = {
  [HELP_STAGE.enrolled]: 'help.stageEnrolled',
  [HELP_STAGE.trained]: 'help.stageTrained',
  [HELP_STAGE.employed]: 'help.stageEmployed',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as YYYY-MM-DD HH:mm in the browser's time zone ('' for none). */
export function timeText(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** Today as YYYY-MM-DD in the browser's time zone. */
export function todayText(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A project's state from its period: not started, running, ended. */
export function projectState(project: { startDate: string | null; endDate: string | null }, today = todayText()): TopicKey<'help'> {
  if (project.startDate && today < project.startDate) return 'help.stateUpcoming';
  if (project.endDate && today > project.endDate) return 'help.stateEnded';
  return 'help.stateRunning';
}
