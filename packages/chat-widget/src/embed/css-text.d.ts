// The script-tag build loads CSS files as text (tsup loader), to put them in the shadow root.
declare module '*.css' {
  const text: string;
  export default text;
}
