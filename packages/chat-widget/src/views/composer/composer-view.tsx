// The input box (dumb): Enter sends, Ctrl+Enter inserts a new line, files can be dropped or
// pasted (when drag-upload is on), a quote preview above, or the muted notice instead of it all.
import { useLayoutEffect, useRef, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { COMPOSER_AREA, composerCatalogues } from '../../i18n/lazy/composer';
import { useAreaTranslation } from '../../i18n/lazy-catalogue';
import { AttachmentStrip } from './attachment-strip';
import { carriesFiles, filesOf } from './incoming-files';
import { Box, Footer, Input, MutedNotice, QuoteBar } from './composer.styles';

export interface ComposerViewProps {
  text: string;
  files: readonly File[];
  /** "sender: abstract" of the quoted message. */
  quote: string | null;
  muted: boolean;
  dragUpload: boolean;
  toolbar?: ReactNode;
  /** Beside the send button: the voice recorder's button. */
  voice?: ReactNode;
  /** Shown just above the input (the at-mention list). */
  overlay?: ReactNode;
  /** Extra attributes of the input (the at-mention combobox's ARIA). */
  inputAria?: TextareaHTMLAttributes<HTMLTextAreaElement>;
  /** Sees the input's keys first; returning true stops the composer's own handling. */
  onInputKeyDown?(event: KeyboardEvent<HTMLTextAreaElement>): boolean;
  onTextChange(text: string): void;
  onFocus(): void;
  onBlur(): void;
  onSubmit(): void;
  /** Pasted or dropped files; `folders` are dropped folders (which cannot be sent). */
  onAddFiles(files: File[], folders: File[]): void;
  onRemoveFile(index: number): void;
  onCancelQuote(): void;
}

export function ComposerView(props: ComposerViewProps) {
  const { t } = useAreaTranslation(COMPOSER_AREA, composerCatalogues);
  const input = useRef<HTMLTextAreaElement>(null);
  const [dragging, setDragging] = useState(false);
  // Where the caret goes once a line break typed with Ctrl+Enter is in the value: set as the
  // new value is committed, before the next key is handled (a frame later, keys typed meanwhile
  // had gone in at the end and the caret then jumped back before them).
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caret.current === null) return;
    input.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [props.text]);

  if (props.muted) return <MutedNotice role="status">{t('composer.muted')}</MutedNotice>;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (props.onInputKeyDown?.(event)) return;
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!event.ctrlKey && !event.metaKey && !event.shiftKey) return props.onSubmit();
    const el = event.currentTarget;
    const start = el.selectionStart ?? props.text.length;
    const end = el.selectionEnd ?? start;
    caret.current = start + 1;
    props.onTextChange(`${props.text.slice(0, start)}\n${props.text.slice(end)}`);
  };
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    if (!props.dragUpload) return;
    const { files, folders } = filesOf(event.clipboardData);
    if (files.length + folders.length === 0) return;
    event.preventDefault();
    props.onAddFiles(files, folders);
  };
  const dropHandlers = props.dragUpload
    ? {
        onDragOver: (event: DragEvent) => {
          if (!carriesFiles(event.dataTransfer)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setDragging(true);
        },
        // Leaving for one of its own children is no leaving.
        onDragLeave: (event: DragEvent) => !event.currentTarget.contains(event.relatedTarget as Node | null) && setDragging(false),
        onDrop: (event: DragEvent) => {
          if (!carriesFiles(event.dataTransfer)) return;
          event.preventDefault();
          setDragging(false);
          const { files, folders } = filesOf(event.dataTransfer);
          if (files.length + folders.length > 0) props.onAddFiles(files, folders);
        },
      }
    : {};

  return (
    <Box $dragging={dragging} {...dropHandlers} data-testid="composer">
      {props.toolbar}
      {props.quote !== null && (
        <QuoteBar>
          <span>{props.quote}</span>
          <button type="button" aria-label={t('composer.quoteClose')} onClick={props.onCancelQuote}>
            ×
          </button>
        </QuoteBar>
      )}
      <AttachmentStrip files={props.files} onRemove={props.onRemoveFile} />
      {props.overlay}
      <Input
        {...props.inputAria}
        ref={input}
        value={props.text}
        placeholder={dragging ? t('composer.dropHint') : t('composer.placeholder')}
        aria-label={t('composer.placeholder')}
        onChange={(event) => props.onTextChange(event.target.value)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onFocus={props.onFocus}
        onBlur={props.onBlur}
      />
      <Footer>
        {props.voice}
        <button type="button" onClick={props.onSubmit}>
          {t('composer.send')}
        </button>
      </Footer>
    </Box>
  );
}
