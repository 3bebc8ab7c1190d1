// An online interview's meeting link in the drawer: opened in a new tab without handing this page
// to it (noopener noreferrer). The server lets only http(s) links in; safeUrl checks again, so an
// older or foreign value that is no web link shows as text and cannot be followed.
import { safeUrl } from '@employment-cloud/chat-widget';
import styled from 'styled-components';

const Link = styled.a`
  color: #1d5fc4;
  overflow-wrap: anywhere;
`;

export function MeetingLink({ href }: { href: string }) {
  const url = safeUrl(href, 'web');
  if (!url) return <span>{href}</span>;
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer">
      {href}
    </Link>
  );
}
