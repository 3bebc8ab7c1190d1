// Loads a platform document in the reader's language, again when the language changes.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentName, PlatformDocument } from '@employment-cloud/api-contract';
import { fetchDocument } from '../../api/documents.api';

export type DocumentState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; document: PlatformDocument };

export function useDocument(name: DocumentName): { state: DocumentState; retry: () => void } {
  const { i18n } = useTranslation();
  const [state, setState] = useState<DocumentState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    fetchDocument(name, i18n.language).then(
      (document) => live && setState({ status: 'ready', document }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [name, i18n.language, attempt]);
  return { state, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
