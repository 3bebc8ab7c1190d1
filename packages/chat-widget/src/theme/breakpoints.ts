// Widths the widget's layouts change at, for views and the shell alike.

/** Under this many px the widget is narrow (a phone): one pane at a time, dialogs full screen. */
export const NARROW_WIDTH = 768;
