// Where the widget's menus and dialogs portal to. Unset: document.body (Radix's default; the
// portalled content wraps itself in a WidgetRoot for the theme). The script-tag build sets it to
// a node inside its shadow root, so portalled content keeps the widget's styles and isolation.
import { createContext, useContext } from 'react';

export const PortalContainerContext = createContext<HTMLElement | null>(null);

export const usePortalContainer = (): HTMLElement | null => useContext(PortalContainerContext);
