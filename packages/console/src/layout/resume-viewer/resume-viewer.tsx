// The resume drawer wherever a candidate appears outside 简历投递 (招人, 人才库, 我的收藏, 已沟通,
// 工会推荐, a fair's applicants, the interview drawer): mounted once in the layout, opened with
// openResume(resumeId) (resume-viewer-events.ts). It shows the resume from GET front/v1/resume/:id
// in the submissions' ResumeDrawer with its PDF preview, and offers 沟通 and the download; no
// verdicts, which belong to a submission. A resume the server refuses shows the drawer's error.
// Closed, focus goes back to the name it was opened from.
import { chatEvents } from '@employment-cloud/chat-widget';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchResume } from '../../api/resume.api';
import type { Resume } from '@employment-cloud/api-contract';
import { toastError } from '../../api/toast';
import { ResumeDrawer } from '../../pages/submissions/resume-drawer';
import { downloadResume, useResumePreview } from '../../pages/submissions/resume-file';
import { sexText } from '../../pages/talent/candidate-summary';
import { registerResumeViewer } from './resume-viewer-events';
import { useResume } from './use-resume';

export interface ResumeViewerProps {
  /** How a resume is loaded (the API by default). */
  loadResume?: (id: number) => Promise<Resume>;
}

/** The resume shown: `opening` counts the openings, so opening the same one again reloads it. */
interface Shown {
  resumeId: number;
  opening: number;
}

export function ResumeViewer({ loadResume = fetchResume }: ResumeViewerProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Shown | null>(null);
  const [busy, setBusy] = useState(false);
  const from = useRef<HTMLElement | null>(null);
  const { status, resume, error, reload } = useResume(shown?.resumeId ?? null, shown?.opening ?? 0, loadResume);
  const unsafe = t('submissions.unsafeFile');
  const preview = useResumePreview(shown === null ? null : (resume?.download ?? null), unsafe);

  useEffect(() => {
    registerResumeViewer((resumeId, opener) => {
      from.current = opener;
      setShown((current) => ({ resumeId, opening: (current?.opening ?? 0) + 1 }));
    });
    return () => registerResumeViewer(null);
  }, []);

  // After the dialog's own return of focus (a task of its own): to the name, unless it is gone.
  const open = shown !== null;
  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => {
      const name = from.current;
      from.current = null;
      if (name?.isConnected && document.activeElement !== name) name.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [open]);

  const download = async (current: Resume) => {
    setBusy(true);
    try {
      await downloadResume(current.download, unsafe);
    } catch (failure) {
      // A failed call has been told by the error policy; an unsafe address is told here.
      if (failure instanceof Error && failure.message === unsafe) toastError(failure.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ResumeDrawer
      open={open}
      onClose={() => setShown(null)}
      resume={resume}
      status={status}
      error={error}
      onRetry={reload}
      sexLabel={(value) => sexText(t, value)}
      preview={preview}
      actions={
        resume
          ? {
              busy,
              onChat: () => {
                // The chat takes over the screen, and the focus.
                from.current = null;
                setShown(null);
                chatEvents.emit('open-chat', { userID: String(resume.profile.candidateId) });
              },
              onDownload: () => void download(resume),
            }
          : undefined
      }
    />
  );
}
