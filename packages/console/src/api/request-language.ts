// The language the console's calls ask the server to word its messages in (Accept-Language): the
// app's i18next instance reports each language it switches to (i18n.ts). Before any, none is sent.
let language: string | undefined;

export function setRequestLanguage(next: string | undefined): void {
  language = next;
}

export function requestLanguage(): string | undefined {
  return language;
}
